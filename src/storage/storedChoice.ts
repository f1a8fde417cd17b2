/**
 * A visitor's choice kept in `localStorage` under `key`: read back only when it is one of `values`,
 * and neither read nor kept where storage is off (private modes may refuse it), without an error.
 */
export function storedChoice<Value extends string>(key: string, values: readonly Value[]) {
  return {
    read(): Value | null {
      try {
        const value = window.localStorage.getItem(key);
        return values.find((candidate) => candidate === value) ?? null;
      } catch {
        return null;
      }
    },
    write(value: Value): void {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // Storage is off: the choice holds for this page only.
      }
    },
  };
}
