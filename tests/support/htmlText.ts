const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The text an HTML attribute or element holds, its character references decoded as a browser reads
 * them: the named ones a serialiser writes (`&amp;`, `&lt;`, `&quot;` …) and every numeric one
 * (`&#x27;`, `&#39;`). A test compares it with the content's text, whichever escaping wrote the page.
 */
export function decodeMarkup(html: string): string {
  return html.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi,
    (reference, hex?: string, decimal?: string, name?: string) => {
      if (hex !== undefined) return String.fromCodePoint(Number.parseInt(hex, 16));
      if (decimal !== undefined) return String.fromCodePoint(Number(decimal));
      return Object.hasOwn(named, name!) ? named[name!] : reference;
    },
  );
}
