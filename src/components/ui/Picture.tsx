import type { ImgHTMLAttributes } from 'react';
import { type ImageUse, sizesFor } from '../../images/imageBoxes';
import { imageInfo, srcSet } from '../../images/manifest';
import { fileAddress } from '../../urls/basePath';

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'sizes'> {
  src: string;
  alt: string;
  /** The box it fills, which with the image's shape gives `sizes`. */
  fills: ImageUse;
  /** The page's largest image: load it first; others load when scrolled near. */
  isPriority?: boolean;
}

// Styles apply to the <img> inside an inline <picture>: where flex or grid sizes it, let it fill a box around it.
export function Picture({ src, alt, fills, isPriority = false, ...imgProps }: PictureProps) {
  const info = imageInfo(src);
  const sizes = sizesFor(fills, info && info.height > 0 ? info.width / info.height : undefined);
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
