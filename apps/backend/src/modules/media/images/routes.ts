import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediaApi } from '@shop/contract';
import { routeOf } from '../../../http/contract-routes.ts';
import { HttpError, errorTitles, notFound } from '../../../http/errors.ts';
import { ImageNotFound, ImagePathRefused, renderImage } from './service.ts';

export const mediaRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, { dataDir }) => {
  app.route({
    ...routeOf(mediaApi.image),
    handler: async (req, reply) => {
      const [width, height] = req.params.size;
      try {
        const image = await renderImage(dataDir, {
          width,
          height,
          crop: req.params.fit === 'crop',
          upscale: req.params.upscale === 'upscale',
          path: req.params['*'],
        });
        return (
          reply
            .header('cache-control', 'public, max-age=31536000, immutable')
            .type(image.contentType)
            // The image itself: the endpoint describes no JSON answer for 200.
            .send(image.body as never)
        );
      } catch (err) {
        if (err instanceof ImageNotFound) throw notFound('path');
        if (err instanceof ImagePathRefused) throw new HttpError(400, errorTitles.invalid, 'path');
        throw err;
      }
    },
  });
};
