import { toMajor, toMinor } from '@shop/rules';
import { eq, sql } from 'drizzle-orm';
import type { Cart, CartDetails, Currency, Locale, OrderGift, Product } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { sqlIntArray } from '../../db/sql-arrays.ts';
import { HttpError, errorTitles } from '../../http/errors.ts';
import type { PriceContext } from '../../http/price-context.ts';
import { buildProductsOfVariants, pricesAtQuantity, type VariantProduct } from '../catalog/index.ts';
import { cartSettings, listCurrencies, type CartSettings } from '../settings/index.ts';
import { findCoupon, type Coupon } from './coupons.ts';
import { dropChosenGifts, giftOffers, giftRowsIn, orderGiftList, type GiftRow } from './gifts.ts';
import { emptyCart, priceCart, type CartRepairs, type LineInput } from './pricing.ts';
import type { LockedCart } from './ordering.ts';
import { openCartOf, type CartOwner } from './owner.ts';
import { storedCartColumns, storedCartOf, type StoredCart, type StoredCartRow } from './stored-cart.ts';
import { carts } from './tables.ts';

/** Loyalty credits are kept in crowns (customer.credit_movements). */
export const CREDITS_CURRENCY = 'CZK';

/** The request's currency as the shop has it; an unknown one is a bad request. */
export async function cartCurrency(db: Db | Tx, ctx: PriceContext): Promise<Currency> {
  const currency = (await listCurrencies(db as Db)).find((c) => c.code === ctx.currency);
  if (!currency) throw new HttpError(400, errorTitles.invalid, 'x-currency');
  return currency;
}

/** A cart by id, the owner's open cart, or one already read under lock; null: none. */
export type CartRef = number | CartOwner | LockedCart | null;

const noCart: StoredCart & { id: null } = {
  id: null,
  customerId: null,
  couponCode: null,
  credits: 0,
  giftIds: [],
  lines: [],
  details: null,
};

async function storedCart(db: Db | Tx, ref: CartRef): Promise<StoredCart & { id: number | null }> {
  if (ref !== null && typeof ref === 'object' && 'stored' in ref) return { id: ref.id, ...ref.stored };
  const where = ref === null ? null : typeof ref === 'number' ? sql`c.id = ${ref}` : openCartOf(ref);
  if (!where) return noCart;
  const [row] = await queryRows<StoredCartRow>(
    db,
    sql`select ${storedCartColumns} from cart.carts c where ${where}`,
  );
  return row ? { id: row.id, ...storedCartOf(row) } : noCart;
}

/** Everything a cart's price is made of, read in a handful of queries. */
export interface CartSnapshot {
  /** The cart read, null when there is none. */
  cartId: number | null;
  stored: StoredCart;
  coupon: Coupon | null;
  /** Visible products of the lines', the gifts' and `alsoVariants`' variants. */
  visible: Map<number, VariantProduct>;
  /** Those products, with every variant priced for one piece. */
  products: Map<number, Product>;
  giftsOffered: GiftRow[];
}

/**
 * Reads a cart for pricing; `alsoVariants` are variants about to be added, read in the same go;
 * `allGifts` also reads the products of every gift on offer.
 */
export async function readCartSnapshot(
  db: Db | Tx,
  cart: CartRef,
  ctx: PriceContext,
  locale: Locale,
  alsoVariants: number[] = [],
  { allGifts = false }: { allGifts?: boolean } = {},
): Promise<CartSnapshot> {
  const [{ id: cartId, ...stored }, offers] = await Promise.all([storedCart(db, cart), giftOffers(db)]);
  // The chosen gifts' products, or every offered gift's when the caller lists them all.
  const chosenOffers = allGifts ? offers : offers.filter((g) => stored.giftIds.includes(g.id));
  const [coupon, { products, visible }] = await Promise.all([
    stored.couponCode ? findCoupon(db, stored.couponCode) : null,
    buildProductsOfVariants(
      db,
      [...stored.lines.map((l) => l.variantId), ...chosenOffers.map((g) => g.variantId), ...alsoVariants],
      ctx,
      locale,
    ),
  ]);
  return {
    cartId,
    stored,
    coupon,
    visible,
    products,
    giftsOffered: giftRowsIn(offers, ctx.currency, visible),
  };
}

/** The checkout details as the cart answers them: all null (and no custom address) before any. */
export function cartDetailsShown(
  details: CartDetails | null,
): Pick<Cart, 'customer' | 'billingAddress' | 'shippingAddress' | 'hasCustomShippingAddress' | 'comment'> {
  return {
    customer: details?.customer ?? null,
    billingAddress: details?.billingAddress ?? null,
    shippingAddress: details?.shippingAddress ?? null,
    hasCustomShippingAddress: details?.hasCustomShippingAddress ?? false,
    comment: details ? details.comment : null,
  };
}

