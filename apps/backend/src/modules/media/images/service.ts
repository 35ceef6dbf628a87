import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { cacheDir, originalsDir, resolveInside } from '../originals.ts';

export interface RenderRequest {
  width: number;
  height: number;
  crop: boolean;
  upscale: boolean;
  /** The image path from the URL, possibly ending in `.webp`. */
  path: string;
}

export interface RenderedImage {
  body: Buffer;
  contentType: 'image/webp' | 'image/png';
}

export class ImageNotFound extends Error {}
export class ImagePathRefused extends Error {}

/**
 * Renders an original at the requested size, caching the result on disk: the URL is immutable
 * (originals are written once under a new path), so a cached file never goes stale.
 */
export async function renderImage(dataDir: string, req: RenderRequest): Promise<RenderedImage> {
  const webp = req.path.endsWith('.webp');
  const originalPath = webp ? req.path.slice(0, -'.webp'.length) : req.path;
  const original = resolveInside(originalsDir(dataDir), originalPath);
  if (!original) throw new ImagePathRefused(req.path);

  const format = webp ? 'webp' : 'png';
  const variant = `${req.width}x${req.height}/${req.crop ? 'crop' : 'fit'}/${req.upscale ? 'upscale' : 'noupscale'}`;
  const cached = resolveInside(cacheDir(dataDir), `${variant}/${originalPath}.${format}`);
  if (!cached) throw new ImagePathRefused(req.path);
  const contentType = webp ? 'image/webp' : 'image/png';

  const hit = await readFile(cached).catch(() => null);
  if (hit) return { body: hit, contentType };

  const source = await readFile(original).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT' || err.code === 'ENOTDIR' || err.code === 'EISDIR')
      throw new ImageNotFound(req.path);
    throw err;
  });
  if ((await stat(original)).isDirectory()) throw new ImageNotFound(req.path);

  const body = await resize(source, req, format);
  // Write to a temporary name and rename, so a concurrent reader never sees half a file.
  await mkdir(path.dirname(cached), { recursive: true });
  const tmp = `${cached}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(tmp, body);
  await rename(tmp, cached);
  return { body, contentType };
}

async function resize(source: Buffer, req: RenderRequest, format: 'webp' | 'png'): Promise<Buffer> {
  const meta = await sharp(source).metadata();
  let density: number | undefined;
  if (meta.format === 'svg' && meta.width && meta.height && req.upscale) {
    // Rasterize vectors at the target size instead of scaling up a blurry 72 dpi bitmap.
    const scale = Math.max(req.width / meta.width, req.height / meta.height);
    density = Math.min(2400, Math.max(72, Math.ceil(72 * scale)));
  }
  const image = sharp(source, density ? { density } : {}).resize({
    width: req.width,
    height: req.height,
    fit: req.crop ? 'cover' : 'inside',
    withoutEnlargement: !req.upscale,
  });
  return format === 'webp'
    ? image.webp({ quality: 82 }).toBuffer()
    : image.png({ compressionLevel: 8 }).toBuffer();
}
