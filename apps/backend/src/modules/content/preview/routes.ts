import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentApi } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { HttpError, notFound } from '../../../http/errors.ts';
import { loadPreview } from './service.ts';
import { checkPreviewToken } from '../../publishing/index.ts';

/**
 * GET /api/v1/content-preview/{type}/{id}?token=…: a draft for the storefront's preview page, opened
 * only by a valid, unexpired token for exactly that item. Never cached and never indexed.
 */
export const previewRoutes: FastifyPluginAsyncZod<{ db: Db; previewKey: Buffer }> = async (
  app,
  { db, previewKey },
) => {
  app.route({
    ...routeOf(contentApi.preview),
    handler: async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      reply.header('x-robots-tag', 'noindex, nofollow');
      const refusal = checkPreviewToken(previewKey, req.query.token, req.params.type, req.params.id);
      if (refusal)
        throw new HttpError(
          403,
          refusal === 'expired'
            ? 'Odkaz na náhled vypršel, otevřete ho znovu ze správy obchodu.'
            : 'Neplatný odkaz na náhled.',
          'token',
        );
      const preview = await loadPreview(db, req.params.type, req.params.id, {
        locale: req.query.lang,
        currency: req.query.currency,
      });
      if (!preview) throw notFound('id');
      return preview;
    },
  });
};
