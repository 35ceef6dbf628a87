import { asc, eq, sql } from 'drizzle-orm';
import { errorCodes, type CartGift, type CurrencyCode, type OrderGift, type Product } from '@shop/contract';
import { giftPrice } from '@shop/rules';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { errorTexts } from '../../http/error-texts.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { sqlIntArray } from '../../db/sql-arrays.ts';
import { perDatabaseCache } from '../../db/per-database-cache.ts';
import { gifts } from './tables.ts';

/** A gift that cannot be chosen (the cart is below its price_from, or it is out of stock). */
export const GIFT_NOT_AVAILABLE = errorTexts[errorCodes.giftNotAvailable].cs;

export interface GiftRow {
  id: number;
  variant_id: number;
  product_id: number;
  /** Minor units in the currency; null: not offered in it. */
  price_from: number | null;
  price: number | null;
}

/** An enabled gift as stored: prices per currency, minor units. */
export interface GiftOffer {
  id: number;
  variantId: number;
  priceFrom: Partial<Record<CurrencyCode, number>>;
  prices: Partial<Record<CurrencyCode, number>>;
}

// Every cart read judges the gifts; only a data load changes them.
const offerCache = perDatabaseCache(
  30_000,
  async (db): Promise<GiftOffer[]> =>
    (
      await db.select().from(gifts).where(eq(gifts.enabled, true)).orderBy(asc(gifts.position), asc(gifts.id))
    ).map((g) => ({
      id: g.id,
      variantId: g.variantId,
      priceFrom: (g.priceFrom ?? {}) as GiftOffer['priceFrom'],
      prices: (g.prices ?? {}) as GiftOffer['prices'],
    })),
  { fillFromTransactions: true },
);

/** Enabled gifts in their order, as stored. */
export const giftOffers = (db: Db | Tx): Promise<GiftOffer[]> => offerCache.get(db as Db);

/** Drops the cached gifts after a data load. */
export function invalidateGiftOffers(db: Db): void {
  offerCache.invalidate(db);
}

/** The gifts offered in the currency, given their variants' visible products (a hidden one is not). */
export function giftRowsIn(
  offers: GiftOffer[],
  currency: CurrencyCode,
  visible: Map<number, { productId: number }>,
): GiftRow[] {
  return offers.flatMap((g) => {
    const product = visible.get(g.variantId);
    const priceFrom = g.priceFrom[currency];
    return product && priceFrom !== undefined
      ? [
          {
            id: g.id,
            variant_id: g.variantId,
            product_id: product.productId,
            price_from: priceFrom,
            price: g.prices[currency] ?? null,
          },
        ]
      : [];
  });
}

export async function dropChosenGifts(db: Db | Tx, cartId: number, giftIds: number[]): Promise<void> {
  if (giftIds.length === 0) return;
  await db.execute(
    sql`delete from cart.cart_gifts where cart_id = ${cartId} and gift_id = any(${sqlIntArray(giftIds)})`,
  );
}

/** The gift's variant as the catalogue has it now, or undefined when it is gone. */
function giftVariant(row: GiftRow, products: Map<number, Product>) {
  const product = products.get(row.product_id);
  const variant = product?.variants.find((v) => v.id === row.variant_id);
  return product && variant ? { product, variant } : undefined;
}

/**
 * A gift can be chosen when the cart's items (with tax, after the coupon: discountLimitPriceWithVat,
 * minor units) reach its price_from and its variant can be sent.
 */
export function giftAvailable(row: GiftRow, products: Map<number, Product>, limitMinor: number): boolean {
  const found = giftVariant(row, products);
  if (!found || row.price_from === null) return false;
  const { variant } = found;
  const inStock = !variant.availability.checkStock || (variant.availability.stock ?? 0) > 0;
  return variant.availability.isAvailable && inStock && row.price_from <= limitMinor;
}

/**
 * A chosen gift as the cart shows it. Its price without VAT follows the cart's own VAT ratio
 * (scaled by original total without tax to with tax); a price of 0 or less is free.
 */
export function presentGift(
  row: GiftRow,
  products: Map<number, Product>,
  totals: { originalWithTax: number; originalWithoutTax: number },
  major: (minor: number) => number,
): { gift: CartGift; withTax: number; withoutTax: number } | null {
  const found = giftVariant(row, products);
  if (!found) return null;
  const priced =
    totals.originalWithTax > 0
      ? giftPrice({
          giftPriceWithTax: row.price ?? 0,
          totalOriginalWithTax: totals.originalWithTax,
          totalOriginalWithoutTax: totals.originalWithoutTax,
        })
      : null;
  const withTax = priced?.withTax ?? 0;
  const withoutTax = priced?.withoutTax ?? 0;
  return {
    gift: {
      id: row.id,
      variantId: row.variant_id,
      name: giftName(found.product, found.variant),
      priceFrom: major(row.price_from ?? 0),
      priceWithTax: major(withTax),
      priceWithoutTax: major(withoutTax),
      mainImage: found.variant.mainImage ?? found.product.mainImage,
    },
    withTax,
    withoutTax,
  };
}

function giftName(product: Product, variant: Product['variants'][number]): string {
  return product.variants.length > 1 && variant.name !== product.name
    ? `${product.name} – ${variant.name}`
    : product.name;
}

/** GET /api/v1/order-gifts: every gift of the currency, judged against the cart. */
export function orderGiftList(
  rows: GiftRow[],
  products: Map<number, Product>,
  limitMinor: number,
  chosen: number[],
  major: (minor: number) => number,
): OrderGift[] {
  return rows.flatMap((row) => {
    const found = giftVariant(row, products);
    if (!found) return [];
    return [
      {
        id: row.id,
        variantId: row.variant_id,
        name: giftName(found.product, found.variant),
        priceFrom: major(row.price_from ?? 0),
        priceWithTax: major(Math.max(row.price ?? 0, 0)),
        mainImage: found.variant.mainImage ?? found.product.mainImage,
        available: giftAvailable(row, products, limitMinor),
        selected: chosen.includes(row.id),
      },
    ];
  });
}

/** POST /api/v1/cart/items with type 'gift': choose a gift (choosing it twice is ignored). */
export async function chooseGift(
  tx: Tx,
  cartId: number,
  giftId: number,
  rows: GiftRow[],
  products: Map<number, Product>,
  limitMinor: number,
): Promise<void> {
  const row = rows.find((r) => r.id === giftId);
  if (!row) throw notFound('id');
  if (!giftAvailable(row, products, limitMinor))
    throw new HttpError(422, GIFT_NOT_AVAILABLE, 'id', errorCodes.giftNotAvailable);
  await tx.execute(
    sql`insert into cart.cart_gifts (cart_id, gift_id) values (${cartId}, ${giftId}) on conflict do nothing`,
  );
}

/** DELETE /api/v1/cart/gifts/{id} */
export async function removeGift(db: Db | Tx, cartId: number | null, giftId: number): Promise<void> {
  if (cartId === null) throw notFound('id');
  const rows = await queryRows<{ gift_id: number }>(
    db,
    sql`delete from cart.cart_gifts where cart_id = ${cartId} and gift_id = ${giftId} returning gift_id`,
  );
  if (rows.length === 0) throw notFound('id');
}
