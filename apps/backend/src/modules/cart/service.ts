import { CZK, toMajor, toMinor } from '@shop/rules';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Cart, CartItem, Locale, OrderGift, Prices, Product } from '@shop/contract';
import { MAX_CART_AMOUNT, domainCode, errorCodes } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { HttpError, errorTitles, notFound } from '../../http/errors.ts';
import type { PriceContext } from '../../http/price-context.ts';
import {
  buildProducts,
  loadVariantPrices,
  variantsByCodes,
  visibleProductsOfVariants,
} from '../catalog/index.ts';
import { sqlIntArray } from '../../db/sql-arrays.ts';
import { creditBalance, creditMessages } from '../customer/index.ts';
import {
  freeShippingAt,
  isFunctionOn,
  listCurrencies,
  orderMinimumValue,
  shoppingDisabledText,
} from '../settings/index.ts';
import {
  chooseGift,
  chosenGiftIds,
  dropChosenGifts,
  giftAvailable,
  giftRows,
  orderGiftList,
  presentGift,
  removeGift,
  type GiftRow,
} from './gifts.ts';
import {
  couponDiscount,
  couponProblem,
  couponReason,
  couponTitles,
  findCoupon,
  type Coupon,
} from './coupons.ts';
import { cartItems, carts } from './tables.ts';
import { hashCartToken, newCartToken } from './token.ts';

/** Spec §8 catalogue error catalogue: an unavailable product. */
export const NOT_IN_STOCK = 'Není skladem';

export interface CartChange {
  cart: Cart;
  item: CartItem | null;
  changedAmount: number;
  /** Set when this call created the cart. */
  newToken: string | null;
}

/** Loyalty credits are kept in crowns (customer.credit_movements). */
export const CREDITS_CURRENCY = 'CZK';

/** Whose cart a request addresses: a logged-in customer's own, otherwise the guest token's. */
export interface CartOwner {
  token: string | null;
  /** customer.accounts.id of the logged-in customer, or null for a guest. */
  accountId: number | null;
}

export const guestOwner = (token: string | null): CartOwner => ({ token, accountId: null });

/**
 * The owner's open cart, or null (no token, unknown token, or a cart that already became an order:
 * the next add then starts a new cart). A logged-in customer has one open cart, wherever they are.
 */
export async function findCartId(db: Db | Tx, owner: CartOwner): Promise<number | null> {
  if (owner.accountId !== null) {
    const [row] = await db
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.customerId, owner.accountId), isNull(carts.orderedAt)));
    return row?.id ?? null;
  }
  if (!owner.token) return null;
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(
      and(eq(carts.tokenHash, hashCartToken(owner.token)), isNull(carts.orderedAt), isNull(carts.customerId)),
    );
  return row?.id ?? null;
}

/**
 * The owner's cart, or a new one. A guest's new cart comes with a new token to hand out; a
 * customer's is found by the account (its token is never handed out), created once even when two
 * requests race for it.
 */
async function ensureCart(tx: Tx, owner: CartOwner): Promise<{ cartId: number; newToken: string | null }> {
  const cartId = await findCartId(tx, owner);
  if (cartId !== null) return { cartId, newToken: null };
  const token = newCartToken();
  if (owner.accountId !== null) {
    await queryRows(
      tx,
      sql`insert into cart.carts (token_hash, customer_id) values (${hashCartToken(token)}, ${owner.accountId})
          on conflict (customer_id) where customer_id is not null and ordered_at is null do nothing`,
    );
    return { cartId: (await findCartId(tx, owner))!, newToken: null };
  }
  const [created] = await tx
    .insert(carts)
    .values({ tokenHash: hashCartToken(token) })
    .returning({ id: carts.id });
  return { cartId: created!.id, newToken: token };
}

interface ItemRow {
  id: number;
  variant_id: number;
  amount: number;
  product_id: number | null;
  /** The product's 'N+1' promotion: of every n + 1 pieces, one is free. */
  n_plus_one: number | null;
}

