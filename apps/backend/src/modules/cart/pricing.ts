import { lineTotal, orderMinimumRemaining, toMajor, toMinor } from '@shop/rules';
import type { Cart, CartItem, CurrencyCode, Prices, Product } from '@shop/contract';
import { MAX_CART_AMOUNT } from '@shop/contract';
import { couponDiscount, couponProblem, type Coupon } from './coupons.ts';
import { giftAvailable, presentGift, type GiftRow } from './gifts.ts';

type Variant = Product['variants'][number];

/** A stored cart line with what the catalogue says of it now. */
export interface LineInput {
  id: number;
  variantId: number;
  amount: number;
  /** The line's visible product with its variants, or null when it was hidden or deleted. */
  product: Product | null;
  /** The product's 'N+1' promotion: of every n + 1 pieces, one is free. */
  nPlusOne: number | null;
  /** The variant's prices at the line's amount (quantity prices apply), or null without a price. */
  prices: Prices | null;
  parentId: number | null;
  /** Bought with loyalty credits at the product's credit price. */
  forCredits: boolean;
  custom: Record<string, unknown> | null;
}

/** Everything a cart's price depends on, read beforehand: pricing itself reads and writes nothing. */
export interface PricingInput {
  currency: CurrencyCode;
  decimalPlaces: number;
  freeShippingAt: number | null;
  orderMinimumValue: number | null;
  lines: LineInput[];
  /** The coupon entered on the cart, as the catalogue of coupons has it now. */
  coupon: Coupon | null;
  /** Loyalty credits the shopper wants to spend, minor units (0 where they cannot be spent). */
  credits: number;
  /** Lines may be bought with credits (a customer's cart in crowns, credits on); else they go. */
  creditsSpendable: boolean;
  /** The gifts offered in the currency, the ones chosen, and their products. */
  giftsOffered: GiftRow[];
  giftsChosen: number[];
  giftProducts: Map<number, Product>;
  now: Date;
}

/** What the stored cart should lose because it can no longer be what it was. */
export interface CartRepairs {
  /** Lines whose product or variant is gone or can no longer be bought. */
  itemIds: number[];
  /** Chosen gifts the cart no longer reaches, or that are no longer offered. */
  giftIds: number[];
  /** The coupon expired or ran out since it was entered. */
  dropCoupon: boolean;
}

/** How many pieces of a variant one cart may hold: its own limit, and its stock when counted. */
export function maxAmount(v: Variant, perLine: number = MAX_CART_AMOUNT): number {
  let max = Math.min(v.availability.amountMax ?? MAX_CART_AMOUNT, MAX_CART_AMOUNT, perLine);
  if (v.availability.checkStock) max = Math.min(max, Math.max(v.availability.stock ?? 0, 0));
  return max;
}

/** Pieces an 'N+1' promotion gives free in a line: one of every n + 1. */
export const freePiecesOf = (amount: number, nPlusOne: number | null) =>
  nPlusOne && nPlusOne > 0 ? Math.floor(amount / (nPlusOne + 1)) : 0;

/** An empty cart in the currency, with the shop's thresholds. */
export function emptyCart(
  input: Pick<PricingInput, 'currency' | 'freeShippingAt' | 'orderMinimumValue'>,
): Cart {
  return {
    currencyCode: input.currency,
    items: [],
    itemCount: 0,
    couponCode: null,
    customer: null,
    billingAddress: null,
    shippingAddress: null,
    hasCustomShippingAddress: false,
    comment: null,
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
      itemCredits: 0,
      discountLimitPriceWithVat: 0,
      freeShippingAt: input.freeShippingAt,
      orderMinimumValue: input.orderMinimumValue,
      orderMinimumRemaining: 0,
      freeShippingRemaining: null,
    },
  };
}

function cartItem(
  line: LineInput,
  product: Product,
  variant: Variant,
  prices: Prices,
  free: number,
): CartItem {
  return {
    id: line.id,
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
    shoppable: {
      id: variant.id,
      name: variant.name,
      marketingCode: variant.marketingCode,
      warehouses: variant.warehouses.map((w) => ({ id: w.id, stock: w.stock })),
    },
    availability: variant.availability,
    amount: line.amount,
    prices,
    freePieces: free,
    parentId: line.parentId,
    forCredits: line.forCredits,
    creditPrice: line.forCredits ? product.creditPrice! : null,
    custom: line.custom,
    attributes: {
      discount: prices.inDiscount || free > 0,
      promotion: line.nPlusOne ? { buy: line.nPlusOne, free: 1 } : null,
    },
  };
}

/** A line bought with credits costs no money: its prices are 0, its credits are counted apart. */
const paidWithCredits = (prices: Prices): Prices => ({
  ...prices,
  unitWithTax: 0,
  unitWithoutTax: 0,
  unitOriginalWithTax: 0,
  unitOriginalWithoutTax: 0,
  originalWithTax: 0,
  originalWithoutTax: 0,
  totalWithTax: 0,
  totalWithoutTax: 0,
  percentageDiscount: 0,
  inDiscount: false,
  quantityPrices: [],
});

/**
 * The cart priced: lines that can still be bought (the others are reported in `removedItems`), the
 * 'N+1' pieces free, the coupon spread over the items (without VAT by the items' own ratio, so
 * mixed VAT rates stay right), the chosen gifts the cart still reaches, loyalty credits paying
 * part of the total (never more), and what is left to the minimum order. Sums are kept in minor
 * units, so that 0.1 + 0.2 stays 0.3. Also says what the stored cart should lose.
 */
