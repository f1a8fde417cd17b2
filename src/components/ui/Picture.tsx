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
 * the build made variants of it. Styles given to it apply to the `<img>`.
 */
export function Picture({ src, alt, sizes = '100vw', isPriority = false, ...imgProps }: PictureProps) {
  const info = imageInfo(src);
  const img = (
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
  );
  if (!info?.avif || !info.webp) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(info.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(info.webp)} sizes={sizes} />
      {img}
    </picture>
  );
}
