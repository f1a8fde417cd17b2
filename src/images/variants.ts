import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { writeAside } from './imageCache';
import { isPhoto, type ImageManifest, type ImageVariant } from './manifest';

/** Widths offered to `srcset`; a source is never enlarged. */
export const variantWidths = [320, 640, 960, 1280, 1920];
const fallbackWidth = 960;

/**
 * AVIF at effort 3 rather than sharp's default 4: a third of the encoding time (an owner's first build
 * encodes every photo) for files 5–11 % larger, still about a third smaller than the WebP.
 */
const settings = {
  avif: { quality: 50, effort: 3 },
  webp: { quality: 72 },
  jpeg: { quality: 78, mozjpeg: true },
  png: { compressionLevel: 9 },
} as const;
const encoders = {
  avif: (image: Sharp) => image.avif(settings.avif),
  webp: (image: Sharp) => image.webp(settings.webp),
  jpeg: (image: Sharp) => image.jpeg(settings.jpeg),
  png: (image: Sharp) => image.png(settings.png),
};
type Variant = { format: keyof typeof encoders; width: number; file: string };

/**
 * A phone stores a photo as its sensor read it, with an EXIF `Orientation` to turn it by: every copy is
 * turned upright first (its sizes are the upright ones), and sharp writes none of the source's metadata
 * (GPS position, camera) unless asked, so no copy carries it.
 */
export const decodeOptions = { autoOrient: true } as const;

export interface VariantOptions {
  /** The folder image paths are relative to. */
  publicDir: string;
  /** Where variants are written, and reused while their source is unchanged. */
  outDir: string;
  urlPrefix: string;
  /** Encode variants (build), or only read sizes (development). */
  encode: boolean;
  report?: (line: string) => void;
}

/**
 * The start of a photo's variants' file names: a srcset splits on commas and spaces, and an owner's
 * file name may hold both (and any letter), so they keep only URL-safe characters; a hash of the photo
 * follows, which keeps them apart.
 */
export const variantName = (src: string) => basename(src, extname(src)).replace(/[^A-Za-z0-9._-]+/g, '-');

/** Reads each image's size and, for photos, makes AVIF, WebP and fallback variants not made yet. */
export async function buildImageManifest(sources: string[], options: VariantOptions): Promise<ImageManifest> {
  const { publicDir, outDir, urlPrefix, encode, report = () => {} } = options;
  const manifest: ImageManifest = {};
  const photos: { src: string; input: Buffer; missing: Variant[] }[] = [];

  for (const src of new Set(sources)) {
    const input = await readFile(join(publicDir, src));
    const { width, height } = (await sharp(input).metadata()).autoOrient;
    manifest[src] = { width, height };
    if (!encode || !isPhoto(src)) continue;

    // Of the photo and the settings: variants kept from other settings are made again.
    const hash = createHash('sha256')
      .update(input)
      .update(JSON.stringify({ decodeOptions, settings }))
      .digest('hex')
      .slice(0, 8);
    const stem = `${variantName(src)}-${hash}`;
    const variant = (format: Variant['format'], size: number): Variant => {
      const file = `${stem}-${size}.${format === 'jpeg' ? 'jpg' : format}`;
      return { format, width: size, file };
    };
    const served = ({ file, width: size }: Variant): ImageVariant => ({ src: `${urlPrefix}/${file}`, width: size });
    const widths = [...new Set(variantWidths.map((size) => Math.min(size, width)))];
    const avif = widths.map((size) => variant('avif', size));
    const webp = widths.map((size) => variant('webp', size));
    const fallback = variant(/\.png$/i.test(src) ? 'png' : 'jpeg', Math.min(width, fallbackWidth));
    manifest[src] = { width, height, avif: avif.map(served), webp: webp.map(served), fallback: served(fallback).src };
    const missing = [...avif, ...webp, fallback].filter(({ file }) => !existsSync(join(outDir, file)));
    photos.push({ src, input, missing });
  }
  if (!encode) return manifest;

  await mkdir(outDir, { recursive: true });
  const toEncode = photos.filter((photo) => photo.missing.length > 0);
  if (toEncode.length > 0) {
    report(`images: encoding ${toEncode.length} of ${photos.length} photos as AVIF and WebP into ${outDir}`);
  }
  for (const [index, { src, input, missing }] of toEncode.entries()) {
    for (const { format, width, file } of missing) {
      const encoded = await encoders[format](
        sharp(input, decodeOptions).resize({ width, withoutEnlargement: true }),
      ).toBuffer();
      await writeAside(join(outDir, file), encoded);
    }
    report(`images: ${index + 1}/${toEncode.length} encoded ${join(publicDir, src)}`);
  }
  report(`images: ${photos.length - toEncode.length} reused from ${outDir}, ${toEncode.length} encoded`);
  return manifest;
}

/** The file name of every variant the manifest names, to copy into the build. */
export function variantFiles(manifest: ImageManifest): string[] {
  return Object.values(manifest).flatMap(({ avif = [], webp = [], fallback }) =>
    [...avif, ...webp, ...(fallback ? [{ src: fallback }] : [])].map(({ src }) => basename(src)),
  );
}