async function itemRows(db: Db | Tx, cartId: number): Promise<ItemRow[]> {
  const rows = await queryRows<Pick<ItemRow, 'id' | 'variant_id' | 'amount'>>(
    db,
    sql`select i.id, i.variant_id, i.amount from cart.cart_items i
         where i.cart_id = ${cartId}
         order by i.created_at, i.id`,
  );
  // A line whose product was hidden or deleted has none.
  const products = await visibleProductsOfVariants(
    db,
    rows.map((r) => r.variant_id),
  );
  return rows.map((r) => {
    const product = products.get(r.variant_id);
    return { ...r, product_id: product?.productId ?? null, n_plus_one: product?.nPlusOne ?? null };
  });
}

/** Products of the variants, with every variant priced for the context. */
async function productsOf(db: Db | Tx, productIds: number[], ctx: PriceContext, locale: Locale) {
  if (productIds.length === 0) return new Map<number, Product>();
  const list = await buildProducts(db as Db, productIds, ctx, locale, new Set(['variants'] as const));
  return new Map(list.map((p) => [p.id, p]));
}

/** How many pieces of a variant one cart may hold: its own limit, and its stock when counted. */
function maxAmount(v: Product['variants'][number]): number {
  let max = Math.min(v.availability.amountMax ?? MAX_CART_AMOUNT, MAX_CART_AMOUNT);
  if (v.availability.checkStock) max = Math.min(max, Math.max(v.availability.stock ?? 0, 0));
  return max;
}

/** Pieces an 'N+1' promotion gives free in a line: one of every n + 1. */
export const freePiecesOf = (amount: number, nPlusOne: number | null) =>
  nPlusOne && nPlusOne > 0 ? Math.floor(amount / (nPlusOne + 1)) : 0;

/**
 * The cart priced now, for the request's currency and the customer's verified groups. Lines whose
 * product or variant disappeared, or that can no longer be bought, are deleted on the way and
 * reported in `removedItems` (spec §4 'after every cart data set', §8 invalid items); chosen gifts
 * the cart no longer reaches are dropped (spec §4 'Gifts').
 */
