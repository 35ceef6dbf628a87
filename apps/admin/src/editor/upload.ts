import { uploadImageMaxBytes, uploadImageTypes } from '@shop/contract';
import { ApiError } from '../api/client';

/** Which upload a text's picture goes through: the content one, or the catalogue's for product texts. */
export type PictureUpload = 'content-images' | 'product-images';

/**
 * Uploads a picture for a text (the raw file as the body, its name in ?name=) and answers the
 * `/media/…` address of its 1200 px version for the text. An operator who may edit products but
 * not content uploads through the catalogue's endpoint, which their role allows.
 */
export async function uploadContentImage(
  file: File,
  target: PictureUpload = 'content-images',
): Promise<string> {
  return contentImageSrc(await uploadPicture(file, target));
}

/** Uploads a picture into the media library and answers its stored path (e.g. for a content block). */
export async function uploadPicture(file: File, target: PictureUpload = 'content-images'): Promise<string> {
  if (!(uploadImageTypes as readonly string[]).includes(file.type))
    throw new ApiError(415, [
      { code: 'media.notImage', title: 'Vyberte obrázek JPEG, PNG, WebP, AVIF nebo GIF.' },
    ]);
  if (file.size > uploadImageMaxBytes)
    throw new ApiError(413, [{ code: 'media.tooLarge', title: 'Obrázek je větší než 10 MB.' }]);
  let res: Response;
  try {
    res = await fetch(`/api/admin/v1/media/${target}?name=${encodeURIComponent(file.name)}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': file.type },
      body: file,
    });
  } catch {
    throw new ApiError(0, []);
  }
  const body = (await res.json().catch(() => null)) as {
    data?: { path: string };
    errors?: { code: string; title: string; field?: string }[];
  } | null;
  if (!res.ok || !body?.data) throw new ApiError(res.status, body?.errors ?? []);
  return body.data.path;
}

/**
 * The `/media/…` address of a stored picture fitted into 1200 × 1200 as WebP, in the contract's
 * media URL format (`mediaPath`; the admin app gets only the contract's plain data, not its functions).
 */
export const contentImageSrc = (path: string) =>
  `/media/1200x1200/fit/noupscale/${path.replace(/^\/+/, '')}.webp`;
