import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Owner } from '../content/model';
import { renderIcon } from './icons';
import { readStamp, writeAside } from './imageCache';
import { previewSize, renderPreview, type ShareColors } from './previewImage';

export interface ShareImageOptions {
  publicDir: string;
  /** Where the images are written; they are reused while their inputs are unchanged. */
  outDir: string;
  owner: Pick<Owner, 'name' | 'role' | 'summary'> & { portrait?: Pick<Owner['portrait'], 'src'> };
  colors: ShareColors;
  /** A short line at the foot of the preview, such as the site's host name. */
  siteLabel?: string;
  /** Pages with a preview of their own (each project's), by id; `picture` is a path under `publicDir`. */
  pagePreviews?: { id: string; heading: string; line: string; text: string; picture: string; alt: string }[];
}

export interface ShareImageFile {
  /** File name inside `outDir`. */
  file: string;
  width: number;
  height: number;
  bytes: number;
  type: 'image/png';
}

export interface ShareImages {
  /** Open Graph / Twitter `summary_large_image`; its name changes with its content, so scrapers refetch it. */
  preview: ShareImageFile & { alt: string };
  pagePreviews: Record<string, ShareImageFile & { alt: string }>;
  /** 32×32 PNG for browsers without SVG favicons. */
  favicon: ShareImageFile;
  /** 180×180, opaque and padded: iOS fills transparency with black and rounds the corners itself. */
  appleTouchIcon: ShareImageFile;
  /** Web manifest `icons`: 192 and 512 for `any`, 512 with the safe-zone padding for `maskable`. */
  manifestIcons: (ShareImageFile & { purpose: 'any' | 'maskable' })[];
  files: string[];
}

/** Bump when the drawing changes, so cached images are drawn again. */
const drawingVersion = 2;
const stampFile = 'share-images.json';

const imagesOf = (images: Omit<ShareImages, 'files'>): ShareImageFile[] => [
  images.preview,
  ...Object.values(images.pagePreviews),
  images.favicon,
  images.appleTouchIcon,
  ...images.manifestIcons,
];

/** Draws the link-preview images and the icons made from `public/favicon.svg` into `outDir`. */
export async function buildShareImages(options: ShareImageOptions): Promise<ShareImages> {
  const { default: sharp } = await import('sharp');
  const { publicDir, outDir, owner, colors, siteLabel } = options;
  const faviconSvg = await readFile(join(publicDir, 'favicon.svg'));
  const portrait = owner.portrait ? await readFile(join(publicDir, owner.portrait.src)) : undefined;

  const pages = options.pagePreviews ?? [];
  const pictures = await Promise.all(pages.map((page) => readFile(join(publicDir, page.picture))));

  const inputs = {
    drawingVersion,
    name: owner.name,
    role: owner.role,
    summary: owner.summary,
    colors,
    siteLabel,
    pages,
  };
  const hash = createHash('sha256').update(JSON.stringify(inputs)).update(faviconSvg);
  if (portrait) hash.update(portrait);
  for (const picture of pictures) hash.update(picture);
  const key = hash.digest('hex');

  const cached = await readStamp<ShareImages>(outDir, stampFile, key, imagesOf);
  if (cached) return cached;

  await mkdir(outDir, { recursive: true });
  const write = async (file: string, png: Buffer, width: number, height: number): Promise<ShareImageFile> => {
    await writeAside(join(outDir, file), png);
    return { file, width, height, bytes: png.length, type: 'image/png' };
  };
  const icon = (size: number, inner: number, background?: string) =>
    renderIcon(sharp, faviconSvg, size, inner, background);

  const previewPng = await renderPreview(sharp, { owner, colors, siteLabel, faviconSvg, portrait });
  const preview = {
    ...(await write(`share-preview-${key.slice(0, 8)}.png`, previewPng, previewSize.width, previewSize.height)),
    alt: `${owner.name}, ${owner.role}`,
  };
  const pagePreviews: ShareImages['pagePreviews'] = {};
  for (const [index, page] of pages.entries()) {
    const png = await renderPreview(sharp, {
      owner: { name: page.heading, role: page.line, summary: page.text },
      colors,
      siteLabel,
      faviconSvg,
      portrait: pictures[index],
      portraitShape: 'square',
    });
    const file = `share-preview-${page.id}-${key.slice(0, 8)}.png`;
    pagePreviews[page.id] = { ...(await write(file, png, previewSize.width, previewSize.height)), alt: page.alt };
  }
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

  const images = { preview, pagePreviews, favicon, appleTouchIcon, manifestIcons };
  const result: ShareImages = { ...images, files: imagesOf(images).map((image) => image.file) };
  await writeAside(join(outDir, stampFile), JSON.stringify({ key, result }));
  return result;
}
