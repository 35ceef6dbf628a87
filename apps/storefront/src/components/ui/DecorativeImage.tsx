import type { ImgHTMLAttributes } from 'react';
import { mediaSources } from '@/lib/media';

/**
 * A media-host picture beside a text that already says what it shows (empty alt), square, with
 * its 1x/2x srcset. Unlike `MediaImage` it sets no loading hints of its own.
 */
export function DecorativeImage({
  path,
  size,
  className,
  ...hints
}: {
  path: string;
  size: number;
  className: string;
} & Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'decoding'>) {
  const { src, srcSet } = mediaSources(path, size);
  return (
    // A plain <img>: the media host already resizes.
    // eslint-disable-next-line @next/next/no-img-element
    <img src={src} srcSet={srcSet} alt="" width={size} height={size} {...hints} className={className} />
  );
}
