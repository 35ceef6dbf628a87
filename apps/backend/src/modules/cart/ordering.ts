import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { hashCartToken } from './token.ts';

/** A cart as placing an order sees it, locked for the rest of the transaction. */
export interface LockedCart {
  id: number;
  /** Set when the cart already became an order. */
  orderedAt: Date | null;
  couponCode: string | null;
  /** Loyalty credits the customer wants to spend (minor units). */
  credits: number;
}

/**
 * The token's cart, ordered or not, locked (`for update`): concurrent placements of one cart
 * queue here, and each one after the first sees that the cart was ordered.
 */
export async function lockCartByToken(tx: Tx, token: string | null): Promise<LockedCart | null> {
  if (!token) return null;
  const [row] = await queryRows<{
    id: number;
    ordered_at: Date | string | null;
    coupon_code: string | null;
    credits: number;
  }>(
    tx,
    sql`select id, ordered_at, coupon_code, credits from cart.carts
         where token_hash = ${hashCartToken(token)} for update`,
  );
  if (!row) return null;
  return {
    id: row.id,
    orderedAt: row.ordered_at === null ? null : new Date(row.ordered_at),
    couponCode: row.coupon_code,
    credits: row.credits,
  };
}

/**
 * The cart's lines and chosen gifts as stored, before any pricing: what stock to lock and check
 * first, in the order the cart lists them.
 */
export async function cartStockLines(
  tx: Tx,
  cartId: number,
): Promise<{ items: { variantId: number; amount: number }[]; giftVariantIds: number[] }> {
  const [items, gifts] = await Promise.all([
    queryRows<{ variant_id: number; amount: number }>(
      tx,
      sql`select variant_id, amount from cart.cart_items where cart_id = ${cartId} order by created_at, id`,
    ),
    queryRows<{ variant_id: number }>(
      tx,
      sql`select g.variant_id from cart.cart_gifts c join cart.gifts g on g.id = c.gift_id
           where c.cart_id = ${cartId}`,
    ),
  ]);
  return {
    items: items.map((r) => ({ variantId: r.variant_id, amount: r.amount })),
    giftVariantIds: gifts.map((g) => g.variant_id),
  };
}

/** The cart became an order: its token no longer finds a cart to fill (the next add starts one). */
export async function markCartOrdered(tx: Tx, cartId: number): Promise<void> {
  await tx.execute(sql`update cart.carts set ordered_at = now(), updated_at = now() where id = ${cartId}`);
}
