import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { sqlIntArray } from '../../db/sql-arrays.ts';

/*
 * What the orders say about products, for recommendations. Only bought lines count (an order gift
 * was not chosen by the shopper) and only orders that were not cancelled.
 */

/**
 * The products most often bought in the same order as any of `productIds` (those themselves left
 * out): by the number of such orders, then by the pieces bought, then by id.
 */
export async function productsBoughtTogether(db: Db, productIds: number[], limit: number): Promise<number[]> {
  if (productIds.length === 0 || limit <= 0) return [];
  const ids = sqlIntArray([...new Set(productIds)]);
  const rows = await queryRows<{ product_id: number }>(
    db,
    sql`select other.product_id
          from orders.order_items mine
          join orders.orders o on o.id = mine.order_id and o.status <> 'cancelled'
          join orders.order_items other on other.order_id = mine.order_id and other.kind = 'item'
         where mine.product_id = any(${ids}) and mine.kind = 'item' and other.product_id <> all(${ids})
         group by other.product_id
         order by count(distinct other.order_id) desc, sum(other.amount) desc, other.product_id
         limit ${limit}`,
  );
  return rows.map((r) => r.product_id);
}

/**
 * Of `among`, the products sold best: by pieces bought, then by the number of orders, then by id.
 * Products never bought are left out.
 */
export async function bestsellingProducts(db: Db, among: number[], limit: number): Promise<number[]> {
  if (among.length === 0 || limit <= 0) return [];
  const rows = await queryRows<{ product_id: number }>(
    db,
    sql`select i.product_id
          from orders.order_items i
          join orders.orders o on o.id = i.order_id and o.status <> 'cancelled'
          join unnest(${sqlIntArray([...new Set(among)])}) as wanted(id) on wanted.id = i.product_id
         where i.kind = 'item'
         group by i.product_id
         order by sum(i.amount) desc, count(distinct i.order_id) desc, i.product_id
         limit ${limit}`,
  );
  return rows.map((r) => r.product_id);
}