export async function readCart(
  db: Db | Tx,
  cartId: number | null,
  ctx: PriceContext,
  locale: Locale,
): Promise<Cart> {
  const currency = (await listCurrencies(db as Db)).find((c) => c.code === ctx.currency);
  if (!currency) throw new HttpError(400, errorTitles.invalid, 'x-currency');
  // Totals are summed in minor units, so that 0.1 + 0.2 stays 0.3.
  const decimals = currency.decimalPlaces;
  const major = (minor: number) => toMajor(minor, decimals);
  const [threshold, minimum] = await Promise.all([
    freeShippingAt(db as Db, currency),
    orderMinimumValue(db as Db, currency),
  ]);
  const empty: Cart = {
    currencyCode: ctx.currency,
    items: [],
    itemCount: 0,
    couponCode: null,
    gifts: [],
    removedItems: [],
    prices: {
      itemsWithTax: 0,
      itemsWithoutTax: 0,
      totalOriginalWithTax: 0,
      totalOriginalWithoutTax: 0,
      totalWithTax: 0,
      totalWithoutTax: 0,
      couponDiscountWithTax: 0,
      couponDiscountWithoutTax: 0,
      freeShippingByCoupon: false,
      giftsWithTax: 0,
      giftsWithoutTax: 0,
      creditsWithTax: 0,
      discountLimitPriceWithVat: 0,
      freeShippingAt: threshold,
      orderMinimumValue: minimum,
      orderMinimumRemaining: 0,
    },
  };
  if (cartId === null) return empty;
  const [{ coupon, credits: wantedCredits }, rows, giftList, chosen] = await Promise.all([
    appliedCoupon(db, cartId, ctx),
    itemRows(db, cartId),
    giftRows(db, ctx.currency),
    chosenGiftIds(db, cartId),
  ]);
  const chosenRows = giftList.filter((g) => chosen.includes(g.id));
  const live = rows.filter((r) => r.product_id !== null);
  const products = await productsOf(
    db,
    [...new Set([...live.map((r) => r.product_id!), ...chosenRows.map((g) => g.product_id)])],
    ctx,
    locale,
  );

  // Quantity prices depend on the amount: lines are priced at their own amounts, one query per
  // distinct amount rather than one per line.
  const byAmount = new Map<number, number[]>();
  for (const row of live) byAmount.set(row.amount, [...(byAmount.get(row.amount) ?? []), row.variant_id]);
  const pricedAt = new Map(
    await Promise.all(
      [...byAmount].map(
        async ([amount, ids]) => [amount, await loadVariantPrices(db as Db, ids, ctx, amount)] as const,
      ),
    ),
  );

  const items: CartItem[] = [];
  const removed: Cart['removedItems'] = [];
  const removedIds: number[] = rows.filter((r) => r.product_id === null).map((r) => r.id);
  for (const r of rows) if (r.product_id === null) removed.push({ variantId: r.variant_id, name: null });
  let [withTax, withoutTax, originalWithTax, originalWithoutTax] = [0, 0, 0, 0];
  for (const row of live) {
    const product = products.get(row.product_id!);
    const variant = product?.variants.find((v) => v.id === row.variant_id);
    const priced = variant ? pricedAt.get(row.amount)?.get(variant.id) : undefined;
    const shoppable =
      !!product &&
      !!variant &&
      !!priced &&
      product.visibility.saleable &&
      variant.availability.isAvailable &&
      priced.prices.unitWithTax > 0 &&
      maxAmount(variant) > 0;
    if (!shoppable) {
      removedIds.push(row.id);
      removed.push({ variantId: row.variant_id, name: product?.name ?? null });
      continue;
    }
    const free = freePiecesOf(row.amount, row.n_plus_one);
    const paid = row.amount - free;
    // Line totals in minor units: the unit price times the pieces that are paid for.
    const line = {
      withTax: toMinor(priced.prices.unitWithTax, decimals) * paid,
      withoutTax: toMinor(priced.prices.unitWithoutTax, decimals) * paid,
      originalWithTax: toMinor(priced.prices.unitOriginalWithTax, decimals) * row.amount,
      originalWithoutTax: toMinor(priced.prices.unitOriginalWithoutTax, decimals) * row.amount,
    };
    const prices: Prices = free
      ? { ...priced.prices, totalWithTax: major(line.withTax), totalWithoutTax: major(line.withoutTax) }
      : priced.prices;
    items.push({
      id: row.id,
      productId: product.id,
      variantId: variant.id,
      product: {
        name: product.name,
        slug: product.slug,
        categoryFullname: product.categoryFullname,
        marketingCode: product.marketingCode,
        catalogCode: product.catalogCode,
      },
      variant: {
        id: variant.id,
        name: variant.name,
        catalogCode: variant.catalogCode,
        mainImage: variant.mainImage ?? product.mainImage,
        unit: variant.unit,
      },
      shoppable,
      availability: variant.availability,
      amount: row.amount,
      prices,
      freePieces: free,
      attributes: {
        discount: prices.inDiscount || free > 0,
        promotion: row.n_plus_one ? { buy: row.n_plus_one, free: 1 } : null,
      },
    });
    withTax += toMinor(prices.totalWithTax, decimals);
    withoutTax += toMinor(prices.totalWithoutTax, decimals);
    originalWithTax += line.originalWithTax;
    originalWithoutTax += line.originalWithoutTax;
  }
  if (removedIds.length) {
    await db.execute(sql`delete from cart.cart_items where id = any(${sqlIntArray(removedIds)})`);
  }
  const off = coupon ? couponDiscount(coupon, withTax, ctx.currency) : 0;
  // Without VAT the discount is scaled by the items' own ratio, so mixed VAT rates stay right.
  const offWithoutTax = withTax > 0 ? Math.round((off * withoutTax) / withTax) : 0;
  const limit = withTax - off;

  const gifts: Cart['gifts'] = [];
  let [giftsWithTax, giftsWithoutTax] = [0, 0];
  const dropped: number[] = [];
  for (const row of chosenRows) {
    const shown = giftAvailable(row, products, limit)
      ? presentGift(row, products, { originalWithTax, originalWithoutTax }, major)
      : null;
    if (!shown) {
      dropped.push(row.id);
      continue;
    }
    gifts.push(shown.gift);
    giftsWithTax += shown.withTax;
    giftsWithoutTax += shown.withoutTax;
  }
  // Chosen gifts that are no longer offered at all (disabled, other currency) are dropped too.
  dropped.push(...chosen.filter((id) => !giftList.some((g) => g.id === id)));
  await dropChosenGifts(db, cartId, dropped);

  const minimumMinor = minimum === null ? 0 : toMinor(minimum, decimals);
  // Loyalty credits pay part of the total (never more), without VAT in the same proportion.
  const beforeCredits = limit + giftsWithTax;
  const credits = Math.min(wantedCredits, beforeCredits);
  const beforeCreditsWithoutTax = withoutTax - offWithoutTax + giftsWithoutTax;
  const creditsWithoutTax =
    beforeCredits > 0 ? Math.round((credits * beforeCreditsWithoutTax) / beforeCredits) : 0;
  return {
    ...empty,
    items,
    itemCount: items.reduce((n, i) => n + i.amount, 0),
    couponCode: coupon?.code ?? null,
    gifts,
    removedItems: removed,
    prices: {
      ...empty.prices,
      itemsWithTax: major(withTax),
      itemsWithoutTax: major(withoutTax),
      totalOriginalWithTax: major(originalWithTax),
      totalOriginalWithoutTax: major(originalWithoutTax),
      totalWithTax: major(beforeCredits - credits),
      totalWithoutTax: major(beforeCreditsWithoutTax - creditsWithoutTax),
      creditsWithTax: major(credits),
      couponDiscountWithTax: major(off),
      couponDiscountWithoutTax: major(offWithoutTax),
      freeShippingByCoupon: coupon?.kind === 'free_shipping',
      giftsWithTax: major(giftsWithTax),
      giftsWithoutTax: major(giftsWithoutTax),
      discountLimitPriceWithVat: major(limit),
      orderMinimumRemaining: items.length > 0 ? major(Math.max(minimumMinor - limit, 0)) : 0,
    },
  };
}

