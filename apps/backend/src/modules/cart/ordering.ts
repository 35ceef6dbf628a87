import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import type { CartOwner } from './owner.ts';
import { storedCartColumns, storedCartOf, type StoredCart, type StoredCartRow } from './stored-cart.ts';
import { hashCartToken } from './token.ts';

/** A cart as placing an order sees it, locked for the rest of the transaction. */
export interface LockedCart {
  id: number;
  /** Set when the cart already became an order. */
  orderedAt: Date | null;
  /** Its coupon, credits, chosen gifts and lines as stored, before any pricing (see loadCart). */
  stored: StoredCart;
  /** The chosen gifts' variants: their stock is locked and checked with the lines'. */
  giftVariantIds: number[];
}

/**
 * The owner's cart, ordered or not, with its contents, locked (`for update`): concurrent placements
 * of one cart queue here, and each one after the first sees that the cart was ordered. One
 * statement: pricing reads the contents from here (loadCart takes the locked cart) instead of again.
 */
export async function lockCart(tx: Tx, owner: CartOwner): Promise<LockedCart | null> {
  const where =
    owner.accountId !== null
      ? // The customer's open cart, else one that became an order moments ago (the same order,
        // placed again by a repeated or concurrent call).
        sql`c.customer_id = ${owner.accountId}
            and (c.ordered_at is null or c.ordered_at > now() - interval '10 minutes')
            order by c.ordered_at is null desc, c.id desc limit 1`
      : owner.token
        ? sql`c.token_hash = ${hashCartToken(owner.token)} and c.customer_id is null`
        : null;
  if (!where) return null;
  const [row] = await queryRows<
    StoredCartRow & { ordered_at: Date | string | null; gift_variant_ids: number[] }
  >(
    tx,
    sql`select ${storedCartColumns}, c.ordered_at,
               coalesce((select json_agg(g.variant_id) from cart.cart_gifts cg join cart.gifts g on g.id = cg.gift_id
                          where cg.cart_id = c.id), '[]'::json) as gift_variant_ids
          from cart.carts c where ${where} for update of c`,
  );
  if (!row) return null;
  return {
    id: row.id,
    orderedAt: row.ordered_at === null ? null : new Date(row.ordered_at),
    stored: storedCartOf(row),
    giftVariantIds: row.gift_variant_ids,
  };
}

/**
 * The cart became an order: its token no longer finds a cart to fill (the next add starts one), and
 * the checkout details it kept go (the order has its own copy).
 */
export async function markCartOrdered(tx: Tx, cartId: number): Promise<void> {
  await tx.execute(
    sql`update cart.carts set ordered_at = now(), updated_at = now(), details = null where id = ${cartId}`,
  );
}
