import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogProductQuery,
  catalogProductResponse,
  catalogState,
  catalogStateQuery,
  errorResponse,
  product,
  productDetailParams,
  productCommentsQuery,
  productCommentsResponse,
  productDetailQuery,
  productReviewsQuery,
  productReviewsResponse,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { requestLocale } from '../../http/locale.ts';
import { listingIndex } from './listing/listing-index.ts';
import type { CatalogContent } from './content.ts';
import { catalogState as loadState } from './listing/state.ts';
import { priceContextFromRequest } from '../../http/price-context.ts';
import { buildProducts, getProduct, selectProductIds } from './products/service.ts';
import { listComments } from './comments/service.ts';
import { listReviews } from './reviews/service.ts';

const errors = { 400: errorResponse, 404: errorResponse };

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

  app.get(
    '/api/v1/products/:id',
    {
      schema: {
        tags: ['store'],
        summary: 'A visible product with prices in the x-currency and the verified customer groups',
        params: productDetailParams,
        querystring: productDetailQuery,
        response: { 200: product, ...errors },
      },
    },
    (req) =>
      getProduct(
        db,
        req.params.id,
        priceContextFromRequest(req, secret),
        requestLocale(req),
        new Set(req.query.include ?? []),
      ),
  );

  app.get(
    '/catalog/product',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Products (with variants) by slugs, ids, codes, EANs, variant codes/EANs, categories, random or offered for credits',
        querystring: catalogProductQuery,
        response: { 200: catalogProductResponse, 400: errorResponse },
      },
    },
    async (req) => {
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
  );

  app.get(
    '/api/catalog/v2/state',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Listing of a category, virtual/filtered category, brand or search: products, facets, canonical',
        querystring: catalogStateQuery,
        response: { 200: catalogState, ...errors },
      },
    },
    (req) => loadState(db, req.query, priceContextFromRequest(req, secret), requestLocale(req), content),
  );

  app.get(
    '/api/v1/products/:id/reviews',
    {
      schema: {
        tags: ['store'],
        summary: "A product's reviews (default page 1, 5 per page, newest first)",
        params: productDetailParams,
        querystring: productReviewsQuery,
        response: { 200: productReviewsResponse, ...errors },
      },
    },
    (req) =>
      listReviews(db, req.params.id, {
        ...req.query,
        onlyWithReview: req.query.onlyWithReview === 'true',
      }),
  );

  app.get(
    '/api/v1/products/:id/comments',
    {
      schema: {
        tags: ['store'],
        summary: "A product's comments with the shop's answers (default page 1, 10 per page, newest first)",
        params: productDetailParams,
        querystring: productCommentsQuery,
        response: { 200: productCommentsResponse, ...errors },
      },
    },
    (req) => listComments(db, req.params.id, req.query.page, req.query.perPage),
  );
};
