import { manifest } from './manifestData';

export type ImageVariant = { src: string; width: number };

export interface ImageInfo {
  width: number;
  height: number;
  /** Photos only, widest last. */
  avif?: ImageVariant[];
  webp?: ImageVariant[];
  /** A resized copy in the original format, for browsers without AVIF or WebP. */
  fallback?: string;
}

export type ImageManifest = Record<string, ImageInfo>;

/** JPEG, PNG or WebP: the build resizes these and uses anything else (SVG) as it is. */
export const isPhoto = (src: string) => /\.(jpe?g|png|webp)$/i.test(src);

export const imageInfo = (src: string): ImageInfo | undefined => manifest[src];

export const srcSet = (variants: ImageVariant[]) =>
  variants.map((variant) => `${variant.src} ${variant.width}w`).join(', ');
