// Content text: a blank line starts a paragraph; `[text](address)` and bare http(s) addresses are
// links. Only http(s) and mailto addresses make links, so content cannot add `javascript:` ones.

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

export type Paragraph = readonly TextPart[];

const allowedHref = /^(?:https?:\/\/[^\s/?#]|mailto:\S)/i;
const linkLabel = /\[([^[\]]+)\]\(/y;
const bareUrl = /https?:\/\/[^\s<>"[\]]+/iy;
// These end a sentence rather than an address: "see https://example.org." or "(at https://x.org)".
const trailingPunctuation = /[.,:;!?'"*_~]$/;
const unbalanced = (url: string) => url.endsWith(')') && url.split(')').length > url.split('(').length;

type Link = { end: number; text: string; href: string };

function markdownLinkAt(source: string, start: number): Link | null {
  linkLabel.lastIndex = start;
  const label = linkLabel.exec(source);
  if (!label) return null;
  // The address may hold balanced parentheses, as Wikipedia's do.
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

function bareUrlAt(source: string, start: number): Link | null {
  if (start > 0 && /[\p{L}\p{N}/]/u.test(source[start - 1])) return null;
  bareUrl.lastIndex = start;
  let url = bareUrl.exec(source)?.[0];
  if (url === undefined) return null;
  while (trailingPunctuation.test(url) || unbalanced(url)) url = url.slice(0, -1);
  return allowedHref.test(url) ? { end: start + url.length, text: url, href: url } : null;
}

function parseParagraph(source: string): Paragraph {
  const parts: TextPart[] = [];
  let text = '';
  for (let index = 0; index < source.length;) {
    const link = markdownLinkAt(source, index) ?? bareUrlAt(source, index);
    if (link) {
      if (text !== '') parts.push({ kind: 'text', text });
      parts.push({ kind: 'link', text: link.text, href: link.href });
      text = '';
    } else text += source[index];
    index = link ? link.end : index + 1;
  }
  if (text !== '') parts.push({ kind: 'text', text });
  return parts;
}

export function parseRichText(source: string): Paragraph[] {
  return source
    .split(/\r?\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '')
    .map(parseParagraph);
}

export function paragraphText(paragraph: Paragraph): string {
  return paragraph.map((part) => part.text).join('');
}

/** For places markup cannot show, such as a meta description. */
export function plainText(source: string): string {
  return parseRichText(source).map(paragraphText).join(' ');
}

/** Markdown links whose address the site does not follow: they show as plain text. */
export function refusedLinks(source: string): string[] {
  return parseRichText(source).flatMap((paragraph) => {
    const text = paragraph.flatMap((part) => (part.kind === 'text' ? [part.text] : [])).join('\n');
    return [...text.matchAll(/\[[^[\]]+\]\([^)\n]*\)?/g)].map((match) => match[0]);
  });
}
