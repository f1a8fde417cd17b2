import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Owner } from '../content/model';
import { escapeMarkup } from '../text/escapeMarkup';

/**
 * Build-time only (Node, sharp): draws the site's link-preview image from the owner's content and
 * turns `public/favicon.svg` into the PNG icons browsers, iOS and the web manifest ask for. Edit the
 * content or the favicon and the next build draws them again, so previews always show the owner.
 */

/** Colours of the preview and icon backgrounds, named after the theme tokens they come from. */
export interface ShareColors {
  /** Background (`theme.colors.chrome`). */
  chrome: string;
  /** Shapes a step above the background (`theme.colors.chromeRaised`). */
  chromeRaised: string;
  /** Accent rule and portrait ring (`theme.colors.brand`). */
  brand: string;
  /** Name and role (`theme.colors.onChrome`). */
  onChrome: string;
  /** Summary and site label (`theme.colors.onChromeMuted`). */
  onChromeMuted: string;
}

export interface ShareImageOptions {
  /** Folder the favicon and portrait paths are relative to (`public/`). */
  publicDir: string;
  /** Where the images are written; they are reused while their inputs are unchanged. */
  outDir: string;
  owner: Pick<Owner, 'name' | 'role' | 'summary'> & { portrait?: Pick<Owner['portrait'], 'src'> };
  colors: ShareColors;
  /** A short line at the foot of the preview, such as the site's host name. */
  siteLabel?: string;
  /** Path of the source icon under `publicDir`; `/favicon.svg` unless told. */
  favicon?: string;
}

export interface ShareImageFile {
  /** File name inside `outDir`. */
  file: string;
  width: number;
  height: number;
  /** Size of the file in bytes. */
  bytes: number;
  type: 'image/png';
}

export interface ShareImages {
  /** Open Graph / Twitter `summary_large_image`; its name changes with its content, so scrapers refetch it. */
  preview: ShareImageFile & { alt: string };
  /** 32×32 PNG for browsers without SVG favicons. */
  favicon: ShareImageFile;
  /** 180×180, opaque and padded: iOS fills transparency with black and rounds the corners itself. */
  appleTouchIcon: ShareImageFile;
  /** Web manifest `icons`: 192 and 512 for `any`, 512 with the safe-zone padding for `maskable`. */
  manifestIcons: (ShareImageFile & { purpose: 'any' | 'maskable' })[];
  /** Every file written, to copy into the build. */
  files: string[];
}

export const previewSize = { width: 1200, height: 630 } as const;

/** Bump when the drawing changes, so cached images are drawn again. */
const drawingVersion = 1;
const stampFile = 'share-images.json';
const fontFamily = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
/** The same families as a Pango font description, to measure text exactly as it will be drawn. */
const pangoFamily = 'DejaVu Sans,Liberation Sans,Arial,sans-serif';

type Sharp = typeof import('sharp').default;

/**
 * Writes the preview image and icons into `outDir` and returns their names and sizes for the
 * page's `<meta>`/`<link>` tags and the web manifest. Example (rsbuild.config.ts):
 *
 *     buildShareImages({ publicDir: 'public', outDir: 'node_modules/.cache/portfolio-share', owner,
 *       colors: { chrome: theme.colors.chrome.value, chromeRaised: theme.colors.chromeRaised.value,
 *         brand: theme.colors.brand.value, onChrome: theme.colors.onChrome.value,
 *         onChromeMuted: theme.colors.onChromeMuted.value }, siteLabel: new URL(siteUrl).host })
 */
