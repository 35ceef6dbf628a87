import { toMajor, toMinor } from '@shop/rules';
import type { Locale, OrderGift, Product } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { PriceContext } from '../../http/price-context.ts';
import { chooseGift, chosenGiftIds, giftRows, orderGiftList, removeGift, type GiftRow } from './gifts.ts';
import type { CartChange } from './lines.ts';
import { ensureCart, touchCart, type CartOwner } from './owner.ts';
import { cartCurrency, loadCart, productsById, showCart } from './read.ts';

/** Products of the gifts' variants, priced for the context (for names, images and stock). */
function giftProducts(
  db: Db | Tx,
  rows: GiftRow[],
  ctx: PriceContext,
  locale: Locale,
): Promise<Map<number, Product>> {
  return productsById(db, [...new Set(rows.map((g) => g.product_id))], ctx, locale);
}

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
    const [{ cart: before }, rows, currency] = await Promise.all([
      loadCart(tx, cartId, ctx, locale),
      giftRows(tx, ctx.currency),
      cartCurrency(tx, ctx),
    ]);
    const limit = toMinor(before.prices.discountLimitPriceWithVat, currency.decimalPlaces);
    await chooseGift(tx, cartId, giftId, rows, await giftProducts(tx, rows, ctx, locale), limit);
    await touchCart(tx, cartId);
    return { cart: await showCart(tx, cartId, ctx, locale), item: null, changedAmount: 0, newToken };
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

/** GET /api/v1/order-gifts: the shop's gifts in the currency, judged against the caller's cart. */
export async function listOrderGifts(
  db: Db,
  cartId: number | null,
  ctx: PriceContext,
  locale: Locale,
): Promise<OrderGift[]> {
  const [{ cart }, rows, chosen, currency] = await Promise.all([
    loadCart(db, cartId, ctx, locale),
    giftRows(db, ctx.currency),
    cartId === null ? Promise.resolve([]) : chosenGiftIds(db, cartId),
    cartCurrency(db, ctx),
  ]);
  const decimals = currency.decimalPlaces;
  return orderGiftList(
    rows,
    await giftProducts(db, rows, ctx, locale),
    toMinor(cart.prices.discountLimitPriceWithVat, decimals),
    chosen,
    (minor) => toMajor(minor, decimals),
  );
}
