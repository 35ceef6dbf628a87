import { z } from 'zod';

/** Picture formats the back office accepts for upload (by Content-Type and by the file's content). */
export const uploadImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
export type UploadImageType = (typeof uploadImageTypes)[number];

/** The largest picture the back office accepts. */
export const uploadImageMaxBytes = 10 * 1024 * 1024;

/** Where a picture goes: product galleries or web content (pages, articles). */
export const uploadImageKinds = ['product', 'content'] as const;
export type UploadImageKind = (typeof uploadImageKinds)[number];

/** Query of POST /api/admin/v1/media/{product|content}-images: the file's original name. */
export const uploadImageQuery = z.object({
  name: z
    .string()
    .max(255)
    .optional()
    .describe("The file's original name (only a readable part of the stored name)"),
});

/** A stored picture: its path for `/media/...` URLs and its size in pixels. */
export const uploadedImage = z.object({
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImage>;
export const uploadedImageResponse = z.object({ data: uploadedImage });
