import type { ImageBox } from './imageBoxes';
import { isPhoto, type ImageManifest } from './manifest';

/** One place the content shows an image. */
export interface ShownImage {
  /** The content's field that names it, e.g. `hobbies[1].image`. */
  field: string;
  /** Its path under `public/`, e.g. `/images/hobbies/piano.png`. */
  src: string;
  /** The largest box it fills there (src/images/imageBoxes.ts). */
  largest: ImageBox;
}

const describe = ({ width, height }: ImageBox) =>
  width && height
    ? `${Math.ceil(width)}×${Math.ceil(height)} px`
    : width
      ? `${Math.ceil(width)} px wide`
      : `${Math.ceil(height ?? 0)} px high`;

/**
 * A warning for each photo smaller than the largest box it fills, which the browser has to enlarge:
 * cropped to fill, a photo needs the box's width and its height. Vector images scale and are never
 * named; an image the manifest has not measured is skipped. Each file is named once, with every
 * field it is too small for and the size it needs for all of them.
 */
export function smallPhotoWarnings(shown: ShownImage[], manifest: ImageManifest, publicDir = 'public'): string[] {
  const tooSmall = new Map<string, { fields: Set<string>; needs: ImageBox }>();
  for (const { field, src, largest } of shown) {
    const info = manifest[src];
    if (!info || !isPhoto(src)) continue;
    const isNarrow = largest.width !== undefined && info.width < largest.width;
    const isLow = largest.height !== undefined && info.height < largest.height;
    if (!isNarrow && !isLow) continue;
    const entry = tooSmall.get(src) ?? { fields: new Set<string>(), needs: {} };
    entry.fields.add(field);
    const most = (a?: number, b?: number) => (a === undefined ? b : b === undefined ? a : Math.max(a, b));
    entry.needs = { width: most(entry.needs.width, largest.width), height: most(entry.needs.height, largest.height) };
    tooSmall.set(src, entry);
  }
  return [...tooSmall].map(([src, { fields, needs }]) => {
    const { width, height } = manifest[src];
    return (
      `${publicDir}${src} is ${width}×${height} px but is shown up to ${describe(needs)} ` +
      `(${[...fields].join(', ')}); it will look blurry. Use an image at least that large.`
    );
  });
}
