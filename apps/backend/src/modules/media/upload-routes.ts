import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMediaApi, uploadImageMaxBytes, type UploadImageKind } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../http/contract-routes.ts';
import { HttpError } from '../../http/errors.ts';
import { actorOf, audited } from '../operator/index.ts';
import { readLimited, storeUploadedImage, uploadMessages } from './upload.ts';

const endpoints: {
  kind: UploadImageKind;
  endpoint: typeof adminMediaApi.productImages | typeof adminMediaApi.contentImages;
  permission: 'catalogue' | 'content';
}[] = [
  { kind: 'product', endpoint: adminMediaApi.productImages, permission: 'catalogue' },
  { kind: 'content', endpoint: adminMediaApi.contentImages, permission: 'content' },
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

  for (const { kind, endpoint, permission } of endpoints) {
    app.route({
      ...routeOf(endpoint),
      config: { permission },
      bodyLimit: uploadImageMaxBytes + 1024,
      handler: async (req) => {
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
    });
  }
};
