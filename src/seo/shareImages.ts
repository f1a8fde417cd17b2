import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { renderIcon } from './icons';
import { readStamp, writeAside } from '../images/imageCache';

export interface ShareImageOptions {
  publicDir: string;
  /** Where the images are written; they are reused while their inputs are unchanged. */
  outDir: string;
  /** The site's preview: the owner's portrait; `src` is a path under `publicDir`. */
  portrait: { src: string };
  /** Pages with a preview of their own (each project's), by id. */
  pagePreviews: { id: string; src: string }[];
  /** Fills the preview around the picture, and the icons that must be opaque. */
  background: string;
}

export interface ShareImageFile {
  /** File name inside `outDir`. */
  file: string;
  width: number;
  height: number;
  bytes: number;
  type: 'image/png' | 'image/jpeg';
}

export interface ShareImages {
  /** Open Graph / Twitter `summary_large_image`; its name changes with its content, so scrapers refetch it. */
  preview: ShareImageFile;
  pagePreviews: Record<string, ShareImageFile>;
  /** 32×32 PNG for browsers without SVG favicons. */
  favicon: ShareImageFile;
  /** 180×180, opaque and padded: iOS fills transparency with black and rounds the corners itself. */
  appleTouchIcon: ShareImageFile;
  /** Web manifest `icons`: 192 and 512 for `any`, 512 with the safe-zone padding for `maskable`. */
  manifestIcons: (ShareImageFile & { purpose: 'any' | 'maskable' })[];
  files: string[];
}

/** The size Open Graph and Twitter's large card ask for. */
export const previewSize = { width: 1200, height: 630 } as const;
const stampFile = 'share-images.json';

const imagesOf = (images: Omit<ShareImages, 'files'>): ShareImageFile[] => [
  images.preview,
  ...Object.values(images.pagePreviews),
  images.favicon,
  images.appleTouchIcon,
  ...images.manifestIcons,
];

/**
 * Link previews and icons into `outDir`: each preview is a page's picture, whole, on the background
 * (the platforms print the page's title and description beside it); the icons come from `public/favicon.svg`.
 */
export async function buildShareImages(options: ShareImageOptions): Promise<ShareImages> {
  const { publicDir, outDir, portrait, pagePreviews: pages, background } = options;
  const read = (path: string) => readFile(join(publicDir, path));
  const faviconSvg = await read('favicon.svg');
  const pictures = await Promise.all([portrait, ...pages].map((page) => read(page.src)));

  const hash = createHash('sha256').update(JSON.stringify({ portrait, pages, background }));
  for (const input of [faviconSvg, ...pictures]) hash.update(input);
  const key = hash.digest('hex');

  const cached = await readStamp<ShareImages>(outDir, stampFile, key, imagesOf);
  if (cached) return cached;

  await mkdir(outDir, { recursive: true });
  const write = async (file: string, data: Buffer, image: Omit<ShareImageFile, 'file' | 'bytes'>) => {
    await writeAside(join(outDir, file), data);
    return { file, ...image, bytes: data.length };
  };
  const icon = async (file: string, size: number, inner = size, opaque = false) => {
    const png = await renderIcon(faviconSvg, size, inner, opaque ? background : undefined);
    return write(file, png, { width: size, height: size, type: 'image/png' });
  };
  const preview = async (name: string, picture: Buffer) => {
    // A vector picture is drawn at three times its size, then reduced, rather than a small bitmap scaled up.
    const jpeg = await sharp(picture, { density: 216 })
      .rotate()
      .resize(previewSize.width, previewSize.height, { fit: 'contain', background })
      .flatten({ background })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return write(`${name}-${key.slice(0, 8)}.jpg`, jpeg, { ...previewSize, type: 'image/jpeg' });
  };

  const [portraitPicture, ...pagePictures] = pictures;
  const sitePreview = await preview('share-preview', portraitPicture);
  const pagePreviews: ShareImages['pagePreviews'] = {};
  for (const [index, page] of pages.entries()) {
    pagePreviews[page.id] = await preview(`share-preview-${page.id}`, pagePictures[index]);
  }
  const favicon = await icon('favicon-32.png', 32);
  // About 12 % padding: iOS rounds the corners, which would otherwise cut into the icon.
  const appleTouchIcon = await icon('apple-touch-icon.png', 180, 140, true);
  // A maskable icon may be cut to a circle of 80 % of its size: the icon fits the square inside it.
  const safeZone = Math.floor((512 * 0.8) / Math.SQRT2);
  const manifestIcons: ShareImages['manifestIcons'] = [
    { ...(await icon('icon-192.png', 192)), purpose: 'any' },
    { ...(await icon('icon-512.png', 512)), purpose: 'any' },
    { ...(await icon('icon-maskable-512.png', 512, safeZone, true)), purpose: 'maskable' },
  ];

  const images = { preview: sitePreview, pagePreviews, favicon, appleTouchIcon, manifestIcons };
  const result: ShareImages = { ...images, files: imagesOf(images).map((image) => image.file) };
  await writeAside(join(outDir, stampFile), JSON.stringify({ key, result }));
  return result;
}
