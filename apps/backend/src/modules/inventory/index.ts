import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { stockAdminRoutes, type StockRevalidator } from './stock/admin-routes.ts';
import { stockWatchRoutes } from './watchers/routes.ts';
import type { VariantLookup } from './watchers/variants.ts';

export { stockOfVariants, variantsWithFreeStock, type VariantStock } from './stock/service.ts';
export {
  lockStock,
  returnOrderStock,
  StockShortage,
  type LockedStock,
  type StockLine,
} from './stock/take.ts';
export { createStockWatchJobHandlers } from './watchers/jobs.ts';
export { forgetStockWatches, stockWatchesOf } from './watchers/customer-data.ts';
export { setStockLevel, type StockLevel } from './stock/levels.ts';
export { setStockLevels, stockLevelsOf, warehouseCodes, type StockLevelRow } from './stock/import-levels.ts';
export { WATCH_LIMITS } from './watchers/routes.ts';
export type { StockRevalidator } from './stock/admin-routes.ts';
export type { VariantLookup, WatchedVariant } from './watchers/variants.ts';

/**
 * Stock: shoppers' watches of sold-out variants and the operator setting a
 * variant's pieces in a warehouse. The catalogue names the variants (handed in by the app, as the
 * catalogue itself reads stock from here).
 */
export const inventoryModule: FastifyPluginAsync<{
  db: Db;
  variants: VariantLookup;
  /** Tells the storefront which product pages a change of stock made stale. */
  revalidator: StockRevalidator;
}> = async (app, { db, variants, revalidator }) => {
  await app.register(stockWatchRoutes, { db, variants });
  await app.register(stockAdminRoutes, { db, variants, revalidator });
};