export async function buildShareImages(options: ShareImageOptions): Promise<ShareImages> {
  const { default: sharp } = await import('sharp');
  const { publicDir, outDir, owner, colors, siteLabel } = options;
  const faviconSvg = await readFile(join(publicDir, options.favicon ?? '/favicon.svg'));
  const portrait = owner.portrait ? await readFile(join(publicDir, owner.portrait.src)) : undefined;

  const inputs = { drawingVersion, name: owner.name, role: owner.role, summary: owner.summary, colors, siteLabel };
  const hash = createHash('sha256').update(JSON.stringify(inputs)).update(faviconSvg);
  if (portrait) hash.update(portrait);
  const key = hash.digest('hex');

  const cached = await readStamp(outDir, key);
  if (cached) return cached;

  await mkdir(outDir, { recursive: true });
  const write = async (file: string, png: Buffer, width: number, height: number): Promise<ShareImageFile> => {
    // Written aside and renamed, so a build running at the same time never copies half a file.
    const path = join(outDir, file);
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, png);
    await rename(partial, path);
    return { file, width, height, bytes: png.length, type: 'image/png' };
  };
  const icon = (size: number, inner: number, background?: string) =>
    renderIcon(sharp, faviconSvg, size, inner, background);

  const previewPng = await renderPreview(sharp, { owner, colors, siteLabel, faviconSvg, portrait });
  const preview = {
    ...(await write(`share-preview-${key.slice(0, 8)}.png`, previewPng, previewSize.width, previewSize.height)),
    alt: `${owner.name}, ${owner.role}`,
  };
  const favicon = await write('favicon-32.png', await icon(32, 32), 32, 32);
  // About 12 % padding: iOS rounds the corners, which would otherwise cut into the icon.
  const appleTouchIcon = await write('apple-touch-icon.png', await icon(180, 140, colors.chrome), 180, 180);
  // A maskable icon may be cut to a circle of 80 % of its size: the icon fits the square inside it.
  const safeZone = Math.floor((512 * 0.8) / Math.SQRT2);
  const manifestIcons = [
    { ...(await write('icon-192.png', await icon(192, 192), 192, 192)), purpose: 'any' as const },
    { ...(await write('icon-512.png', await icon(512, 512), 512, 512)), purpose: 'any' as const },
    {
      ...(await write('icon-maskable-512.png', await icon(512, safeZone, colors.chrome), 512, 512)),
      purpose: 'maskable' as const,
    },
  ];

  const result: ShareImages = {
    preview,
    favicon,
    appleTouchIcon,
    manifestIcons,
    files: [preview, favicon, appleTouchIcon, ...manifestIcons].map((image) => image.file),
  };
  const stamp = join(outDir, stampFile);
  await writeFile(`${stamp}.${process.pid}.partial`, JSON.stringify({ key, result }));
  await rename(`${stamp}.${process.pid}.partial`, stamp);
  return result;
}

