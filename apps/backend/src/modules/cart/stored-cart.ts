import { sql } from 'drizzle-orm';

/** The stored cart as one query reads it: coupon, credits, chosen gifts and lines in their order. */
export interface StoredCart {
  couponCode: string | null;
  credits: number;
  giftIds: number[];
  lines: { id: number; variantId: number; amount: number }[];
}

/**
 * The columns of a stored cart `c` (cart.carts) with its chosen gifts and lines aggregated, so
 * that one statement reads the whole of it, locked or not.
 */
export const storedCartColumns = sql`c.id, c.coupon_code, c.credits,
  coalesce((select json_agg(g.gift_id) from cart.cart_gifts g where g.cart_id = c.id), '[]'::json) as gift_ids,
  coalesce((select json_agg(json_build_object('id', i.id, 'variant_id', i.variant_id, 'amount', i.amount)
                            order by i.created_at, i.id)
              from cart.cart_items i where i.cart_id = c.id), '[]'::json) as lines`;

/** A row of `storedCartColumns`. */
export interface StoredCartRow {
  id: number;
  coupon_code: string | null;
  credits: number;
  gift_ids: number[];
  lines: { id: number; variant_id: number; amount: number }[];
}

export const storedCartOf = (row: StoredCartRow): StoredCart => ({
  couponCode: row.coupon_code,
  credits: row.credits,
  giftIds: row.gift_ids,
  lines: row.lines.map((l) => ({ id: l.id, variantId: l.variant_id, amount: l.amount })),
});
