/**
 * The value Stitches gives `property` on `element`: jsdom's getComputedStyle ignores the rules
 * Stitches inserts (they sit in `@media {}` groups), so read them from the CSSOM. Every Stitches
 * rule is a single class, so the last matching rule in sheet order wins, as in the cascade.
 */
export function stitchesStyle(element: Element, property: string): string | undefined {
  const classes = new Set(Array.from(element.classList, (name) => `.${name}`));
  let value: string | undefined;
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        const declared = rule.style.getPropertyValue(property);
        if (declared && classes.has(rule.selectorText)) value = declared;
      } else if (rule instanceof CSSMediaRule && rule.media.mediaText.trim() === '') {
        // Stitches' unconditional groups; breakpoint rules (e.g. `@sm`) do not apply in jsdom.
        visit(rule.cssRules);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return value;
}
