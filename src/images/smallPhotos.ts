import type { ImageBox } from './imageBoxes';
import { isPhoto, type ImageManifest } from './manifest';

export interface ShownImage {
  /** The content's field that names it, e.g. `hobbies[1].image`. */
  field: string;
  /** Its path under `public/`. */
  src: string;
  largest: ImageBox;
}

const describe = ({ width, height }: ImageBox) =>
  width && height
    ? `${Math.ceil(width)}×${Math.ceil(height)} px`
    : width
      ? `${Math.ceil(width)} px wide`
      : `${Math.ceil(height ?? 0)} px high`;

/** One warning per photo smaller than a box it fills (either side, as it is cropped), naming each field. */
export function smallPhotoWarnings(shown: ShownImage[], manifest: ImageManifest): string[] {
  const tooSmall = new Map<string, { fields: Set<string>; width: number; height: number }>();
  for (const { field, src, largest } of shown) {
    const info = manifest[src];
    if (!info || !isPhoto(src)) continue;
    if (info.width >= (largest.width ?? 0) && info.height >= (largest.height ?? 0)) continue;
    const entry = tooSmall.get(src) ?? { fields: new Set<string>(), width: 0, height: 0 };
    entry.fields.add(field);
    entry.width = Math.max(entry.width, largest.width ?? 0);
    entry.height = Math.max(entry.height, largest.height ?? 0);
    tooSmall.set(src, entry);
  }
  return [...tooSmall].map(([src, { fields, ...needs }]) => {
    const { width, height } = manifest[src];
    return (
      `public${src} is ${width}×${height} px but is shown up to ${describe(needs)} ` +
      `(${[...fields].join(', ')}); it will look blurry. Use an image at least that large.`
    );
  });
}
