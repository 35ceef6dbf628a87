import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMediaApi, itemTags } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { notFound } from '../../../http/errors.ts';
import type { VariantLookup } from '../watchers/variants.ts';
import { actorOf, audited } from '../../operator/index.ts';
import { setStockLevel } from './levels.ts';

/**
 * Tells the storefront which cached pages changed (the CMS's revalidator, handed in by the app,
 * which also queues the product feeds' rebuild when a product's page is stale).
 */
export interface StockRevalidator {
  notifyChanged(tags: string[]): Promise<boolean>;
}

/** The operator's stock endpoint (/api/admin/v1): for operators who may change the catalogue. */
export const stockAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  variants: VariantLookup;
  revalidator: StockRevalidator;
}> = async (app, { db, variants, revalidator }) => {
  app.route({
    ...routeOf(adminMediaApi.setStock),
    config: { permission: 'catalogue' },
    handler: async (req) => {
      const { variantId } = req.params;
      const variant = (await variants(db, [variantId], 'cs')).get(variantId);
      if (!variant) throw notFound('variantId');
      const level = await audited(
        db,
        actorOf(req),
        (tx) => setStockLevel(tx, variantId, req.body),
        ({ previousQuantity, ...after }) => ({
          action: 'stock.set',
          objectType: 'variant',
          objectId: variantId,
          before: { warehouse: after.warehouse, quantity: previousQuantity },
          after: { ...after, reason: req.body.reason },
        }),
      );
      // The product page and the product feeds show the stock: stale now.
      await revalidator.notifyChanged([
        itemTags.product(variant.productSlug),
        itemTags.productId(variant.productId),
      ]);
      const { previousQuantity: _audited, ...shown } = level;
      return { data: shown };
    },
  });
};
