import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { uploadImageMaxBytes, type UploadImageKind, type UploadedImage } from '@shop/contract';
import { HttpError } from '../../http/errors.ts';
import { writeOriginal } from './originals.ts';

export const uploadMessages = {
  tooBig: `Soubor je příliš velký, nejvýše ${uploadImageMaxBytes / 1024 / 1024} MB.`,
  notImage: 'Soubor není obrázek ve formátu JPEG, PNG, WebP, AVIF nebo GIF.',
  empty: 'Soubor je prázdný.',
} as const;

/** What sharp calls the accepted formats, and the extension a stored file gets. */
const extensionOf: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  heif: 'avif',
  avif: 'avif',
};

const folderOf: Record<UploadImageKind, string> = { product: 'uploads/products', content: 'uploads/content' };

/**
 * Reads an upload's body, refusing it (413, Czech message) as soon as it passes the limit, before
 * the rest arrives.
 */
export async function readLimited(stream: Readable, declaredLength: number | undefined): Promise<Buffer> {
  if (declaredLength !== undefined && declaredLength > uploadImageMaxBytes) throw tooBig();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buf.length;
    if (size > uploadImageMaxBytes) {
      stream.destroy();
      throw tooBig();
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

const tooBig = () => new HttpError(413, uploadMessages.tooBig, 'file', 'media.tooBig');
const notImage = () => new HttpError(422, uploadMessages.notImage, 'file', 'media.notImage');

/**
 * A readable, safe part of the stored name from the uploader's file name: lower-case ASCII letters,
 * digits and dashes only (no directories, no dots), at most 60 characters.
 */
export function nameSlug(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * Checks that the bytes really are a picture of an accepted format (whatever the Content-Type or
 * the name said) and stores it among the originals under a name made of its content hash, so the
 * same picture uploaded twice is one file and a stored file never changes.
 */
export async function storeUploadedImage(
  dataDir: string,
  kind: UploadImageKind,
  body: Buffer,
  fileName: string | undefined,
): Promise<UploadedImage> {
  if (body.length === 0) throw new HttpError(422, uploadMessages.empty, 'file', 'media.notImage');
  if (body.length > uploadImageMaxBytes) throw tooBig();
  const meta = await sharp(body, { animated: true })
    .metadata()
    .catch(() => null);
  const ext = meta?.format ? extensionOf[meta.format] : undefined;
  if (!meta || !ext || !meta.width || !meta.height) throw notImage();
  // HEIF containers hold AVIF or HEIC; only AVIF is accepted (browsers cannot show HEIC).
  if (meta.format === 'heif' && meta.compression !== 'av1') throw notImage();
  // Decode it once: a truncated or corrupt file passes the header check but not this.
  await sharp(body, { animated: true })
    .stats()
    .catch(() => {
      throw notImage();
    });
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 24);
  const slug = nameSlug(fileName);
  const path = `${folderOf[kind]}/${hash.slice(0, 2)}/${hash}${slug ? `-${slug}` : ''}.${ext}`;
  await writeOriginal(dataDir, path, body);
  // An animated picture's height is its pages' total; one frame's height is what is shown.
  const height = meta.pageHeight ?? meta.height;
  return { path, width: meta.width, height };
}
