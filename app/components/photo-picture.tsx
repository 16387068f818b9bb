import type { ImgHTMLAttributes } from 'react';
import { photoPictureProps } from '~/utils/photo-rules';

/**
 * A diner's photo as <picture>: a WebP <source> for the browsers that show it
 * (fewer bytes for the same look: decision 014), and the JPEG <img> every browser
 * shows, both at each stored width so the browser picks by `sizes`.
 */
export function PhotoPicture({
  photo,
  preferredWidth,
  sizes,
  alt,
  ...img
}: {
  photo: Parameters<typeof photoPictureProps>[0];
  preferredWidth?: number;
  sizes: string;
  /** What the photo shows, or "" when the text beside it already says so. */
  alt: string;
} & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'sizes' | 'alt'>) {
  const { sources, img: jpeg } = photoPictureProps(photo, preferredWidth);
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img {...jpeg} sizes={sizes} alt={alt} {...img} />
    </picture>
  );
}
