import { eq, sql } from 'drizzle-orm';
import type { Cart, CartDetails, Locale } from '@shop/contract';
import { checkoutDetailsErrors } from '@shop/rules';
import type { Db } from '../../db/client.ts';
import { notFound, refuseFields } from '../../http/errors.ts';
import type { PriceContext } from '../../http/price-context.ts';
import { findCartId, type CartOwner } from './owner.ts';
import { showCart } from './read.ts';
import { carts } from './tables.ts';

/**
 * PUT /api/v1/cart/customer: keeps the checkout details entered so far with the owner's open cart
 * (replacing what it kept). Filled fields must pass the order's field rules (422 with a message per
 * field); empty ones may wait. Only the cart's owner reaches it: the guest's token or the customer's
 * log-in finds the cart, nothing else does (404 without one).
 */
export async function saveCartDetails(
  db: Db,
  owner: CartOwner,
  details: CartDetails,
  ctx: PriceContext,
  locale: Locale,
): Promise<Cart> {
  refuseFields(checkoutDetailsErrors(details));
  const cartId = await findCartId(db, owner);
  if (cartId === null) throw notFound();
  await db
    .update(carts)
    .set({ details, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
  return showCart(db, cartId, ctx, locale);
}
