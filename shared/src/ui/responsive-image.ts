import type { ImgHTMLAttributes } from 'react';

/** The sizes the server made of an uploaded image (ImageVariants of the file contract, as the kernel sees it). */
export interface ImageSizes {
  /** `/api/media/<hash> 320w, ...` */
  srcset: string;
  /** The original's pixels: the box's aspect ratio before the image arrives. */
  width: number;
  height: number;
}

export interface ResponsiveImageOptions {
  /** The <img sizes> of where it is drawn (e.g. '(min-width: 359px) 280px, 78vw'). */
  sizes: string;
  /**
   * The first image of the screen, likely its largest paint: fetched at once and before the rest.
   * Every other image waits until it is scrolled near.
   */
  priority?: boolean;
}

type ImageAttributes = Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'decoding'
>;

/**
 * The attributes of an <img> of `url`: with its sizes (when the server sends them) the browser
 * picks the width the screen needs, and width/height reserve its box (no layout shift). An image
 * without sizes (a static file, an older server) is its one URL.
 */
export function responsiveImage(
  url: string,
  variants: ImageSizes | null | undefined,
  { sizes, priority = false }: ResponsiveImageOptions,
): ImageAttributes {
  return {
    src: url,
    ...(variants && { srcSet: variants.srcset, sizes, width: variants.width, height: variants.height }),
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : 'auto',
    decoding: priority ? 'sync' : 'async',
  };
}
