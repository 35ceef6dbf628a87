import { eq, sql } from 'drizzle-orm';
import { MAX_CART_AMOUNT } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { findCartId, guestOwner } from './owner.ts';
import { carts } from './tables.ts';

/**
 * At log-in, the guest's cart joins the customer's: lines of the same variant add up (the amounts
 * are fitted to stock when the cart is read), a coupon is kept unless the customer's cart has one,
 * and the guest cart is gone. Without a customer cart the guest cart simply becomes it.
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
    await tx.execute(sql`
      insert into cart.cart_items (cart_id, variant_id, amount)
      select ${ownId}, variant_id, amount from cart.cart_items where cart_id = ${guestId}
      on conflict (cart_id, variant_id)
        do update set amount = least(cart.cart_items.amount + excluded.amount, ${MAX_CART_AMOUNT})`);
    await tx.execute(sql`
      update cart.carts own set coupon_code = coalesce(own.coupon_code, guest.coupon_code), updated_at = now()
        from cart.carts guest where own.id = ${ownId} and guest.id = ${guestId}`);
    await tx.delete(carts).where(eq(carts.id, guestId));
  });
}
