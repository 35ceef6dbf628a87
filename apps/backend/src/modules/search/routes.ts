import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, searchQuery, searchResponse } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { requestLocale } from '../../http/locale.ts';
import { priceContextFromRequest } from '../../http/price-context.ts';
import { search } from './service.ts';

/** The shop-wide search over the catalogue and the CMS's text pages. */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Db; secret: string }> = async (
  app,
  { db, secret },
) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Search products, categories, pages and brands (diacritics, prefixes and one typo tolerated)',
        querystring: searchQuery,
        response: { 200: searchResponse, 400: errorResponse },
      },
    },
    (req) =>
      search(db, req.query.q, req.query.limit, priceContextFromRequest(req, secret), requestLocale(req)),
  );
};
