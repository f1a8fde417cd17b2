import sharp from 'sharp';
import { escapeMarkup } from '../text/escapeMarkup';

export const fontFamily = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
const widths = new Map<string, number>();

/** Width of a line of text in pixels, in the fonts the preview is drawn with. */
export async function textWidth(text: string, size: number, bold: boolean): Promise<number> {
  if (!text.trim()) return 0;
  const id = `${size}|${bold}|${text}`;
  if (!widths.has(id)) widths.set(id, await renderedWidth(text, size, bold));
  return widths.get(id)!;
}

async function renderedWidth(text: string, size: number, bold: boolean) {
  // The same families as a Pango font description, to measure text exactly as it will be drawn.
  const font = `${fontFamily.replace(/'/g, '').replace(/, /g, ',')}${bold ? ' Bold' : ''} ${size}px`;
  try {
    const { info } = await sharp({ text: { text: escapeMarkup(text), font, dpi: 72 } })
      .png()
      .toBuffer({ resolveWithObject: true });
    // librsvg lays text out unhinted, up to about 1 % wider than this measure: keep a margin.
    return Math.ceil(info.width * 1.03) + 2;
  } catch {
    // No text rendering at all: a wide-font estimate keeps lines short enough.
    return Math.ceil(text.length * size * (bold ? 0.68 : 0.62));
  }
}

/** At most `maxLines` lines no wider than `maxWidth`, long words broken; the rest cut with an ellipsis. */
export async function wrap(
  text: string,
  maxWidth: number,
  maxLines: number,
  measure: (text: string) => Promise<number>,
): Promise<string[]> {
  const fits = async (candidate: string) => (await measure(candidate)) <= maxWidth;
  const lines: string[] = [];
  let current = '';
  for (let word of text.trim().split(/\s+/).filter(Boolean)) {
    if (lines.length > maxLines) break;
    const candidate = current ? `${current} ${word}` : word;
    if (await fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    // The word alone is too wide: break it where it stops fitting.
    while (!(await fits(word))) {
      const cut = await longestPrefix(word, fits);
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
    }
    current = word;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;

  // Text is left over: end the last line with an ellipsis, dropping words (or letters) until it fits.
  let last = lines[maxLines - 1];
  while (last && !(await fits(`${last}…`))) {
    const space = last.lastIndexOf(' ');
    last = space > 0 ? last.slice(0, space) : last.slice(0, -1);
  }
  return [...lines.slice(0, maxLines - 1), `${last.replace(/[\s,.;:–—-]+$/, '')}…`];
}

async function longestPrefix(word: string, fits: (text: string) => Promise<boolean>) {
  let low = 1;
  let high = word.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (await fits(word.slice(0, middle))) low = middle;
    else high = middle - 1;
  }
  return low;
}
