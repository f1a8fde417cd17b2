/**
 * `template` with each `{name}` whose name is a key of `values` replaced by that value, as the
 * content writes its placeholders ("© {year} Jamie", "Preview of {title}"). Other braces stay as
 * they are.
 */
export function fillIn(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
