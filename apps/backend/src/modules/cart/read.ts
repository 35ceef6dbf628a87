import { eq, sql } from 'drizzle-orm';
import type { Cart, Currency, Locale, Product } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { sqlIntArray } from '../../db/sql-arrays.ts';
import { HttpError, errorTitles } from '../../http/errors.ts';
import type { PriceContext } from '../../http/price-context.ts';
import { buildProducts, loadVariantPrices, visibleProductsOfVariants } from '../catalog/index.ts';
import { cartSettings, listCurrencies, type CartSettings } from '../settings/index.ts';
import { findCoupon } from './coupons.ts';
import { chosenGiftIds, dropChosenGifts, giftRows } from './gifts.ts';
import { emptyCart, priceCart, type CartRepairs, type LineInput } from './pricing.ts';
import { carts } from './tables.ts';

/** Loyalty credits are kept in crowns (customer.credit_movements). */
export const CREDITS_CURRENCY = 'CZK';

/** The request's currency as the shop has it; an unknown one is a bad request. */
export async function cartCurrency(db: Db | Tx, ctx: PriceContext): Promise<Currency> {
  const currency = (await listCurrencies(db as Db)).find((c) => c.code === ctx.currency);
  if (!currency) throw new HttpError(400, errorTitles.invalid, 'x-currency');
  return currency;
}

/** Products of the ids with every variant priced for the context, by id. */
export async function productsById(
  db: Db | Tx,
  productIds: number[],
  ctx: PriceContext,
  locale: Locale,
): Promise<Map<number, Product>> {
  if (productIds.length === 0) return new Map();
  const list = await buildProducts(db as Db, productIds, ctx, locale, new Set(['variants'] as const));
  return new Map(list.map((p) => [p.id, p]));
}

/**
 * The stored cart priced now, for the request's currency and the customer's verified groups, and
 * what the stored cart should lose (lines that can no longer be bought, gifts it no longer
 * reaches, a coupon that ran out), with the products it was priced from. Reads only: `showCart`
 * and the cart's changes apply the repairs.
 * `settings` may be passed by a caller that has read them already.
 */
export async function loadCart(
  db: Db | Tx,
  cartId: number | null,
  ctx: PriceContext,
  locale: Locale,
  settings?: CartSettings,
): Promise<{ cart: Cart; repairs: CartRepairs; products: Map<number, Product> }> {
  const currency = await cartCurrency(db, ctx);
  const shop = settings ?? (await cartSettings(db, currency));
  const base = {
    currency: ctx.currency,
    decimalPlaces: currency.decimalPlaces,
    freeShippingAt: shop.freeShippingAt,
    orderMinimumValue: shop.orderMinimumValue,
  };
  const none: CartRepairs = { itemIds: [], giftIds: [], dropCoupon: false };
  if (cartId === null) return { cart: emptyCart(base), repairs: none, products: new Map() };

  const [[stored], lines, offered, chosen] = await Promise.all([
    db.select({ code: carts.couponCode, credits: carts.credits }).from(carts).where(eq(carts.id, cartId)),
    queryRows<{ id: number; variant_id: number; amount: number }>(
      db,
      sql`select id, variant_id, amount from cart.cart_items where cart_id = ${cartId} order by created_at, id`,
    ),
    giftRows(db, ctx.currency),
    chosenGiftIds(db, cartId),
  ]);
  const [coupon, visible] = await Promise.all([
    stored?.code ? findCoupon(db, stored.code) : null,
    visibleProductsOfVariants(
      db,
      lines.map((l) => l.variant_id),
    ),
  ]);
  const chosenOffered = offered.filter((g) => chosen.includes(g.id));
  const products = await productsById(
    db,
    [
      ...new Set([
        ...[...visible.values()].map((v) => v.productId),
        ...chosenOffered.map((g) => g.product_id),
      ]),
    ],
    ctx,
    locale,
  );
  // Quantity prices depend on the amount: one price read per distinct amount above one, the
  // products' own prices for single pieces.
  const amounts = [...new Set(lines.filter((l) => l.amount > 1).map((l) => l.amount))];
  const pricedAt = new Map(
    await Promise.all(
      amounts.map(async (amount) => {
        const ids = lines.filter((l) => l.amount === amount).map((l) => l.variant_id);
        return [amount, await loadVariantPrices(db as Db, ids, ctx, amount)] as const;
      }),
    ),
  );
  const lineInputs: LineInput[] = lines.map((l) => {
    const found = visible.get(l.variant_id);
    const product = found ? (products.get(found.productId) ?? null) : null;
    const variant = product?.variants.find((v) => v.id === l.variant_id);
    const prices = l.amount > 1 ? pricedAt.get(l.amount)?.get(l.variant_id)?.prices : variant?.prices;
    return {
      id: l.id,
      variantId: l.variant_id,
      amount: l.amount,
      product,
      nPlusOne: found?.nPlusOne ?? null,
      prices: prices ?? null,
    };
  });
  // Credits are crowns: a cart in another currency spends none, nor does any while they are off.
  const credits = ctx.currency === CREDITS_CURRENCY && shop.loyaltyCreditsOn ? (stored?.credits ?? 0) : 0;
  const priced = priceCart({
    ...base,
    lines: lineInputs,
    coupon,
    credits,
    giftsOffered: offered,
    giftsChosen: chosen,
    giftProducts: products,
    now: new Date(),
  });
  return { ...priced, products };
}

/** The cart priced now, without changing what is stored (see loadCart). */
export async function readCart(
  db: Db | Tx,
  cartId: number | null,
  ctx: PriceContext,
  locale: Locale,
): Promise<Cart> {
  return (await loadCart(db, cartId, ctx, locale)).cart;
}

/** Takes out of the stored cart what it can no longer hold. */
export async function repairCart(db: Db | Tx, cartId: number, repairs: CartRepairs): Promise<void> {
  if (repairs.itemIds.length) {
    await db.execute(sql`delete from cart.cart_items where id = any(${sqlIntArray(repairs.itemIds)})`);
  }
  await dropChosenGifts(db, cartId, repairs.giftIds);
  if (repairs.dropCoupon) await db.update(carts).set({ couponCode: null }).where(eq(carts.id, cartId));
}

/**
 * The cart as its owner is shown it: priced now, and what it can no longer hold is taken out of
 * it on the way (reported once in `removedItems`), so the next look and the order agree with it.
 */
export async function showCart(
  db: Db | Tx,
  cartId: number | null,
  ctx: PriceContext,
  locale: Locale,
  settings?: CartSettings,
): Promise<Cart> {
  const { cart, repairs } = await loadCart(db, cartId, ctx, locale, settings);
  if (cartId !== null) await repairCart(db, cartId, repairs);
  return cart;
}
