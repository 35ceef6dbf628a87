import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentApi } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { notFound } from '../../../http/errors.ts';
import { findRedirect } from './service.ts';

/** GET /redirect: where a moved path went, asked by the storefront before it answers a path with 404. */
export const redirectRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(contentApi.redirect),
    handler: async (req) => {
      const hit = await findRedirect(db, req.query.path);
      if (!hit) throw notFound('path');
      return hit;
    },
  });
};
