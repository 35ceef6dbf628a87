import { CZK, toMinor } from '@shop/rules';
import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@shop/contract';
import { errorCodes } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { PriceContext } from '../../http/price-context.ts';
import { creditBalance, creditMessages } from '../customer/index.ts';
import { isFunctionOn } from '../settings/index.ts';
import type { CartChange } from './lines.ts';
import { ensureCart, type CartOwner } from './owner.ts';
import { CREDITS_CURRENCY, showCart } from './read.ts';
import { carts } from './tables.ts';

/**
 * POST /api/v1/cart/credits: how many whole crowns of the customer's loyalty credits to spend on
 * the cart, kept within the balance now (and within the total when the cart is priced). 0 stops
 * spending them. The order spends them again within the balance then, in its own transaction.
 */
export async function setCredits(
  db: Db,
  owner: CartOwner,
  crowns: number,
  ctx: PriceContext,
  locale: Locale,
): Promise<CartChange> {
  if (owner.accountId === null) {
    throw new HttpError(401, creditMessages.guest, 'credits', errorCodes.creditsForGuest);
  }
  // Spending none is always possible, so a cart never keeps credits it cannot use.
  if (crowns > 0) {
    if (!(await isFunctionOn(db, 'loyalty_credits'))) {
      throw new HttpError(409, creditMessages.off, 'credits', errorCodes.creditsOff);
    }
    if (ctx.currency !== CREDITS_CURRENCY) throw new HttpError(422, creditMessages.currency, 'credits');
  }
  const balance = crowns > 0 ? await creditBalance(db, owner.accountId) : 0;
  const wanted = toMinor(crowns, CZK.decimalPlaces);
  const kept = Math.min(wanted, balance);
  return db.transaction(async (tx) => {
    const { cartId, newToken } = await ensureCart(tx, owner);
    await tx
      .update(carts)
      .set({ credits: kept, updatedAt: sql`now()` })
      .where(eq(carts.id, cartId));
    const cart = await showCart(tx, cartId, ctx, locale);
    return { cart, item: null, changedAmount: kept < wanted ? 1 : 0, newToken };
  });
}