/**
 * The cart's coupon if it still applies (it may have expired or run out since it was entered);
 * one that no longer does is taken off the cart.
 */
async function appliedCoupon(
  db: Db | Tx,
  cartId: number,
  ctx: PriceContext,
): Promise<{ coupon: Coupon | null; credits: number }> {
  const [row] = await db
    .select({ code: carts.couponCode, credits: carts.credits })
    .from(carts)
    .where(eq(carts.id, cartId));
  // Credits are crowns: a cart in another currency spends none, nor does any while the shop has
  // them switched off.
  const kept = ctx.currency === CREDITS_CURRENCY ? (row?.credits ?? 0) : 0;
  const credits = kept > 0 && (await isFunctionOn(db as Db, 'loyalty_credits')) ? kept : 0;
  if (!row?.code) return { coupon: null, credits };
  const coupon = await findCoupon(db, row.code);
  if (couponProblem(coupon, new Date(), ctx.currency) === null) return { coupon, credits };
  await db.update(carts).set({ couponCode: null }).where(eq(carts.id, cartId));
  return { coupon: null, credits };
}

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
    return { cart: await readCart(tx, cartId, ctx, locale), item: null, changedAmount: 0, newToken };
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
  return { cart: await readCart(db, cartId, ctx, locale), item: null, changedAmount: 0, newToken: null };
}

/** A variant that can be put into a cart, with its product; 404 or 409 otherwise. */
async function purchasableVariant(db: Db | Tx, variantId: number, ctx: PriceContext, locale: Locale) {
  const found = (await visibleProductsOfVariants(db, [variantId])).get(variantId);
  if (!found) throw notFound('id');
  const product = (await productsOf(db, [found.productId], ctx, locale)).get(found.productId);
  const variant = product?.variants.find((v) => v.id === variantId);
  if (!product || !variant) throw notFound('id');
  const buyable =
    product.visibility.saleable && variant.availability.isAvailable && variant.prices.unitWithTax > 0;
  if (!buyable || maxAmount(variant) < 1) throw new HttpError(409, NOT_IN_STOCK, 'id', errorCodes.notInStock);
  return { product, variant };
}

/** Within the variant's minimum and maximum: the amount kept, and by how much it differs. */
function fit(variant: Product['variants'][number], wanted: number): { amount: number; changed: number } {
  const amount = Math.max(
    Math.min(wanted, maxAmount(variant)),
    Math.min(variant.availability.amountMin, maxAmount(variant)),
    1,
  );
  return { amount, changed: Math.abs(wanted - amount) };
}

async function touch(tx: Tx, cartId: number) {
  await tx
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}

