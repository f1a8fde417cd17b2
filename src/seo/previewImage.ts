import sharp, { type OverlayOptions } from 'sharp';
import { escapeMarkup } from '../text/escapeMarkup';
import { renderIcon } from './icons';
import { fontFamily, textWidth, wrap } from './textFit';

export const previewSize = { width: 1200, height: 630 } as const;

/** Colours of the preview and icons, named after the theme tokens they come from. */
export type ShareColors = Record<'chrome' | 'chromeRaised' | 'brand' | 'onChrome' | 'onChromeMuted', string>;

export interface PreviewInput {
  owner: { name: string; role: string; summary: string };
  colors: ShareColors;
  siteLabel?: string;
  faviconSvg: Buffer;
  portrait?: Buffer;
  /** A circle for a person, a rounded square for a project's picture. */
  portraitShape?: 'circle' | 'square';
}

/** A circle, or a square with rounded corners, of half-width `r` centred on (cx, cy), as SVG. */
function frame(cx: number, cy: number, r: number, shape: 'circle' | 'square', attributes: string): string {
  if (shape === 'circle') return `<circle cx="${cx}" cy="${cy}" r="${r}" ${attributes}/>`;
  return `<rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" rx="${Math.round(r / 6)}" ${attributes}/>`;
}

/** Layout of the preview, in pixels. */
const layout = {
  margin: 80,
  /** Where the text block may begin, below the brand bar along the top edge. */
  top: 64,
  portrait: { diameter: 360, centreX: 925, ring: 12 },
  gutter: 64,
  name: { sizes: [80, 72, 64, 56], maxLines: 2 },
  role: { sizes: [40, 36, 32], maxLines: 2 },
  summary: { size: 30, lineHeight: 42, maxLines: 4 },
  footer: { icon: 44, label: 26 },
  gaps: { role: 14, rule: 26, ruleHeight: 6, footer: 36 },
} as const;

/** The link-preview image: a name, a role, a summary, a portrait or a project's picture, and the site's mark. */
export async function renderPreview(input: PreviewInput) {
  const { owner, colors, siteLabel, faviconSvg, portrait, portraitShape = 'circle' } = input;
  const { width: W, height: H } = previewSize;
  const { margin, top, footer, summary, gaps } = layout;
  const p = layout.portrait;
  const radius = p.diameter / 2;
  const columnWidth = portrait ? p.centreX - radius - p.ring - layout.gutter - margin : W - 2 * margin;
  const wrapAt = (text: string, width: number, maxLines: number, size: number, bold = false) =>
    wrap(text, width, maxLines, (line) => textWidth(line, size, bold));

  // The largest size that fits on one line, else wrapped lines at the smallest size.
  const sizeFor = async (text: string, sizes: readonly number[], bold: boolean) => {
    for (const size of sizes) if ((await textWidth(text, size, bold)) <= columnWidth) return size;
    return sizes.at(-1)!;
  };
  const nameSize = await sizeFor(owner.name, layout.name.sizes, true);
  const nameLines = await wrapAt(owner.name, columnWidth, layout.name.maxLines, nameSize, true);
  const roleSize = await sizeFor(owner.role, layout.role.sizes, false);
  const roleLines = await wrapAt(owner.role, columnWidth, layout.role.maxLines, roleSize);

  const footerTop = H - margin - footer.icon;
  const labelX = margin + footer.icon + 18;
  const [labelLine = ''] = siteLabel ? await wrapAt(siteLabel, W - labelX - margin, 1, footer.label) : [];

  // The summary gets the lines left between the top and the footer, at most `maxLines`.
  const nameLineHeight = Math.round(nameSize * 1.15);
  const roleLineHeight = Math.round(roleSize * 1.3);
  const bottom = footerTop - gaps.footer;
  const heading =
    nameLines.length * nameLineHeight + gaps.role + roleLines.length * roleLineHeight + gaps.rule * 2 + gaps.ruleHeight;
  const summaryRoom = Math.min(summary.maxLines, Math.floor((bottom - top - heading) / summary.lineHeight));
  const summaryLines = summaryRoom > 0 ? await wrapAt(owner.summary, columnWidth, summaryRoom, summary.size) : [];

  // The text block is centred in the space above the footer.
  const blockHeight = heading + summaryLines.length * summary.lineHeight;
  let y = top + Math.max(0, Math.round((bottom - top - blockHeight) / 2));

  const text: string[] = [];
  const write = (lines: string[], size: number, lineHeight: number, fill: string, bold = false) => {
    for (const content of lines) {
      // Baseline about four fifths down the line box, as a browser puts it.
      const baseline = y + Math.round((lineHeight - size) / 2 + size * 0.8);
      text.push(
        `<text x="${margin}" y="${baseline}" font-size="${size}"${bold ? ' font-weight="700"' : ''} fill="${escapeMarkup(fill)}">${escapeMarkup(content)}</text>`,
      );
      y += lineHeight;
    }
  };
  write(nameLines, nameSize, nameLineHeight, colors.onChrome, true);
  y += gaps.role;
  write(roleLines, roleSize, roleLineHeight, colors.onChrome);
  y += gaps.rule;
  text.push(
    `<rect x="${margin}" y="${y}" width="88" height="${gaps.ruleHeight}" rx="3" fill="${escapeMarkup(colors.brand)}"/>`,
  );
  y += gaps.ruleHeight + gaps.rule;
  write(summaryLines, summary.size, summary.lineHeight, colors.onChromeMuted);

  if (labelLine) {
    const baseline = footerTop + Math.round(footer.icon / 2 + footer.label * 0.36);
    text.push(
      `<text x="${labelX}" y="${baseline}" font-size="${footer.label}" fill="${escapeMarkup(colors.onChromeMuted)}">${escapeMarkup(labelLine)}</text>`,
    );
  }

  const cy = H / 2;
  const backdrop = portrait
    ? `<circle cx="${p.centreX + 150}" cy="${cy - 60}" r="${radius + 170}" fill="${escapeMarkup(colors.chromeRaised)}"/>
       ${frame(p.centreX, cy, radius + p.ring, portraitShape, `fill="none" stroke="${escapeMarkup(colors.brand)}" stroke-width="8"`)}`
    : `<circle cx="${W + 40}" cy="${H + 40}" r="330" fill="${escapeMarkup(colors.chromeRaised)}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="${escapeMarkup(colors.chrome)}"/>
  ${backdrop}
  <rect width="${W}" height="10" fill="${escapeMarkup(colors.brand)}"/>
  <g font-family="${escapeMarkup(fontFamily)}">
    ${text.join('\n    ')}
  </g>
</svg>`;

  const layers: OverlayOptions[] = [];
  if (portrait) {
    const mask = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${p.diameter}" height="${p.diameter}">${frame(radius, radius, radius, portraitShape, '')}</svg>`,
    );
    const photo = await sharp(portrait)
      .rotate()
      .resize(p.diameter, p.diameter, { fit: 'cover' })
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer();
    layers.push({ input: photo, left: p.centreX - radius, top: cy - radius });
  }
  layers.push({ input: await renderIcon(faviconSvg, footer.icon, footer.icon), left: margin, top: footerTop });

  return sharp(Buffer.from(svg))
    .composite(layers)
    .flatten({ background: colors.chrome })
    .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
    .toBuffer();
}
