import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentApi } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../http/contract-routes.ts';
import { requestLocale } from '../../http/locale.ts';
import { priceContextFromRequest } from '../../http/price-context.ts';
import { search } from './service.ts';

/** The shop-wide search over the catalogue and the CMS's text pages. */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Db; secret: string }> = async (
  app,
  { db, secret },
) => {
  app.route({
    ...routeOf(contentApi.search),
    handler: (req) =>
      search(db, req.query.q, req.query.limit, priceContextFromRequest(req, secret), requestLocale(req)),
  });
};
