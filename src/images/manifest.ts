/** What the build knows about each content image (see src/images/variants.ts). */
export interface ImageVariant {
  src: string;
  width: number;
}

export interface ImageInfo {
  width: number;
  height: number;
  /** Smaller encodings of a photo, widest last; absent for vector images. */
  avif?: ImageVariant[];
  webp?: ImageVariant[];
  /** A resized copy in the original format for browsers without AVIF or WebP. */
  fallback?: string;
}

export type ImageManifest = Record<string, ImageInfo>;

/** A photo (JPEG, PNG, WebP), which the build resizes; anything else (SVG) is used as it is. */
export const isPhoto = (src: string) => /\.(jpe?g|png|webp)$/i.test(src);

/** Filled in at build time by rsbuild.config.ts; tests and unknown images get no entry. */
const manifest: ImageManifest = process.env.IMAGE_MANIFEST
  ? (JSON.parse(process.env.IMAGE_MANIFEST) as ImageManifest)
  : {};

export function imageInfo(src: string): ImageInfo | undefined {
  return manifest[src];
}

export const srcSet = (variants: ImageVariant[]) =>
  variants.map((variant) => `${variant.src} ${variant.width}w`).join(', ');
