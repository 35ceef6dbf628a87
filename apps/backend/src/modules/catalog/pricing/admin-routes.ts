import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCatalogueApi, groupTags, itemTags } from '@shop/contract';
import { zonedDateTime } from '@shop/rules';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { notFound } from '../../../http/errors.ts';
import { invalidateListingIndex } from '../listing/listing-index.ts';
import { getVariantRefs } from '../products/variant-refs.ts';
import { publicPriceOf, setVariantPrice } from './set-price.ts';
import { actorOf, audited } from '../../operator/index.ts';

/** Tells the storefront which cached pages changed (handed in by the app). */
export interface PriceRevalidator {
  notifyChanged(tags: string[]): Promise<boolean>;
}

/** The operator's price endpoint (/api/admin/v1): for operators who may change the catalogue. */
export const priceAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  revalidator: PriceRevalidator;
}> = async (app, { db, revalidator }) => {
  app.route({
    ...routeOf(adminCatalogueApi.priceSet),
    config: { permission: 'catalogue' },
    handler: async (req) => {
      const { variantId } = req.params;
      const variant = (await getVariantRefs(db, [variantId], 'cs')).get(variantId);
      if (!variant) throw notFound('variantId');
      const { price } = await audited(
        db,
        actorOf(req),
        async (tx) => ({
          before: await publicPriceOf(tx, variantId, req.body.currency),
          price: await setVariantPrice(tx, variantId, req.body, zonedDateTime(new Date()).date),
        }),
        (change) => ({
          action: 'price.set',
          objectType: 'variant',
          objectId: variantId,
          before: change.before && { currency: req.body.currency, ...change.before },
          after: change.price,
        }),
      );
      // Again once committed: a listing read meanwhile may have reloaded the old prices.
      invalidateListingIndex(db);
      // The product's page, and every listing, search and box that shows or sorts by its price.
      await revalidator.notifyChanged([
        itemTags.product(variant.productSlug),
        itemTags.productId(variant.productId),
        groupTags.catalog,
      ]);
      return { data: price };
    },
  });
};