/** POST /api/v1/cart/items: adds pieces of a variant (to its line if there is one). */
export async function addItem(
  db: Db,
  owner: CartOwner,
  variantId: number,
  amount: number,
  ctx: PriceContext,
  locale: Locale,
): Promise<CartChange> {
  const disabled = await shoppingDisabledText(db);
  if (disabled) throw new HttpError(409, disabled, 'id', errorCodes.shoppingOff);
  const { variant } = await purchasableVariant(db, variantId, ctx, locale);
  return db.transaction(async (tx) => {
    const { cartId, newToken } = await ensureCart(tx, owner);
    // The line exists (inserted here, or by a concurrent add, which this waits for) and is locked
    // while its new amount is decided, so two adds never lose one another.
    const inserted = await queryRows<{ id: number }>(
      tx,
      sql`insert into cart.cart_items (cart_id, variant_id, amount) values (${cartId}, ${variantId}, 1)
          on conflict (cart_id, variant_id) do nothing returning id`,
    );
    const [line] = await queryRows<{ id: number; amount: number }>(
      tx,
      sql`select id, amount from cart.cart_items where cart_id = ${cartId} and variant_id = ${variantId} for update`,
    );
    const { amount: kept, changed } = fit(variant, (inserted.length ? 0 : line!.amount) + amount);
    await tx.update(cartItems).set({ amount: kept }).where(eq(cartItems.id, line!.id));
    const itemId = line!.id;
    await touch(tx, cartId);
    const cart = await readCart(tx, cartId, ctx, locale);
    return { cart, item: cart.items.find((i) => i.id === itemId) ?? null, changedAmount: changed, newToken };
  });
}

/** PATCH /api/v1/cart/items/{id}: sets a line's amount; the line must be in the caller's cart. */
export async function updateItem(
  db: Db,
  cartId: number | null,
  itemId: number,
  amount: number,
  ctx: PriceContext,
  locale: Locale,
): Promise<CartChange> {
  if (cartId === null) throw notFound('id');
  return db.transaction(async (tx) => {
    const [line] = await queryRows<{ variant_id: number }>(
      tx,
      sql`select variant_id from cart.cart_items where id = ${itemId} and cart_id = ${cartId} for update`,
    );
    if (!line) throw notFound('id');
    const { variant } = await purchasableVariant(tx, line.variant_id, ctx, locale);
    const { amount: kept, changed } = fit(variant, amount);
    await tx
      .update(cartItems)
      .set({ amount: kept })
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)));
    await touch(tx, cartId);
    const cart = await readCart(tx, cartId, ctx, locale);
    return {
      cart,
      item: cart.items.find((i) => i.id === itemId) ?? null,
      changedAmount: changed,
      newToken: null,
    };
  });
}