/** Prices a snapshot (see priceCart). */
export function priceSnapshot(
  snapshot: CartSnapshot,
  ctx: PriceContext,
  currency: Currency,
  shop: CartSettings,
): { cart: Cart; repairs: CartRepairs } {
  const lines: LineInput[] = snapshot.stored.lines.map((l) => {
    const found = snapshot.visible.get(l.variantId);
    const product = found ? (snapshot.products.get(found.productId) ?? null) : null;
    const variant = product?.variants.find((v) => v.id === l.variantId);
    const one = variant?.prices;
    return {
      id: l.id,
      variantId: l.variantId,
      amount: l.amount,
      product,
      nPlusOne: found?.nPlusOne ?? null,
      // Volume prices follow from the price of one piece: no second read per amount.
      prices: one
        ? pricesAtQuantity(one, l.amount, currency.decimalPlaces, variant.availability.quantityDecimals)
        : null,
      parentId: l.parentId,
      forCredits: l.forCredits,
      custom: l.custom,
    };
  });
  // Credits are crowns: a cart in another currency spends none, nor does any while they are off.
  const creditsSpendable = ctx.currency === CREDITS_CURRENCY && shop.loyaltyCreditsOn;
  const credits = creditsSpendable ? snapshot.stored.credits : 0;
  const priced = priceCart({
    currency: ctx.currency,
    decimalPlaces: currency.decimalPlaces,
    freeShippingAt: shop.freeShippingAt,
    orderMinimumValue: shop.orderMinimumValue,
    lines,
    coupon: snapshot.coupon,
    credits,
    creditsSpendable: creditsSpendable && snapshot.stored.customerId !== null,
    giftsOffered: snapshot.giftsOffered,
    giftsChosen: snapshot.stored.giftIds,
    giftProducts: snapshot.products,
    now: new Date(),
  });
  return { ...priced, cart: { ...priced.cart, ...cartDetailsShown(snapshot.stored.details) } };
}

/**
 * The stored cart priced now, for the request's currency and the customer's verified groups, and
 * what the stored cart should lose (lines that can no longer be bought, gifts it no longer
 * reaches, a coupon that ran out), with the products it was priced from. Reads only: `showCart`
 * and the cart's changes apply the repairs. `settings` may be passed by a caller that has read them.
 */
export async function loadCart(
  db: Db | Tx,
  ref: CartRef,
  ctx: PriceContext,
  locale: Locale,
  settings?: CartSettings,
): Promise<{ cartId: number | null; cart: Cart; repairs: CartRepairs; products: Map<number, Product> }> {
  const currency = await cartCurrency(db, ctx);
  const shop = settings ?? (await cartSettings(db, currency));
  const snapshot = ref === null ? null : await readCartSnapshot(db, ref, ctx, locale);
  if (snapshot?.cartId == null) {
    const cart = emptyCart({ currency: ctx.currency, ...shop });
    const repairs = { itemIds: [], giftIds: [], dropCoupon: false };
    return { cartId: null, cart, repairs, products: new Map() };
  }
  const priced = priceSnapshot(snapshot, ctx, currency, shop);
  return { cartId: snapshot.cartId, ...priced, products: snapshot.products };
}

/** The cart priced now, without changing what is stored (see loadCart). */
export async function readCart(db: Db | Tx, ref: CartRef, ctx: PriceContext, locale: Locale): Promise<Cart> {
  return (await loadCart(db, ref, ctx, locale)).cart;
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
  ref: CartRef,
  ctx: PriceContext,
  locale: Locale,
  settings?: CartSettings,
): Promise<Cart> {
  const { cartId, cart, repairs } = await loadCart(db, ref, ctx, locale, settings);
  if (cartId !== null) await repairCart(db, cartId, repairs);
  return cart;
}

/**
 * The cart priced now with the shop's order gifts judged against it, from one read of the cart and
 * every offered gift. Reads only (see loadCart).
 */
async function loadCartWithOrderGifts(db: Db, ref: CartRef, ctx: PriceContext, locale: Locale) {
  const currency = await cartCurrency(db, ctx);
  const [shop, snapshot] = await Promise.all([
    cartSettings(db, currency),
    readCartSnapshot(db, ref, ctx, locale, [], { allGifts: true }),
  ]);
  const priced = priceSnapshot(snapshot, ctx, currency, shop);
  const cart = snapshot.cartId === null ? emptyCart({ currency: ctx.currency, ...shop }) : priced.cart;
  return {
    cartId: snapshot.cartId,
    cart,
    repairs: priced.repairs,
    orderGifts: orderGiftsOf(snapshot, priced, currency),
  };
}

/** The cart as its owner is shown it (see showCart) with the order gifts: what the cart page shows. */
export async function showCartWithOrderGifts(
  db: Db,
  ref: CartRef,
  ctx: PriceContext,
  locale: Locale,
): Promise<{ cart: Cart; orderGifts: OrderGift[] }> {
  const { cartId, cart, repairs, orderGifts } = await loadCartWithOrderGifts(db, ref, ctx, locale);
  if (cartId !== null) await repairCart(db, cartId, repairs);
  return { cart, orderGifts };
}

/** GET /api/v1/order-gifts: the shop's gifts in the currency, judged against the caller's cart. */
export async function listOrderGifts(
  db: Db,
  ref: CartRef,
  ctx: PriceContext,
  locale: Locale,
): Promise<OrderGift[]> {
  return (await loadCartWithOrderGifts(db, ref, ctx, locale)).orderGifts;
}

/**
 * The shop's order gifts judged against a priced cart: what GET /api/v1/order-gifts and the
 * item-added dialog show. The snapshot must have read every offered gift (`allGifts`).
 */
export function orderGiftsOf(
  snapshot: CartSnapshot,
  priced: { cart: Cart; repairs: CartRepairs },
  currency: Currency,
): OrderGift[] {
  return orderGiftList(
    snapshot.giftsOffered,
    snapshot.products,
    toMinor(priced.cart.prices.discountLimitPriceWithVat, currency.decimalPlaces),
    snapshot.stored.giftIds.filter((id) => !priced.repairs.giftIds.includes(id)),
    (minor) => toMajor(minor, currency.decimalPlaces),
  );
}
