import { sql } from 'drizzle-orm';
import type { StockLevelBody } from '@shop/contract';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { setStockLevel, type StockLevel } from '../../inventory/index.ts';
import { refreshProductListing } from '../listing/refresh.ts';
import { lockEditableProduct, type LockedProduct } from './product-write.ts';
import { refuse } from './refusals.ts';

/**
 * Sets a variant's pieces in a warehouse as the stock endpoint does (not below what unpaid orders
 * hold, written as a stock movement, watchers told), also for a product not published yet.
 */
export async function setProductVariantStock(
  tx: Tx,
  productId: number,
  variantId: number,
  body: StockLevelBody,
): Promise<{ product: LockedProduct; level: StockLevel }> {
  const product = await lockEditableProduct(tx, productId);
  const [variant] = await queryRows<{ id: number }>(
    tx,
    sql`select id from catalog.variants where id = ${variantId} and product_id = ${productId}`,
  );
  if (!variant) throw refuse(404, 'variantNotFound', 'variantId');
  const level = await setStockLevel(tx, variantId, body);
  // Whether the product is in stock is a listing filter.
  await refreshProductListing(tx, [productId]);
  return { product, level };
}
