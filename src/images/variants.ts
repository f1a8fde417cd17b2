import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { ImageInfo, ImageManifest, ImageVariant } from './manifest';

/** Widths offered to `srcset`; a source is never enlarged. */
export const variantWidths = [320, 640, 960, 1280, 1920];
const fallbackWidth = 960;
const raster = /\.(jpe?g|png|webp)$/i;

export interface VariantOptions {
  /** Folder the image paths are relative to (`public/`). */
  publicDir: string;
  /** Where variants are written; they are reused while the source is unchanged. */
  outDir: string;
  /** URL path the variants are served under. */
  urlPrefix: string;
  /** Encode variants (production) or only read sizes (development). */
  encode: boolean;
}

/**
 * Reads each image's size and, for photos, writes AVIF and WebP variants at the widths in
 * `variantWidths` (plus a resized fallback in the original format). Returns the manifest the
 * pages use for `width`/`height` and `srcset`.
 */
export async function buildImageManifest(sources: string[], options: VariantOptions): Promise<ImageManifest> {
  const { default: sharp } = await import('sharp');
  const manifest: ImageManifest = {};
  if (options.encode) await mkdir(options.outDir, { recursive: true });

  for (const src of new Set(sources)) {
    const input = await readFile(join(options.publicDir, src));
    const { width = 0, height = 0 } = await sharp(input).metadata();
    const info: ImageInfo = { width, height };
    manifest[src] = info;
    if (!options.encode || !raster.test(src)) continue;

    const hash = createHash('sha256').update(input).digest('hex').slice(0, 8);
    const stem = `${basename(src, extname(src))}-${hash}`;
    const widths = [
      ...new Set([...variantWidths.filter((candidate) => candidate < width), Math.min(width, variantWidths.at(-1)!)]),
    ];
    const encode = async (format: 'avif' | 'webp' | 'jpeg' | 'png', targetWidth: number): Promise<ImageVariant> => {
      const file = `${stem}-${targetWidth}.${format === 'jpeg' ? 'jpg' : format}`;
      const path = join(options.outDir, file);
      if (!existsSync(path)) {
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
        const partial = `${path}.${process.pid}.partial`;
        await encoded.toFile(partial);
        await rename(partial, path);
      }
      return { src: `${options.urlPrefix}/${file}`, width: targetWidth };
    };

    info.avif = [];
    info.webp = [];
    for (const targetWidth of widths) {
      info.avif.push(await encode('avif', targetWidth));
      info.webp.push(await encode('webp', targetWidth));
    }
    const original = /\.png$/i.test(src) ? 'png' : 'jpeg';
    info.fallback = (await encode(original, Math.min(width, fallbackWidth))).src;
  }
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
