import { toMinor } from '@shop/rules';
import type { Locale } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { PriceContext } from '../../http/price-context.ts';
import { cartSettings } from '../settings/index.ts';
import { chooseGift, removeGift } from './gifts.ts';
import type { CartChange } from './lines.ts';
import { ensureCart, touchCart, type CartOwner } from './owner.ts';
import { cartCurrency, priceSnapshot, readCartSnapshot, showCart } from './read.ts';

/** POST /api/v1/cart/items with type 'gift': chooses an order gift the cart reaches. */
export async function addGift(
  db: Db,
  owner: CartOwner,
  giftId: number,
  ctx: PriceContext,
  locale: Locale,
): Promise<CartChange> {
  return db.transaction(async (tx) => {
    const { cartId, newToken } = await ensureCart(tx, owner);
    const currency = await cartCurrency(tx, ctx);
    const settings = await cartSettings(tx, currency);
    const snapshot = await readCartSnapshot(tx, cartId, ctx, locale, [], { allGifts: true });
    const { cart: before } = priceSnapshot(snapshot, ctx, currency, settings);
    const limit = toMinor(before.prices.discountLimitPriceWithVat, currency.decimalPlaces);
    await chooseGift(tx, cartId, giftId, snapshot.giftsOffered, snapshot.products, limit);
    await touchCart(tx, cartId);
    return {
      cart: await showCart(tx, cartId, ctx, locale, settings),
      item: null,
      changedAmount: 0,
      newToken,
    };
  });
}

/** DELETE /api/v1/cart/gifts/{id} */
export async function removeChosenGift(
  db: Db,
  cartId: number | null,
  giftId: number,
  ctx: PriceContext,
  locale: Locale,
): Promise<CartChange> {
  await removeGift(db, cartId, giftId);
  return { cart: await showCart(db, cartId, ctx, locale), item: null, changedAmount: 0, newToken: null };
}
