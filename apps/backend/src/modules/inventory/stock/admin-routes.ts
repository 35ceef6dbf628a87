import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  itemTags,
  stockLevelBody,
  stockLevelResponse,
  stockWatchParams,
} from '@shop/contract';
import type { Db } from '../../../db/client.ts';
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
  app.put(
    '/api/admin/v1/stock/:variantId',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary:
          "Set a variant's pieces in a warehouse (by code), not below what unpaid orders hold there; written as a stock movement ('restock' or 'correction'). A variant back in stock gets its watchers e-mailed once and its product page revalidated",
        params: stockWatchParams,
        body: stockLevelBody,
        response: {
          200: stockLevelResponse,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (req) => {
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
  );
};
