import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  groupTags,
  itemTags,
  variantPriceBody,
  variantPriceParams,
  variantPriceResponse,
} from '@shop/contract';
import { zonedDateTime } from '@shop/rules';
import type { Db } from '../../../db/client.ts';
import { requireAdminToken } from '../../../http/admin-token.ts';
import { notFound } from '../../../http/errors.ts';
import { getVariantRefs } from '../products/variant-refs.ts';
import { setVariantPrice } from './set-price.ts';

/** Tells the storefront which cached pages changed (handed in by the app). */
export interface PriceRevalidator {
  notifyChanged(tags: string[]): Promise<boolean>;
}

/** The operator's price endpoint (/api/admin/v1): only when ADMIN_TOKEN is set, and only with it. */
export const priceAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  adminToken: string;
  revalidator: PriceRevalidator;
}> = async (app, { db, adminToken, revalidator }) => {
  app.addHook('onRequest', requireAdminToken(adminToken));

  app.put(
    '/api/admin/v1/prices/:variantId',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Set a variant's public price in a currency (whole units with VAT) and the price before a discount; the price history records the change, and the product's pages and the listings are revalidated",
        params: variantPriceParams,
        body: variantPriceBody,
        response: {
          200: variantPriceResponse,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (req) => {
      const { variantId } = req.params;
      const variant = (await getVariantRefs(db, [variantId], 'cs')).get(variantId);
      if (!variant) throw notFound('variantId');
      const price = await setVariantPrice(db, variantId, req.body, zonedDateTime(new Date()).date);
      // The product's page, and every listing, search and box that shows or sorts by its price.
      await revalidator.notifyChanged([
        itemTags.product(variant.productSlug),
        itemTags.productId(variant.productId),
        groupTags.catalog,
      ]);
      return { data: price };
    },
  );
};
