import { mediaSources, pictureLoading } from '@/lib/media';

type Props = {
  /** Stored image path (e.g. `categories/kondomy.svg`). */
  path: string;
  alt: string;
  /** Rendered box width in CSS pixels; the image is fitted into a square box of this size … */
  size: number;
  /** … or into a box this high, for a picture that is not square. */
  height?: number;
  className?: string;
  /** For the image likely to be the largest contentful paint (see `pictureLoading`). */
  priority?: boolean;
};

/**
 * A media-host image with explicit width/height (no layout shift) and a 1x/2x srcset built with the
 * contract's `mediaPath()`. Rendered on the server only, so no image code ships to the browser.
 */
export function MediaImage({ path, alt, size, height = size, className, priority = false }: Props) {
  const { src, srcSet } = mediaSources(path, size);
  return (
    // A plain <img>: the media host already resizes, and this keeps next/image's client code out.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      srcSet={srcSet}
      alt={alt}
      width={size}
      height={height}
      className={className}
      {...pictureLoading(priority)}
    />
  );
}
