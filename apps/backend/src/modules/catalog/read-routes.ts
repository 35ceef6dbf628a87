import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueApi } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../http/contract-routes.ts';
import { requestLocale } from '../../http/locale.ts';
import { listingIndex } from './listing/listing-index.ts';
import type { CatalogContent } from './content.ts';
import { catalogState as loadState } from './listing/state.ts';
import { priceContextFromRequest } from '../../http/price-context.ts';
import { buildProducts, getProduct, selectProductIds } from './products/service.ts';
import { listComments } from './comments/service.ts';
import { listReviews } from './reviews/service.ts';

/** The catalogue's read side: product detail and lists, listing state, reviews and comments. */
export const catalogReadRoutes: FastifyPluginAsyncZod<{
  db: Db;
  secret: string;
  content: CatalogContent;
}> = async (app, { db, secret, content }) => {
  // Build the listing index in the background at start-up rather than on the first listing request.
  let building: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    building = listingIndex(db).catch((err: unknown) => app.log.warn({ err }, 'listing index not built'));
  });
  // Closing waits for that build, so that the database is never closed under its query.
  app.addHook('onClose', async () => {
    await building;
  });

  app.route({
    ...routeOf(catalogueApi.product),
    handler: (req) =>
      getProduct(
        db,
        req.params.id,
        priceContextFromRequest(req, secret),
        requestLocale(req),
        new Set(req.query.include ?? []),
      ),
  });

  app.route({
    ...routeOf(catalogueApi.products),
    handler: async (req) => {
      const ctx = priceContextFromRequest(req, secret);
      const q = req.query;
      const ids = await selectProductIds(
        db,
        // Hidden products only when a caller asks for them in so many words.
        { ...q, checkPermissions: q.checkPermissions !== 'false' },
        new Date().toISOString().slice(0, 10),
      );
      const include = new Set(['tags', 'variants', 'alternatives'] as const);
      return { data: await buildProducts(db, ids, ctx, requestLocale(req), include) };
    },
  });

  app.route({
    ...routeOf(catalogueApi.state),
    handler: (req) =>
      loadState(db, req.query, priceContextFromRequest(req, secret), requestLocale(req), content),
  });

  app.route({
    ...routeOf(catalogueApi.reviews),
    handler: (req) =>
      listReviews(db, req.params.id, {
        ...req.query,
        onlyWithReview: req.query.onlyWithReview === 'true',
      }),
  });

  app.route({
    ...routeOf(catalogueApi.comments),
    handler: (req) => listComments(db, req.params.id, req.query.page, req.query.perPage),
  });
};
