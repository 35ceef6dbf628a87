import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  uploadImageMaxBytes,
  uploadImageQuery,
  uploadImageTypes,
  uploadedImageResponse,
  type UploadImageKind,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { actorOf, audited } from '../operator/index.ts';
import { readLimited, storeUploadedImage, uploadMessages } from './upload.ts';

const endpoints: { kind: UploadImageKind; url: string; permission: 'catalogue' | 'content' }[] = [
  { kind: 'product', url: '/api/admin/v1/media/product-images', permission: 'catalogue' },
  { kind: 'content', url: '/api/admin/v1/media/content-images', permission: 'content' },
];

/**
 * The back office's picture upload: the raw file as the request body (no multipart), its type in
 * Content-Type and its original name in `?name=`. Answers the stored path and the picture's size.
 */
export const mediaUploadRoutes: FastifyPluginAsyncZod<{ db: Db; dataDir: string }> = async (
  app,
  { db, dataDir },
) => {
  // Within this plugin only: any body other than JSON or text is read as bytes, up to the limit;
  // what it really is is decided from its content.
  const readBody = async (req: FastifyRequest, payload: Readable) => {
    const length = Number(req.headers['content-length']);
    return readLimited(payload, Number.isFinite(length) ? length : undefined);
  };
  app.addContentTypeParser(/^image\//, readBody);
  app.addContentTypeParser('*', readBody);

  for (const { kind, url, permission } of endpoints) {
    app.post(
      url,
      {
        config: { permission },
        bodyLimit: uploadImageMaxBytes + 1024,
        schema: {
          tags: ['admin'],
          summary: `Upload one ${kind} picture: the raw file as the request body with Content-Type ${uploadImageTypes.join(' | ')} (no multipart), the original file name in ?name=; at most ${uploadImageMaxBytes / 1024 / 1024} MB. The content must be a picture of one of those formats; it is stored under a name from its content hash and the answer gives its path for /media/... URLs and its size`,
          querystring: uploadImageQuery,
          response: {
            200: uploadedImageResponse,
            401: errorResponse,
            403: errorResponse,
            413: errorResponse,
            415: errorResponse,
            422: errorResponse,
          },
        },
      },
      async (req) => {
        // Fastify leaves an empty body unparsed.
        if (req.body === undefined || req.body === null)
          throw new HttpError(422, uploadMessages.empty, 'file', 'media.notImage');
        if (!Buffer.isBuffer(req.body))
          throw new HttpError(415, uploadMessages.notImage, 'file', 'media.notImage');
        const body = req.body;
        const image = await audited(
          db,
          actorOf(req),
          () => storeUploadedImage(dataDir, kind, body, req.query.name),
          (stored) => ({
            action: 'media.upload',
            objectType: 'media',
            objectId: stored.path,
            after: { ...stored, kind, name: req.query.name ?? null, bytes: body.length },
          }),
        );
        return { data: image };
      },
    );
  }
};
