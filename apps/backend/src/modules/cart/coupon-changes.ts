import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@shop/contract';
import { domainCode } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { PriceContext } from '../../http/price-context.ts';
import { couponReason, couponTitles, findCoupon } from './coupons.ts';
import type { CartChange } from './lines.ts';
import { ensureCart, type CartOwner } from './owner.ts';
import { showCart } from './read.ts';
import { carts } from './tables.ts';

/** POST /api/v1/cart/coupon: applies a coupon (422 with the reason when it cannot). */
export async function setCoupon(
  db: Db,
  owner: CartOwner,
  code: string,
  ctx: PriceContext,
  locale: Locale,
): Promise<CartChange> {
  const coupon = await findCoupon(db, code);
  const reason = couponReason(coupon, new Date(), ctx.currency);
  if (reason) throw new HttpError(422, couponTitles[reason], 'couponCode', domainCode('coupon', reason));
  return db.transaction(async (tx) => {
    const { cartId, newToken } = await ensureCart(tx, owner);
    await tx
      .update(carts)
      .set({ couponCode: coupon!.code, updatedAt: sql`now()` })
      .where(eq(carts.id, cartId));
    return { cart: await showCart(tx, cartId, ctx, locale), item: null, changedAmount: 0, newToken };
  });
}

/** DELETE /api/v1/cart/coupon */
export async function removeCoupon(
  db: Db,
  cartId: number | null,
  ctx: PriceContext,
  locale: Locale,
): Promise<CartChange> {
  if (cartId !== null) await db.update(carts).set({ couponCode: null }).where(eq(carts.id, cartId));
  return { cart: await showCart(db, cartId, ctx, locale), item: null, changedAmount: 0, newToken: null };
}
