/**
 * The words a visitor reads from content text, with whitespace collapsed: a link written
 * `[text](address)` reads as its text, and paragraphs run on. Compare it with a page's `innerText`
 * passed through the same function.
 */
export function words(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)\s]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
