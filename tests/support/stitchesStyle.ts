/**
 * The value Stitches gives `property` on `element`: jsdom's getComputedStyle ignores the rules
 * Stitches inserts (they sit in `@media {}` groups), so read them from the CSSOM. Every Stitches
 * rule is a single class, so the last matching rule in sheet order wins, as in the cascade.
 *
 * Without `media`, only unconditional rules count: breakpoint rules (e.g. `@sm`) do not apply in
 * jsdom. With `media` (e.g. `'(min-width: 37.5em)'`), only the rules declared inside a media rule
 * with exactly that condition count, so a test can read what a breakpoint sets.
 */
export function stitchesStyle(element: Element, property: string, media?: string): string | undefined {
  const classes = new Set(Array.from(element.classList, (name) => `.${name}`));
  const wanted = media === undefined ? undefined : normalizeMedia(media);
  let value: string | undefined;
  const visit = (rules: CSSRuleList, inWantedMedia: boolean) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        if (inWantedMedia !== (wanted !== undefined)) continue;
        const declared = rule.style.getPropertyValue(property);
        if (declared && classes.has(rule.selectorText)) value = declared;
      } else if (rule instanceof CSSMediaRule) {
        const condition = normalizeMedia(rule.media.mediaText);
        // Stitches' unconditional groups hold every rule, including the breakpoint ones.
        if (condition === '') visit(rule.cssRules, inWantedMedia);
        else if (!inWantedMedia && condition === wanted) visit(rule.cssRules, true);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, false);
  return value;
}

function normalizeMedia(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}
