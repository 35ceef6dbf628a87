import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { openCartOf, type CartOwner } from './owner.ts';

/** The variants in the owner's open cart, in the order they were added; none without a cart. */
export async function cartVariantIds(db: Db, owner: CartOwner): Promise<number[]> {
  const where = openCartOf(owner);
  if (!where) return [];
  const rows = await queryRows<{ variant_id: number }>(
    db,
    sql`select i.variant_id from cart.cart_items i join cart.carts c on c.id = i.cart_id
         where ${where} order by i.created_at, i.id`,
  );
  return rows.map((r) => r.variant_id);
}
