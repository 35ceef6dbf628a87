/**
 * Image URLs (CDN host with path segments for size, crop, upscale and an optional webp form):
 *   {MEDIA_URL}/media/{width}x{height}/{crop|fit}/{upscale|noupscale}/{path}[.webp]
 * `path` is the stored image path, e.g. `products/p-123-main.svg`; appending `.webp` asks for WebP,
 * otherwise the image is sent as PNG (vector originals) or in its own format.
 */
export const mediaSizes = [64, 128, 270, 400, 540, 800, 1200, 1600] as const;
export type MediaSize = (typeof mediaSizes)[number];

export interface MediaUrlOptions {
  width: MediaSize;
  height: MediaSize;
  crop?: boolean;
  upscale?: boolean;
  webp?: boolean;
}

export function mediaPath(path: string, o: MediaUrlOptions): string {
  const p = path.replace(/^\/+/, '');
  return `/media/${o.width}x${o.height}/${o.crop ? 'crop' : 'fit'}/${o.upscale ? 'upscale' : 'noupscale'}/${p}${o.webp === false ? '' : '.webp'}`;
}
