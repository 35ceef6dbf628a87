import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueApi } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { requestLocale } from '../../../http/locale.ts';
import type { CatalogContent } from '../content.ts';
import { getCatalogCategories, listProductCategories } from './service.ts';

export const categoryRoutes: FastifyPluginAsyncZod<{ db: Db; content: CatalogContent }> = async (
  app,
  { db, content },
) => {
  app.route({
    ...routeOf(catalogueApi.productCategories),
    handler: (req) => listProductCategories(db, requestLocale(req), req.query.page, req.query.perPage),
  });

  app.route({
    ...routeOf(catalogueApi.categories),
    handler: async (req) => ({
      data: await getCatalogCategories(
        db,
        {
          slugs: req.query.slugs,
          ids: req.query.ids,
          // Hidden categories only when a caller asks for them in so many words.
          checkPermissions: req.query.checkPermissions !== 'false',
        },
        requestLocale(req),
        content,
      ),
    }),
  });
};
