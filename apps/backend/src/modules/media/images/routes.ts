import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, mediaRequestParams } from '@shop/contract';
import { z } from 'zod';
import { HttpError, errorTitles, notFound } from '../../../http/errors.ts';
import { ImageNotFound, ImagePathRefused, renderImage } from './service.ts';

export const mediaRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, { dataDir }) => {
  app.get(
    '/media/:size/:fit/:upscale/*',
    {
      schema: {
        tags: ['media'],
        summary: 'Resized image: {width}x{height}/{crop|fit}/{upscale|noupscale}/{path}[.webp]',
        params: mediaRequestParams,
        response: {
          200: z.custom<Buffer>((v) => Buffer.isBuffer(v)).describe('image/webp or image/png'),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const [width, height] = req.params.size;
      try {
        const image = await renderImage(dataDir, {
          width,
          height,
          crop: req.params.fit === 'crop',
          upscale: req.params.upscale === 'upscale',
          path: req.params['*'],
        });
        return reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .type(image.contentType)
          .send(image.body);
      } catch (err) {
        if (err instanceof ImageNotFound) throw notFound('path');
        if (err instanceof ImagePathRefused) throw new HttpError(400, errorTitles.invalid, 'path');
        throw err;
      }
    },
  );
};
