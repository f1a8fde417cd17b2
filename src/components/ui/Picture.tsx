import type { ImgHTMLAttributes } from 'react';
import { imageInfo, srcSet } from '../../images/manifest';
import { fileAddress } from '../../urls/basePath';

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'sizes'> {
  src: string;
  alt: string;
  sizes?: string;
  /** The page's largest image: load it first; others load when scrolled near. */
  isPriority?: boolean;
}

// Styles apply to the <img> inside an inline <picture>: where flex or grid sizes it, let it fill a box around it.
export function Picture({ src, alt, sizes = '100vw', isPriority = false, ...imgProps }: PictureProps) {
  const info = imageInfo(src);
  return (
    <picture>
      {info?.avif && <source type="image/avif" srcSet={srcSet(info.avif)} sizes={sizes} />}
      {info?.webp && <source type="image/webp" srcSet={srcSet(info.webp)} sizes={sizes} />}
      <img
        {...imgProps}
        src={info?.fallback ?? fileAddress(src)}
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
