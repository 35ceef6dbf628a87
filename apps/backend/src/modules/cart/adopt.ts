import { eq, sql } from 'drizzle-orm';
import { MAX_CART_AMOUNT } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { findCartId, guestOwner } from './owner.ts';
import { carts } from './tables.ts';

/**
 * At log-in, the guest's cart joins the customer's: shared lines of the same variant add up (the amounts
 * are fitted to stock when the cart is read), a coupon is kept unless the customer's cart has one,
 * the checkout details just entered as a guest win over older ones, and the guest cart is gone. Without a customer cart the guest cart simply becomes it.
 */
export async function adoptGuestCart(db: Db, token: string | null, accountId: number): Promise<void> {
  if (!token) return;
  await db.transaction(async (tx) => {
    const guestId = await findCartId(tx, guestOwner(token));
    if (guestId === null) return;
    // Locked, then checked again: a concurrent log-in with the same token may have taken it already.
    const [still] = await queryRows<{ id: number }>(
      tx,
      sql`select id from cart.carts
           where id = ${guestId} and customer_id is null and ordered_at is null for update`,
    );
    if (!still) return;
    const ownId = await findCartId(tx, { token: null, accountId });
    if (ownId === null) {
      await tx
        .update(carts)
        .set({ customerId: accountId, updatedAt: sql`now()` })
        .where(eq(carts.id, guestId));
      return;
    }
    // A shared line of the guest's joins the customer's line of the variant (its lines under it
    // follow); every other line simply moves over.
    const twins = sql`select g.id as guest_line, o.id as own_line, g.amount
                        from cart.cart_items g join cart.cart_items o
                          on o.cart_id = ${ownId} and o.variant_id = g.variant_id
                         and o.for_credits = g.for_credits and not o.separate
                       where g.cart_id = ${guestId} and not g.separate`;
    await tx.execute(sql`
      update cart.cart_items i set parent_id = t.own_line from (${twins}) t where i.parent_id = t.guest_line`);
    await tx.execute(sql`
      update cart.cart_items i set amount = least(i.amount + t.amount, ${MAX_CART_AMOUNT})
        from (${twins}) t where i.id = t.own_line`);
    await tx.execute(sql`
      update cart.cart_items set cart_id = ${ownId}
       where cart_id = ${guestId} and id not in (select guest_line from (${twins}) t)`);
    await tx.execute(sql`
      update cart.carts own set coupon_code = coalesce(own.coupon_code, guest.coupon_code),
                                details = coalesce(guest.details, own.details), updated_at = now()
        from cart.carts guest where own.id = ${ownId} and guest.id = ${guestId}`);
    await tx.delete(carts).where(eq(carts.id, guestId));
  });
}
