import { imageInfo } from '../../src/images/manifest';
import { fileAddress } from '../../src/urls/basePath';

/**
 * The `src` an <img> of the content image `src` shows: a photo's resized copy in its own format
 * (the build's fallback for browsers without AVIF or WebP), or the file itself (an SVG).
 */
export function shownSrc(src: string): string {
  return imageInfo(src)?.fallback ?? fileAddress(src);
}
