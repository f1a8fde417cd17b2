import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { isPhoto, type ImageInfo, type ImageManifest, type ImageVariant } from './manifest';

/** Widths offered to `srcset`; a source is never enlarged. */
export const variantWidths = [320, 640, 960, 1280, 1920];
const fallbackWidth = 960;

type Format = 'avif' | 'webp' | 'jpeg' | 'png';

export interface VariantOptions {
  /** Folder the image paths are relative to (`public/`). */
  publicDir: string;
  /** Where variants are written; they are reused while the source is unchanged. */
  outDir: string;
  /** URL path the variants are served under. */
  urlPrefix: string;
  /** Encode variants (production) or only read sizes (development). */
  encode: boolean;
  /**
   * Told how the encoding goes, a line at a time (the build passes its log): how many photos need
   * encoding, each one done (`images: 3/11 encoded public/images/portrait.jpg`) and what was reused.
   * Nothing is said without it.
   */
  report?: (line: string) => void;
}

/** One file to make from a photo: its format and width, and where it goes. */
interface Variant {
  format: Format;
  width: number;
  file: string;
}

/**
 * Reads each image's size and, for photos, writes AVIF and WebP variants at the widths in
 * `variantWidths` (plus a resized fallback in the original format), reusing those already made from
 * the same source. Returns the manifest the pages use for `width`/`height` and `srcset`.
 */
export async function buildImageManifest(sources: string[], options: VariantOptions): Promise<ImageManifest> {
  const { default: sharp } = await import('sharp');
  const report = options.report ?? (() => {});
  const manifest: ImageManifest = {};
  const photos: { src: string; input: Buffer; missing: Variant[] }[] = [];

  for (const src of new Set(sources)) {
    const input = await readFile(join(options.publicDir, src));
    const { width = 0, height = 0 } = await sharp(input).metadata();
    const info: ImageInfo = { width, height };
    manifest[src] = info;
    if (!options.encode || !isPhoto(src)) continue;

    const hash = createHash('sha256').update(input).digest('hex').slice(0, 8);
    const stem = `${basename(src, extname(src))}-${hash}`;
    const variant = (format: Format, targetWidth: number): Variant => ({
      format,
      width: targetWidth,
      file: `${stem}-${targetWidth}.${format === 'jpeg' ? 'jpg' : format}`,
    });
    const served = ({ file, width: targetWidth }: Variant): ImageVariant => ({
      src: `${options.urlPrefix}/${file}`,
      width: targetWidth,
    });
    const widths = [
      ...new Set([...variantWidths.filter((candidate) => candidate < width), Math.min(width, variantWidths.at(-1)!)]),
    ];
    const avif = widths.map((targetWidth) => variant('avif', targetWidth));
    const webp = widths.map((targetWidth) => variant('webp', targetWidth));
    const fallback = variant(/\.png$/i.test(src) ? 'png' : 'jpeg', Math.min(width, fallbackWidth));
    info.avif = avif.map(served);
    info.webp = webp.map(served);
    info.fallback = served(fallback).src;
    photos.push({
      src,
      input,
      missing: [...avif, ...webp, fallback].filter(({ file }) => !existsSync(join(options.outDir, file))),
    });
  }
  if (!options.encode) return manifest;

  await mkdir(options.outDir, { recursive: true });
  const toEncode = photos.filter((photo) => photo.missing.length > 0);
  if (toEncode.length > 0) {
    report(`images: encoding ${toEncode.length} of ${photos.length} photos as AVIF and WebP into ${options.outDir}`);
  }
  for (const [index, { src, input, missing }] of toEncode.entries()) {
    for (const { format, width: targetWidth, file } of missing) {
      const resized = sharp(input).resize({ width: targetWidth, withoutEnlargement: true });
      const encoded =
        format === 'avif'
          ? resized.avif({ quality: 50, effort: 4 })
          : format === 'webp'
            ? resized.webp({ quality: 72 })
            : format === 'jpeg'
              ? resized.jpeg({ quality: 78, mozjpeg: true })
              : resized.png({ compressionLevel: 9 });
      // Written aside and renamed, so a build running at the same time never copies half a file.
      const path = join(options.outDir, file);
      const partial = `${path}.${process.pid}.partial`;
      await encoded.toFile(partial);
      await rename(partial, path);
    }
    report(`images: ${index + 1}/${toEncode.length} encoded ${join(options.publicDir, src)}`);
  }
  report(`images: ${photos.length - toEncode.length} reused from ${options.outDir}, ${toEncode.length} encoded`);
  return manifest;
}

/** File names of every variant the manifest refers to, to copy into the build. */
export function variantFiles(manifest: ImageManifest): string[] {
  return Object.values(manifest).flatMap((info) =>
    [...(info.avif ?? []), ...(info.webp ?? []), ...(info.fallback ? [{ src: info.fallback }] : [])].map((variant) =>
      variant.src.split('/').pop()!,
    ),
  );
}