async function readStamp(outDir: string, key: string): Promise<ShareImages | undefined> {
  try {
    const stamp = JSON.parse(await readFile(join(outDir, stampFile), 'utf8')) as { key: string; result: ShareImages };
    if (stamp.key !== key) return undefined;
    for (const file of stamp.result.files) if (!existsSync(join(outDir, file))) return undefined;
    // A file replaced by hand since is drawn again.
    const sizes = await Promise.all(
      [stamp.result.preview, stamp.result.favicon, stamp.result.appleTouchIcon, ...stamp.result.manifestIcons].map(
        async (image) => (await stat(join(outDir, image.file))).size === image.bytes,
      ),
    );
    return sizes.every(Boolean) ? stamp.result : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The favicon drawn sharply at `inner` pixels, centred on a `size` square. With a background the
 * icon is opaque: a favicon that is itself an opaque tile (like a rounded square) is padded with its
 * own edge colour, so it reads as one full-bleed tile; any other favicon sits on `background`.
 */
async function renderIcon(sharp: Sharp, svg: Buffer, size: number, inner: number, background?: string) {
  const { width = 64, height = 64 } = await sharp(svg).metadata();
  // Rasterise the vector at the target size (twice over, then reduced) instead of scaling a bitmap up.
  const density = Math.min((72 * 2 * inner) / Math.max(width, height), 10_000);
  const mark = await sharp(svg, { density })
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const offset = Math.round((size - inner) / 2);
  const fill = background ? ((await edgeColour(sharp, mark, inner)) ?? background) : { r: 0, g: 0, b: 0, alpha: 0 };
  const canvas = sharp({ create: { width: size, height: size, channels: 4, background: fill } }).composite([
    { input: mark, left: offset, top: offset },
  ]);
  return background
    ? canvas.flatten({ background: fill }).removeAlpha().png({ compressionLevel: 9 }).toBuffer()
    : canvas.png({ compressionLevel: 9 }).toBuffer();
}

/** The colour at the middle of each edge of the mark, if all four are opaque and alike. */
async function edgeColour(sharp: Sharp, mark: Buffer, size: number) {
  const { data } = await sharp(mark).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const middle = Math.floor(size / 2);
  const inset = Math.max(1, Math.round(size / 64));
  const pixel = (x: number, y: number) => Array.from(data.subarray((y * size + x) * 4, (y * size + x) * 4 + 4));
  const samples = [
    pixel(middle, inset),
    pixel(middle, size - 1 - inset),
    pixel(inset, middle),
    pixel(size - 1 - inset, middle),
  ];
  const [first] = samples;
  const alike = samples.every(
    (sample) => sample[3] === 255 && sample.every((value, i) => Math.abs(value - first[i]) <= 8),
  );
  return alike ? { r: first[0], g: first[1], b: first[2], alpha: 1 } : undefined;
}

interface PreviewInput {
  owner: ShareImageOptions['owner'];
  colors: ShareColors;
  siteLabel?: string;
  faviconSvg: Buffer;
  portrait?: Buffer;
}

/** Layout of the 1200×630 preview, in pixels. */
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

async function renderPreview(sharp: Sharp, { owner, colors, siteLabel, faviconSvg, portrait }: PreviewInput) {
  const { width: W, height: H } = previewSize;
  const { margin } = layout;
  const measure = textMeasurer(sharp);
  const p = layout.portrait;
  const radius = p.diameter / 2;
  const columnWidth = portrait ? p.centreX - radius - p.ring - layout.gutter - margin : W - 2 * margin;

  // Name: the largest size that fits on one line, else two lines at the smallest size.
  let nameSize: number = layout.name.sizes.at(-1)!;
  let nameLines: string[] | undefined;
  for (const size of layout.name.sizes) {
    if ((await measure(owner.name, size, true)) <= columnWidth) {
      nameSize = size;
      nameLines = [owner.name.trim()];
      break;
    }
  }
  nameLines ??= await wrap(owner.name, columnWidth, layout.name.maxLines, (text) => measure(text, nameSize, true));

  let roleSize: number = layout.role.sizes.at(-1)!;
  for (const size of layout.role.sizes) {
    if ((await measure(owner.role, size, false)) <= columnWidth) {
      roleSize = size;
      break;
    }
  }
  const roleLines = await wrap(owner.role, columnWidth, layout.role.maxLines, (text) => measure(text, roleSize, false));

  const footer = layout.footer;
  const footerTop = H - margin - footer.icon;
  const labelX = margin + footer.icon + 18;
  const [labelLine = ''] = siteLabel
    ? await wrap(siteLabel, W - labelX - margin, 1, (text) => measure(text, footer.label, false))
    : [];

  // The summary gets the lines left between the top and the footer, at most `maxLines`.
  const { summary, gaps } = layout;
  const nameLineHeight = Math.round(nameSize * 1.15);
  const roleLineHeight = Math.round(roleSize * 1.3);
  const top = layout.top;
  const bottom = footerTop - gaps.footer;
  const heading =
    nameLines.length * nameLineHeight + gaps.role + roleLines.length * roleLineHeight + gaps.rule * 2 + gaps.ruleHeight;
  const summaryRoom = Math.min(summary.maxLines, Math.floor((bottom - top - heading) / summary.lineHeight));
  const summaryLines =
    summaryRoom > 0
      ? await wrap(owner.summary, columnWidth, summaryRoom, (text) => measure(text, summary.size, false))
      : [];

  // The text block is centred in the space above the footer.
  const blockHeight = heading + summaryLines.length * summary.lineHeight;
  let y = top + Math.max(0, Math.round((bottom - top - blockHeight) / 2));

  const text: string[] = [];
  const line = (content: string, size: number, lineHeight: number, fill: string, bold: boolean) => {
    // Baseline about four fifths down the line box, as a browser puts it.
    const baseline = y + Math.round((lineHeight - size) / 2 + size * 0.8);
    text.push(
      `<text x="${margin}" y="${baseline}" font-size="${size}"${bold ? ' font-weight="700"' : ''} fill="${escapeMarkup(fill)}">${escapeMarkup(content)}</text>`,
    );
    y += lineHeight;
  };
  for (const nameLine of nameLines) line(nameLine, nameSize, nameLineHeight, colors.onChrome, true);
  y += gaps.role;
  for (const roleLine of roleLines) line(roleLine, roleSize, roleLineHeight, colors.onChrome, false);
  y += gaps.rule;
  text.push(
    `<rect x="${margin}" y="${y}" width="88" height="${gaps.ruleHeight}" rx="3" fill="${escapeMarkup(colors.brand)}"/>`,
  );
  y += gaps.ruleHeight + gaps.rule;
  for (const summaryLine of summaryLines)
    line(summaryLine, summary.size, summary.lineHeight, colors.onChromeMuted, false);

  if (labelLine) {
    const baseline = footerTop + Math.round(footer.icon / 2 + footer.label * 0.36);
    text.push(
      `<text x="${labelX}" y="${baseline}" font-size="${footer.label}" fill="${escapeMarkup(colors.onChromeMuted)}">${escapeMarkup(labelLine)}</text>`,
    );
  }

  const cy = H / 2;
  const backdrop = portrait
    ? `<circle cx="${p.centreX + 150}" cy="${cy - 60}" r="${radius + 170}" fill="${escapeMarkup(colors.chromeRaised)}"/>
       <circle cx="${p.centreX}" cy="${cy}" r="${radius + p.ring}" fill="none" stroke="${escapeMarkup(colors.brand)}" stroke-width="8"/>`
    : `<circle cx="${W + 40}" cy="${H + 40}" r="330" fill="${escapeMarkup(colors.chromeRaised)}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="${escapeMarkup(colors.chrome)}"/>
  ${backdrop}
  <rect width="${W}" height="10" fill="${escapeMarkup(colors.brand)}"/>
  <g font-family="${escapeMarkup(fontFamily)}">
    ${text.join('\n    ')}
  </g>
</svg>`;

  const layers: { input: Buffer; left: number; top: number }[] = [];
  if (portrait) {
    const mask = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${p.diameter}" height="${p.diameter}"><circle cx="${radius}" cy="${radius}" r="${radius}"/></svg>`,
    );
    const photo = await sharp(portrait)
      .rotate()
      .resize(p.diameter, p.diameter, { fit: 'cover' })
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer();
    layers.push({ input: photo, left: p.centreX - radius, top: cy - radius });
  }
  layers.push({ input: await renderIcon(sharp, faviconSvg, footer.icon, footer.icon), left: margin, top: footerTop });

  return sharp(Buffer.from(svg))
    .composite(layers)
    .flatten({ background: colors.chrome })
    .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
    .toBuffer();
}

/** Width of a line of text in pixels, measured with the same fonts the preview is drawn with. */
function textMeasurer(sharp: Sharp) {
  const cache = new Map<string, number>();
  return async (text: string, size: number, bold: boolean): Promise<number> => {
    if (!text.trim()) return 0;
    const id = `${size}|${bold}|${text}`;
    let width = cache.get(id);
    if (width === undefined) {
      try {
        const { info } = await sharp({
          text: { text: escapeMarkup(text), font: `${pangoFamily}${bold ? ' Bold' : ''} ${size}px`, dpi: 72 },
        })
          .png()
          .toBuffer({ resolveWithObject: true });
        // librsvg lays text out unhinted, up to about 1 % wider than this measure: keep a margin.
        width = Math.ceil(info.width * 1.03) + 2;
      } catch {
        // No text rendering at all: a wide-font estimate keeps lines short enough.
        width = Math.ceil(text.length * size * (bold ? 0.68 : 0.62));
      }
      cache.set(id, width);
    }
    return width;
  };
}

/**
 * Splits text into at most `maxLines` lines no wider than `maxWidth`; what does not fit ends in an
 * ellipsis. Words too long for a line are broken between characters.
 */
export async function wrap(
  text: string,
  maxWidth: number,
  maxLines: number,
  measure: (text: string) => Promise<number>,
): Promise<string[]> {
  const fits = async (candidate: string) => (await measure(candidate)) <= maxWidth;
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  let index = 0;
  for (; index < words.length; index++) {
    let word = words[index];
    const candidate = current ? `${current} ${word}` : word;
    if (await fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) {
      lines.push(current);
      current = '';
      if (lines.length === maxLines) break;
    }
    // The word alone is too wide: break it where it stops fitting.
    while (!(await fits(word))) {
      const cut = await longestPrefix(word, fits);
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
      if (lines.length === maxLines) break;
    }
    if (lines.length === maxLines) {
      words[index] = word;
      break;
    }
    current = word;
  }
  if (current && lines.length < maxLines) {
    lines.push(current);
    index = words.length;
  }
  if (index >= words.length) return lines;

  // Text is left over: end the last line with an ellipsis, dropping words (or letters) until it fits.
  let last = lines.pop() ?? '';
  while (last && !(await fits(`${last}…`))) {
    const space = last.lastIndexOf(' ');
    last = space > 0 ? last.slice(0, space) : last.slice(0, -1);
  }
  lines.push(`${last.replace(/[\s,.;:–—-]+$/, '')}…`);
  return lines;
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