/** DELETE /api/v1/cart/items/{id}, or every line when `itemId` is null (empty the cart). */
export async function removeItems(
  db: Db,
  cartId: number | null,
  itemId: number | null,
  ctx: PriceContext,
  locale: Locale,
): Promise<CartChange> {
  if (cartId === null) {
    if (itemId !== null) throw notFound('id');
    return { cart: await readCart(db, null, ctx, locale), item: null, changedAmount: 0, newToken: null };
  }
  if (itemId !== null) {
    const deleted = await db
      .delete(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
      .returning({ id: cartItems.id });
    if (deleted.length === 0) throw notFound('id');
  } else {
    await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  }
  // Spec §4: emptying the cart or removing its last line resets the loyalty credits to spend.
  await db.execute(
    sql`update cart.carts set credits = 0
         where id = ${cartId} and credits <> 0
           and not exists (select 1 from cart.cart_items where cart_id = ${cartId})`,
  );
  return { cart: await readCart(db, cartId, ctx, locale), item: null, changedAmount: 0, newToken: null };
}

/** Batch add: lines by variant id, or by catalogue code or EAN (order import). */
export interface BatchLine {
  id?: number;
  code?: string;
  amount: number;
}

/** Spec §8: a code the import names that the catalogue does not know. */
export const UNKNOWN_CODE = 'Produkt s tímto kódem neexistuje';

/**
 * POST /api/v1/cart/items/batch: adds every line it can, one after another into the same cart,
 * and reports the others (unknown code, sold out) by their index.
 */
export async function addBatch(
  db: Db,
  owner: CartOwner,
  lines: BatchLine[],
  ctx: PriceContext,
  locale: Locale,
): Promise<{
  cart: Cart;
  added: number;
  total: number;
  errors: { index: number; id: number | null; code: string | null; title: string }[];
  newToken: string | null;
}> {
  const codes = lines.flatMap((l) => (l.code ? [l.code] : []));
  const byCode = new Map<string, number>();
  if (codes.length) {
    const rows = await variantsByCodes(db, codes);
    for (const r of rows) {
      byCode.set(r.code.toUpperCase(), r.id);
      if (r.ean) byCode.set(r.ean, r.id);
    }
  }
  let current = owner;
  let newToken: string | null = null;
  let added = 0;
  const errors: { index: number; id: number | null; code: string | null; title: string }[] = [];
  for (const [index, line] of lines.entries()) {
    const id = line.id ?? byCode.get(line.code!.toUpperCase()) ?? byCode.get(line.code!);
    if (id === undefined) {
      errors.push({ index, id: null, code: line.code ?? null, title: UNKNOWN_CODE });
      continue;
    }
    try {
      const change = await addItem(db, current, id, line.amount, ctx, locale);
      if (change.newToken) {
        newToken = change.newToken;
        current = { ...current, token: newToken };
      }
      added += 1;
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      errors.push({
        index,
        id,
        code: line.code ?? null,
        title: e.statusCode === 404 ? UNKNOWN_CODE : e.title,
      });
    }
  }
  const cart = await readCart(db, await findCartId(db, current), ctx, locale);
  return { cart, added, total: lines.length, errors, newToken };
}

/** Products of the gifts' variants, priced for the context (for names, images and stock). */
async function giftProducts(db: Db | Tx, rows: GiftRow[], ctx: PriceContext, locale: Locale) {
  return productsOf(db, [...new Set(rows.map((g) => g.product_id))], ctx, locale);
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
    const before = await readCart(tx, cartId, ctx, locale);
    const rows = await giftRows(tx, ctx.currency);
    const decimals = (await listCurrencies(tx as unknown as Db)).find(
      (c) => c.code === ctx.currency,
    )!.decimalPlaces;
    const limit = toMinor(before.prices.discountLimitPriceWithVat, decimals);
    await chooseGift(tx, cartId, giftId, rows, await giftProducts(tx, rows, ctx, locale), limit);
    await touch(tx, cartId);
    return { cart: await readCart(tx, cartId, ctx, locale), item: null, changedAmount: 0, newToken };
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
  return { cart: await readCart(db, cartId, ctx, locale), item: null, changedAmount: 0, newToken: null };
}

/** GET /api/v1/order-gifts: the shop's gifts in the currency, judged against the caller's cart. */
export async function listOrderGifts(
  db: Db,
  cartId: number | null,
  ctx: PriceContext,
  locale: Locale,
): Promise<OrderGift[]> {
  const [cart, rows, chosen, currencies] = await Promise.all([
    readCart(db, cartId, ctx, locale),
    giftRows(db, ctx.currency),
    cartId === null ? Promise.resolve([]) : chosenGiftIds(db, cartId),
    listCurrencies(db),
  ]);
  const decimals = currencies.find((c) => c.code === ctx.currency)!.decimalPlaces;
  const products = await giftProducts(db, rows, ctx, locale);
  return orderGiftList(
    rows,
    products,
    toMinor(cart.prices.discountLimitPriceWithVat, decimals),
    chosen,
    (minor) => toMajor(minor, decimals),
  );
}

/** Spec §6 and the credits' own rules, in Czech. */

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
  if (owner.accountId === null)
    throw new HttpError(401, creditMessages.guest, 'credits', errorCodes.creditsForGuest);
  // Spending none is always possible, so a cart never keeps credits it cannot use.
  if (crowns > 0) {
    if (!(await isFunctionOn(db, 'loyalty_credits')))
      throw new HttpError(409, creditMessages.off, 'credits', errorCodes.creditsOff);
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
    const cart = await readCart(tx, cartId, ctx, locale);
    return { cart, item: null, changedAmount: kept < wanted ? 1 : 0, newToken };
  });
}

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
