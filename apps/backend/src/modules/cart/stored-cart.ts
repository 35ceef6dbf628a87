import { sql } from 'drizzle-orm';
import type { CartDetails } from '@shop/contract';

/** A stored cart line: a variant's pieces, maybe under another line, maybe bought with credits. */
export interface StoredLine {
  id: number;
  variantId: number;
  amount: number;
  parentId: number | null;
  separate: boolean;
  forCredits: boolean;
  custom: Record<string, unknown> | null;
}

/** The stored cart as one query reads it: coupon, credits, chosen gifts and lines in their order. */
export interface StoredCart {
  /** The customer whose cart it is; null: a guest's. */
  customerId: number | null;
  couponCode: string | null;
  credits: number;
  giftIds: number[];
  lines: StoredLine[];
  /** The checkout details kept with the cart; null: none yet. */
  details: CartDetails | null;
}

/**
 * The columns of a stored cart `c` (cart.carts) with its chosen gifts and lines aggregated, so
 * that one statement reads the whole of it, locked or not.
 */
export const storedCartColumns = sql`c.id, c.customer_id, c.coupon_code, c.credits, c.details,
  coalesce((select json_agg(g.gift_id) from cart.cart_gifts g where g.cart_id = c.id), '[]'::json) as gift_ids,
  coalesce((select json_agg(json_build_object('id', i.id, 'variant_id', i.variant_id, 'amount', i.amount,
                                              'parent_id', i.parent_id, 'separate', i.separate,
                                              'for_credits', i.for_credits, 'custom', i.custom)
                            order by i.created_at, i.id)
              from cart.cart_items i where i.cart_id = c.id), '[]'::json) as lines`;

/** A row of `storedCartColumns`. */
export interface StoredCartRow {
  id: number;
  customer_id: number | null;
  coupon_code: string | null;
  credits: number;
  details: CartDetails | null;
  gift_ids: number[];
  lines: {
    id: number;
    variant_id: number;
    amount: number;
    parent_id: number | null;
    separate: boolean;
    for_credits: boolean;
    custom: Record<string, unknown> | null;
  }[];
}

export const storedCartOf = (row: StoredCartRow): StoredCart => ({
  customerId: row.customer_id,
  couponCode: row.coupon_code,
  credits: row.credits,
  giftIds: row.gift_ids,
  details: row.details,
  lines: row.lines.map((l) => ({
    id: l.id,
    variantId: l.variant_id,
    amount: l.amount,
    parentId: l.parent_id,
    separate: l.separate,
    forCredits: l.for_credits,
    custom: l.custom,
  })),
});
