import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Owner } from '../content/model';
import { renderIcon } from './icons';
import { readStamp, writeAside } from './imageCache';
import { type PreviewInput, previewSize, renderPreview, type ShareColors } from './previewImage';

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
  const { publicDir, outDir, owner, colors, siteLabel, pagePreviews: pages = [] } = options;
  const read = (path: string) => readFile(join(publicDir, path));
  const faviconSvg = await read('favicon.svg');
  const portrait = owner.portrait && (await read(owner.portrait.src));
  const pictures = await Promise.all(pages.map((page) => read(page.picture)));

  const { name, role, summary } = owner;
  const hash = createHash('sha256').update(
    JSON.stringify({ drawingVersion, name, role, summary, colors, siteLabel, pages }),
  );
  for (const input of [faviconSvg, portrait, ...pictures]) if (input) hash.update(input);
  const key = hash.digest('hex');

  const cached = await readStamp<ShareImages>(outDir, stampFile, key, imagesOf);
  if (cached) return cached;

  await mkdir(outDir, { recursive: true });
  const write = async (file: string, png: Buffer, width: number, height = width): Promise<ShareImageFile> => {
    await writeAside(join(outDir, file), png);
    return { file, width, height, bytes: png.length, type: 'image/png' };
  };
  const icon = async (file: string, size: number, inner = size, background?: string) =>
    write(file, await renderIcon(faviconSvg, size, inner, background), size);
  const draw = async (file: string, alt: string, input: Pick<PreviewInput, 'owner' | 'portrait' | 'portraitShape'>) => {
    const png = await renderPreview({ colors, siteLabel, faviconSvg, ...input });
    return { ...(await write(file, png, previewSize.width, previewSize.height)), alt };
  };

  const preview = await draw(`share-preview-${key.slice(0, 8)}.png`, `${name}, ${role}`, { owner, portrait });
  const pagePreviews: ShareImages['pagePreviews'] = {};
  for (const [index, page] of pages.entries()) {
    pagePreviews[page.id] = await draw(`share-preview-${page.id}-${key.slice(0, 8)}.png`, page.alt, {
      owner: { name: page.heading, role: page.line, summary: page.text },
      portrait: pictures[index],
      portraitShape: 'square',
    });
  }
  const favicon = await icon('favicon-32.png', 32);
  // About 12 % padding: iOS rounds the corners, which would otherwise cut into the icon.
  const appleTouchIcon = await icon('apple-touch-icon.png', 180, 140, colors.chrome);
  // A maskable icon may be cut to a circle of 80 % of its size: the icon fits the square inside it.
  const safeZone = Math.floor((512 * 0.8) / Math.SQRT2);
  const manifestIcons: ShareImages['manifestIcons'] = [
    { ...(await icon('icon-192.png', 192)), purpose: 'any' },
    { ...(await icon('icon-512.png', 512)), purpose: 'any' },
    { ...(await icon('icon-maskable-512.png', 512, safeZone, colors.chrome)), purpose: 'maskable' },
  ];

  const images = { preview, pagePreviews, favicon, appleTouchIcon, manifestIcons };
  const result: ShareImages = { ...images, files: imagesOf(images).map((image) => image.file) };
  await writeAside(join(outDir, stampFile), JSON.stringify({ key, result }));
  return result;
}
