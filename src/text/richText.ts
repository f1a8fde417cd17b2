/**
 * The little markup a description may hold: a blank line starts a new paragraph, `[text](address)`
 * is a link (Markdown's inline link), and a bare http(s) address is a link whose text is the
 * address. Only http(s) and mailto addresses make links; anything else stays text, as written.
 * Imports nothing: the pages render these parts, the build reads their plain text.
 */

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** One paragraph: its text and links, in order. */
export type Paragraph = readonly TextPart[];

/** A link's address the site follows: http(s) with a host, or mailto with an address. */
const allowedHref = /^(?:https?:\/\/[^\s/?#]|mailto:\S)/i;

/** `[text](`: the start of a Markdown link. Its text holds no brackets and does not span a paragraph. */
const linkLabel = /\[([^[\]]+)\]\(/y;

/** A bare address, up to white space or a character that cannot be part of one in prose. */
const bareUrl = /https?:\/\/[^\s<>"[\]]+/iy;

/** Characters that end a sentence rather than an address: "see https://example.org." */
const trailingPunctuation = /[.,:;!?'"*_~]$/;

const count = (text: string, character: string) => text.split(character).length - 1;

/** Where a Markdown link at `start` ends, with its parts; null when there is none or its address is refused. */
function markdownLinkAt(source: string, start: number): { end: number; text: string; href: string } | null {
  linkLabel.lastIndex = start;
  const label = linkLabel.exec(source);
  if (!label) return null;
  // The address runs to the parenthesis that closes it; it may hold balanced ones (Wikipedia's).
  let depth = 0;
  for (let index = linkLabel.lastIndex; index < source.length; index += 1) {
    const character = source[index];
    if (/\s/.test(character)) return null;
    if (character === '(') depth += 1;
    else if (character === ')') {
      if (depth === 0) {
        const href = source.slice(linkLabel.lastIndex, index);
        return allowedHref.test(href) ? { end: index + 1, text: label[1].trim(), href } : null;
      }
      depth -= 1;
    }
  }
  return null;
}

/** The bare http(s) address at `start`, without the punctuation of the sentence around it. */
function bareUrlAt(source: string, start: number): string | null {
  // Only at the start of a word: "xhttps://…" is not an address.
  if (start > 0 && /[\p{L}\p{N}/]/u.test(source[start - 1])) return null;
  bareUrl.lastIndex = start;
  let url = bareUrl.exec(source)?.[0];
  if (url === undefined) return null;
  for (;;) {
    if (trailingPunctuation.test(url)) url = url.slice(0, -1);
    else if (url.endsWith(')') && count(url, ')') > count(url, '(')) url = url.slice(0, -1);
    else break;
  }
  return allowedHref.test(url) ? url : null;
}

function parseParagraph(source: string): Paragraph {
  const parts: TextPart[] = [];
  let text = '';
  let index = 0;
  const push = (part: TextPart, end: number) => {
    if (text !== '') parts.push({ kind: 'text', text });
    text = '';
    parts.push(part);
    index = end;
  };
  while (index < source.length) {
    const link = source[index] === '[' ? markdownLinkAt(source, index) : null;
    if (link) {
      push({ kind: 'link', text: link.text, href: link.href }, link.end);
      continue;
    }
    const url = /h/i.test(source[index]) ? bareUrlAt(source, index) : null;
    if (url) {
      push({ kind: 'link', text: url, href: url }, index + url.length);
      continue;
    }
    text += source[index];
    index += 1;
  }
  if (text !== '') parts.push({ kind: 'text', text });
  return parts;
}

/**
 * The paragraphs of `source`: split at blank lines, white space inside each collapsed to single
 * spaces (a single line break is a space), empty ones dropped.
 */
export function parseRichText(source: string): Paragraph[] {
  return source
    .split(/\r?\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '')
    .map(parseParagraph);
}

/** A paragraph as plain text: each link's text in its place. */
export function paragraphText(paragraph: Paragraph): string {
  return paragraph.map((part) => part.text).join('');
}

/**
 * `source` as plain text, where markup cannot show (a page's meta description, a link-preview
 * image): links become their text, paragraphs are joined by a space.
 */
export function plainText(source: string): string {
  return parseRichText(source).map(paragraphText).join(' ');
}

/**
 * The Markdown links in `source` whose address is refused (not http(s) or mailto, or with a
 * space in it), as written: they show as plain text, which is likely not what their author meant.
 */
export function refusedLinks(source: string): string[] {
  const refused: string[] = [];
  for (const paragraph of parseRichText(source)) {
    const text = paragraph
      .filter((part) => part.kind === 'text')
      .map((part) => part.text)
      .join('\n');
    for (const match of text.matchAll(/\[[^[\]]+\]\([^)\n]*\)?/g)) refused.push(match[0]);
  }
  return refused;
}