export function priceCart(input: PricingInput): { cart: Cart; repairs: CartRepairs } {
  const { decimalPlaces } = input;
  const major = (minor: number) => toMajor(minor, decimalPlaces);
  const minor = (amount: number) => toMinor(amount, decimalPlaces);
  const empty = emptyCart(input);
  const repairs: CartRepairs = { itemIds: [], giftIds: [], dropCoupon: false };

  const items: CartItem[] = [];
  const removed: Cart['removedItems'] = [];
  let [withTax, withoutTax, originalWithTax, originalWithoutTax] = [0, 0, 0, 0];
  let itemCredits = 0;
  const kept = new Set<number>();
  for (const line of input.lines) {
    const { product, prices } = line;
    const variant = product?.variants.find((v) => v.id === line.variantId);
    const shoppable =
      !!product &&
      !!variant &&
      !!prices &&
      product.visibility.saleable &&
      variant.availability.isAvailable &&
      prices.unitWithTax > 0 &&
      maxAmount(variant) > 0 &&
      // Bought with credits only while the product has a credit price and credits can be spent.
      (!line.forCredits || (!!product.creditPrice && input.creditsSpendable)) &&
      // A line under another goes with it (lines come in the order they were added: parents first).
      (line.parentId === null || kept.has(line.parentId));
    if (!shoppable) {
      repairs.itemIds.push(line.id);
      removed.push({ variantId: line.variantId, name: product?.name ?? null });
      continue;
    }
    kept.add(line.id);
    if (line.forCredits) {
      itemCredits += product.creditPrice! * line.amount;
      items.push(cartItem(line, product, variant, paidWithCredits(prices), 0));
      continue;
    }
    const free = freePiecesOf(line.amount, line.nPlusOne);
    const paid = line.amount - free;
    // Prices are per shown unit (a metre); amounts are in the smallest unit (0.1 m).
    const decimals = variant.availability.quantityDecimals;
    const lineWithTax = lineTotal(minor(prices.unitWithTax), paid, decimals);
    const lineWithoutTax = lineTotal(minor(prices.unitWithoutTax), paid, decimals);
    const shown: Prices = free
      ? { ...prices, totalWithTax: major(lineWithTax), totalWithoutTax: major(lineWithoutTax) }
      : prices;
    items.push(cartItem(line, product, variant, shown, free));
    withTax += minor(shown.totalWithTax);
    withoutTax += minor(shown.totalWithoutTax);
    originalWithTax += lineTotal(minor(prices.unitOriginalWithTax), line.amount, decimals);
    originalWithoutTax += lineTotal(minor(prices.unitOriginalWithoutTax), line.amount, decimals);
  }

  const coupon =
    input.coupon && couponProblem(input.coupon, input.now, input.currency) === null ? input.coupon : null;
  repairs.dropCoupon = input.coupon !== null && coupon === null;
  const off = coupon ? couponDiscount(coupon, withTax, input.currency) : 0;
  const offWithoutTax = withTax > 0 ? Math.round((off * withoutTax) / withTax) : 0;
  const limit = withTax - off;

  const gifts: Cart['gifts'] = [];
  let [giftsWithTax, giftsWithoutTax] = [0, 0];
  // In the order the shop offers them; a chosen gift that is no longer offered at all goes too.
  for (const row of input.giftsOffered.filter((g) => input.giftsChosen.includes(g.id))) {
    const shown = giftAvailable(row, input.giftProducts, limit)
      ? presentGift(row, input.giftProducts, { originalWithTax, originalWithoutTax }, major)
      : null;
    if (!shown) {
      repairs.giftIds.push(row.id);
      continue;
    }
    gifts.push(shown.gift);
    giftsWithTax += shown.withTax;
    giftsWithoutTax += shown.withoutTax;
  }

  repairs.giftIds.push(...input.giftsChosen.filter((id) => !input.giftsOffered.some((g) => g.id === id)));

  const beforeCredits = limit + giftsWithTax;
  const credits = Math.min(input.credits, beforeCredits);
  const beforeCreditsWithoutTax = withoutTax - offWithoutTax + giftsWithoutTax;
  const creditsWithoutTax =
    beforeCredits > 0 ? Math.round((credits * beforeCreditsWithoutTax) / beforeCredits) : 0;
  const cart: Cart = {
    ...empty,
    items,
    // A metric line (1,5 bm) is one item, not fifteen tenths of a metre.
    itemCount: items.reduce((n, i) => n + (i.availability.quantityDecimals > 0 ? 1 : i.amount), 0),
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
      itemCredits,
      couponDiscountWithTax: major(off),
      couponDiscountWithoutTax: major(offWithoutTax),
      freeShippingByCoupon: coupon?.kind === 'free_shipping',
      giftsWithTax: major(giftsWithTax),
      giftsWithoutTax: major(giftsWithoutTax),
      discountLimitPriceWithVat: major(limit),
      orderMinimumRemaining: major(
        orderMinimumRemaining({
          minimum: input.orderMinimumValue === null ? null : minor(input.orderMinimumValue),
          paidLines: items.filter((i) => !i.forCredits).length,
          paidValue: limit,
        }),
      ),
      freeShippingRemaining:
        input.freeShippingAt === null || items.length === 0
          ? null
          : coupon?.kind === 'free_shipping'
            ? 0
            : major(Math.max(minor(input.freeShippingAt) - limit, 0)),
    },
  };
  return { cart, repairs };
}
