import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentApi } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { notFound } from '../../../http/errors.ts';
import { findUrlRewrite } from './service.ts';

/** GET /url-rewrite: the page a storefront path shows, asked before the storefront answers a path with 404. */
export const urlRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(contentApi.urlRewrite),
    handler: async (req) => {
      const hit = await findUrlRewrite(db, req.query.lang, req.query.path);
      if (!hit) throw notFound('path');
      return hit;
    },
  });
};
