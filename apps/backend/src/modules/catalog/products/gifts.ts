import type { CurrencyCode, Locale } from '@shop/contract';
import { giftsEarnedFree, showsGiftFreeTag, toMinor } from '@shop/rules';
import type { Db } from '../../../db/client.ts';
import { databaseOf } from '../../../db/per-database-cache.ts';
import { translate } from '../../../http/locale.ts';
import { currencyDecimals } from '../../settings/index.ts';
import { catalogReference } from '../reference.ts';
import { availabilityOf } from './availability.ts';
import { loadProductData } from './data.ts';

/** An enabled order gift as the cart keeps it: its variant, and per currency its threshold and price (minor units, with VAT). */
export interface OrderGiftOffer {
  id: number;
  variantId: number;
  priceFrom: Partial<Record<CurrencyCode, number>>;
  prices: Partial<Record<CurrencyCode, number>>;
}

/** The shop's enabled order gifts; the cart owns them and the app hands them to the catalogue. */
export type OrderGiftOffers = (db: Db) => Promise<readonly OrderGiftOffer[]>;

const sources = new WeakMap<Db, OrderGiftOffers>();

/**
 * Hands the catalogue the order gifts of a database, when the app is put together (the cart sits
 * above the catalogue). Without them no product earns a gift.
 */
export function provideOrderGiftOffers(db: Db, offers: OrderGiftOffers): void {
  sources.set(databaseOf(db), offers);
}

/** A free order gift a product can earn, and whether it can be sent now. */
export interface EarnableGift {
  id: number;
  name: string;
  /** Threshold in minor units of the currency, with VAT. */
  priceFrom: number;
  price: number | null;
  isAvailable: boolean;
}

/**
 * The free order gifts that one piece priced at most `maxUnitPrice` (major units, with VAT) can
 * earn in the currency. A gift can be sent when its variant's product is visible and the variant
 * is available and, with stock checked, in stock (as the cart judges it); gifts whose product is
 * hidden are not offered at all.
 */
export async function freeGiftsUpTo(
  db: Db,
  currency: CurrencyCode,
  locale: Locale,
  maxUnitPrice: number,
): Promise<{ gifts: EarnableGift[]; minor: (major: number) => number }> {
  const decimals = await currencyDecimals(db, currency);
  const minor = (major: number) => toMinor(major, decimals);
  const source = sources.get(databaseOf(db));
  if (!source) return { gifts: [], minor };
  const offered = (await source(db)).map((o) => ({
    id: o.id,
    variantId: o.variantId,
    priceFrom: o.priceFrom[currency] ?? null,
    price: o.prices[currency] ?? null,
    isAvailable: true,
  }));
  const reachable = giftsEarnedFree(minor(maxUnitPrice), offered);
  if (reachable.length === 0) return { gifts: [], minor };
  const [ref, data] = await Promise.all([
    catalogReference(db),
    loadProductData(db, { visibleOfVariants: reachable.map((g) => g.variantId) }, locale),
  ]);
  const variants = new Map(
    [...data.values()].flatMap((p) => p.variants.map((v) => [v.id, { product: p, variant: v }] as const)),
  );
  const gifts = reachable.flatMap((g): EarnableGift[] => {
    const found = variants.get(g.variantId);
    if (!found) return [];
    const { product, variant } = found;
    const availability = availabilityOf({ ...variant, stock: variant.stock.total }, ref, locale);
    const inStock = !availability.checkStock || (availability.stock ?? 0) > 0;
    const variantName = translate(variant.name, locale);
    return [
      {
        id: g.id,
        name:
          product.variants.length > 1 && variantName && variantName !== product.name
            ? `${product.name} – ${variantName}`
            : product.name,
        priceFrom: g.priceFrom ?? 0,
        price: g.price,
        isAvailable: availability.isAvailable && inStock,
      },
    ];
  });
  return { gifts, minor };
}

/** The gifts one piece at `unitPrice` (major units, with VAT) earns, and whether that is the 'Dárek zdarma' tag. */
export function giftsOfPiece(
  found: { gifts: EarnableGift[]; minor: (major: number) => number },
  unitPrice: number,
): { gifts: EarnableGift[]; giftFree: boolean } {
  const price = found.minor(unitPrice);
  return { gifts: giftsEarnedFree(price, found.gifts), giftFree: showsGiftFreeTag(price, found.gifts) };
}
