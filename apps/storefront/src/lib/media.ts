import { mediaPath, mediaSizes, type MediaSize } from '@shop/contract';
import { env } from './env';
import { MAIN_PICTURE } from './main-picture';

/** The smallest media size that is at least `px` (or the largest one). */
export function mediaSizeFor(px: number): MediaSize {
  return mediaSizes.find((s) => s >= px) ?? mediaSizes[mediaSizes.length - 1]!;
}

/** Absolute URL of a stored image fitted into a `size`×`size` box (the media URL's size segment). */
export function mediaUrl(path: string, size: MediaSize, opts: { crop?: boolean } = {}): string {
  return `${env.mediaUrl}${mediaPath(path, { width: size, height: size, crop: opts.crop ?? false, upscale: false })}`;
}

/** `src` and a 1x/2x `srcSet` for an image shown in a box `px` wide. */
export function mediaSources(path: string, px: number) {
  const one = mediaSizeFor(px);
  const two = mediaSizeFor(px * 2);
  return { src: mediaUrl(path, one), srcSet: `${mediaUrl(path, one)} 1x, ${mediaUrl(path, two)} 2x` };
}

/**
 * How a picture is loaded. The one likely to be the page's largest paint is fetched first and
 * decoded with the frame, so that it appears with the text around it rather than a frame (and the
 * scripts run in between) later, and is marked as the main picture, whose paint starts the page's
 * scripts; any other waits until it is near the screen.
 */
export function pictureLoading(largestPaint: boolean) {
  return largestPaint
    ? ({ loading: 'eager', fetchPriority: 'high', decoding: 'sync', ...MAIN_PICTURE } as const)
    : ({ loading: 'lazy', fetchPriority: 'auto', decoding: 'async' } as const);
}
