import type { ImgHTMLAttributes } from 'react';
import { imageInfo, srcSet } from '../../images/manifest';
import { publicUrl } from '../../urls/basePath';

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'sizes'> {
  src: string;
  alt: string;
  /** How wide the image shows, for the browser to pick a variant, e.g. `(min-width: 900px) 40vw, 100vw`. */
  sizes?: string;
  /** The page's largest image: load it at once and first. Other images load when scrolled near. */
  isPriority?: boolean;
}

/**
 * An image at its intrinsic size (no layout shift), offered as AVIF and WebP in several widths when
 * the build made variants of it. Styles given to it apply to the `<img>`. The `<img>` always sits in a
 * `<picture>` (an inline box), a vector image's as well as a photo's, so every format lays out alike:
 * where a flex or grid layout sizes the image, put it in a box of its own (the flex or grid item) and
 * let it fill that box (`width: 100%; height: 100%; object-fit: cover`).
 */
export function Picture({ src, alt, sizes = '100vw', isPriority = false, ...imgProps }: PictureProps) {
  const info = imageInfo(src);
  return (
    <picture>
      {info?.avif && <source type="image/avif" srcSet={srcSet(info.avif)} sizes={sizes} />}
      {info?.webp && <source type="image/webp" srcSet={srcSet(info.webp)} sizes={sizes} />}
      <img
        {...imgProps}
        src={info?.fallback ?? publicUrl(src)}
        alt={alt}
        width={info?.width}
        height={info?.height}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : 'auto'}
        decoding={isPriority ? 'auto' : 'async'}
      />
    </picture>
  );
}
