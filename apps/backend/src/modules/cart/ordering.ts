import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import type { CartOwner } from './owner.ts';
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
 * The owner's cart, ordered or not, locked (`for update`): concurrent placements of one cart
 * queue here, and each one after the first sees that the cart was ordered.
 */
export async function lockCart(tx: Tx, owner: CartOwner): Promise<LockedCart | null> {
  const where =
    owner.accountId !== null
      ? // The customer's open cart, else one that became an order moments ago (the same order,
        // placed again by a repeated or concurrent call).
        sql`customer_id = ${owner.accountId}
            and (ordered_at is null or ordered_at > now() - interval '10 minutes')
            order by ordered_at is null desc, id desc limit 1`
      : owner.token
        ? sql`token_hash = ${hashCartToken(owner.token)} and customer_id is null`
        : null;
  if (!where) return null;
  const [row] = await queryRows<{
    id: number;
    ordered_at: Date | string | null;
    coupon_code: string | null;
    credits: number;
  }>(tx, sql`select id, ordered_at, coupon_code, credits from cart.carts where ${where} for update`);
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
