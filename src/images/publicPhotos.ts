import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { writeAside } from './imageCache';
import { isPhoto } from './manifest';
import { decodeOptions } from './variants';

/**
 * A photo under `public/` ships at its own address (a description may link to it), but never as the
 * owner put it there: a phone's photo holds where it was taken and with which camera, and is stored
 * sideways. The build publishes a copy instead, upright and without metadata, in the same format.
 */

/** Each format written back as itself, close to the source's quality (PNG loses nothing). */
const settings = {
  jpeg: { quality: 90, mozjpeg: true },
  png: { compressionLevel: 9 },
  webp: { quality: 90 },
} as const;
const rewrite: Record<string, (image: Sharp) => Sharp> = {
  '.jpg': (image) => image.jpeg(settings.jpeg),
  '.jpeg': (image) => image.jpeg(settings.jpeg),
  '.png': (image) => image.png(settings.png),
  '.webp': (image) => image.webp(settings.webp),
};

/** Every photo under `publicDir`, as a path under `public/` (`/images/IMG_0042.JPG`). */
export function photosIn(publicDir: string): string[] {
  if (!existsSync(publicDir)) return [];
  return readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .map((file) => `/${file.split('\\').join('/')}`)
    .filter((file) => isPhoto(file))
    .sort();
}

/**
 * Glob patterns of the photos, any letter case of their extension (`IMG_0042.JPG`), for Rsbuild's
 * `server.publicDir.ignore`: the build copies `public/` without them.
 */
export const photoPatterns = ['jpg', 'jpeg', 'png', 'webp'].map(
  (extension) => `**/*.${[...extension].map((letter) => `[${letter}${letter.toUpperCase()}]`).join('')}`,
);

export interface CleanPhoto {
  /** Its path under `public/` and in the build. */
  src: string;
  /** The upright copy without metadata, in the cache. */
  file: string;
}

/**
 * Makes the copy of each photo under `publicDir` not made yet, into `outDir`, and lists them all. A
 * file that is not a picture sharp can read is left out of the build, with a warning: what it holds
 * cannot be checked.
 */
export async function cleanPhotoCopies(
  publicDir: string,
  outDir: string,
  warn: (line: string) => void = () => {},
): Promise<CleanPhoto[]> {
  await mkdir(outDir, { recursive: true });
  const copies: CleanPhoto[] = [];
  for (const src of photosIn(publicDir)) {
    const input = await readFile(join(publicDir, src));
    const extension = extname(src).toLowerCase();
    const key = JSON.stringify({ decodeOptions, settings });
    const file = join(
      outDir,
      `${createHash('sha256').update(input).update(key).digest('hex').slice(0, 16)}${extension}`,
    );
    try {
      if (!existsSync(file)) await writeAside(file, await rewrite[extension](sharp(input, decodeOptions)).toBuffer());
      copies.push({ src, file });
    } catch (error) {
      warn(
        `public${src} is not a picture the build can read (${(error as Error).message}); it is left out of the site.`,
      );
    }
  }
  return copies;
}
