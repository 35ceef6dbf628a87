import { describe, expect, it } from 'vitest';
import type { Prices, Product } from '@shop/contract';
import type { Coupon } from '../src/modules/cart/coupons.ts';
import type { GiftRow } from '../src/modules/cart/gifts.ts';
import { freePiecesOf, priceCart, type LineInput, type PricingInput } from '../src/modules/cart/pricing.ts';

// The cart's price is a pure function of what was read: these cases need no database.

function prices(withTax: number, withoutTax: number, original?: [number, number]): Prices {
  const [originalWithTax, originalWithoutTax] = original ?? [withTax, withoutTax];
  return {
    currencyCode: 'CZK',
    vatRate: 21,
    unitWithTax: withTax,
    unitWithoutTax: withoutTax,
    unitOriginalWithTax: originalWithTax,
    unitOriginalWithoutTax: originalWithoutTax,
    originalWithTax,
    originalWithoutTax,
    totalWithTax: withTax,
    totalWithoutTax: withoutTax,
    percentageDiscount: 0,
    inDiscount: originalWithTax > withTax,
    quantityPrices: [],
    attributes: { recommended_price: null, lowest_price_30_days: null },
  };
}

interface VariantSpec {
  id: number;
  prices: Prices;
  stock?: number | null;
  available?: boolean;
}

function product(id: number, variants: VariantSpec[], saleable = true): Product {
  return {
    id,
    name: `Produkt ${id}`,
    slug: `produkt-${id}`,
    categoryFullname: 'Kategorie',
    marketingCode: null,
    catalogCode: `P${id}`,
    mainImage: null,
    visibility: { saleable },
    variants: variants.map((v) => ({
      id: v.id,
      name: `Varianta ${v.id}`,
      catalogCode: `V${v.id}`,
      mainImage: null,
      unit: 'ks',
      prices: v.prices,
      availability: {
        isAvailable: v.available ?? true,
        availabilityCode: 'in_stock',
        soldAvailabilityCode: 'sold_out',
        amountMin: 1,
        amountMax: null,
        stock: v.stock === undefined ? 10 : v.stock,
        checkStock: v.stock !== null,
        delayDays: 0,
        availability: 'Skladem',
        soldAvailability: 'Vyprodáno',
        quantityDecimals: 0,
      },
      warehouses: [{ id: 1, stock: v.stock ?? 0, virtual: false, shipper: null }],
    })),
  } as unknown as Product;
}

function line(
  id: number,
  p: Product | null,
  variantId: number,
  amount: number,
  nPlusOne: number | null = null,
): LineInput {
  const unit = p?.variants.find((v) => v.id === variantId)?.prices;
  // As the catalogue prices a line: the totals are for the line's amount.
  const total = (price: number) => Math.round(price * amount * 100) / 100;
  const prices = unit && {
    ...unit,
    totalWithTax: total(unit.unitWithTax),
    totalWithoutTax: total(unit.unitWithoutTax),
  };
  return {
    id,
    variantId,
    amount,
    product: p,
    nPlusOne,
    prices: prices ?? null,
    parentId: null,
    forCredits: false,
    custom: null,
  };
}

function coupon(c: Partial<Coupon> & Pick<Coupon, 'kind'>): Coupon {
  return {
    code: 'SLEVA',
    percent: null,
    amounts: null,
    validFrom: null,
    validTo: null,
    usageLimit: null,
    usedCount: 0,
    ...c,
  } as Coupon;
}

const now = new Date('2026-11-24T12:00:00Z');

function input(change: Partial<PricingInput>): PricingInput {
  return {
    currency: 'CZK',
    decimalPlaces: 2,
    freeShippingAt: 1500,
    orderMinimumValue: null,
    lines: [],
    coupon: null,
    credits: 0,
    creditsSpendable: false,
    giftsOffered: [],
    giftsChosen: [],
    giftProducts: new Map(),
    now,
    ...change,
  };
}

// A 21 % item at 121 Kč (100 without VAT) and a 12 % item at 112 Kč (100 without VAT).
const gel = product(1, [{ id: 11, prices: prices(121, 100) }]);
const vitamins = product(2, [{ id: 21, prices: prices(112, 100) }]);

describe('cart pricing', () => {
  it('an empty cart costs nothing and carries the shop thresholds', () => {
    const { cart, repairs } = priceCart(input({ orderMinimumValue: 300 }));
    expect(cart.items).toEqual([]);
    expect(cart.prices).toMatchObject({ totalWithTax: 0, freeShippingAt: 1500, orderMinimumValue: 300 });
    expect(cart.prices.orderMinimumRemaining).toBe(0);
    expect(repairs).toEqual({ itemIds: [], giftIds: [], dropCoupon: false });
  });

  it.each([
    // amount, N+1, free pieces
    [1, null, 0],
    [3, 2, 1],
    [6, 2, 2],
    [5, 2, 1],
    [2, 1, 1],
    [4, 0, 0],
  ])('%i pieces with N+1 = %s give %i free', (amount, nPlusOne, free) => {
    expect(freePiecesOf(amount, nPlusOne)).toBe(free);
  });

  it('sums lines in minor units and charges only the pieces that are not free', () => {
    const { cart } = priceCart(input({ lines: [line(1, gel, 11, 3, 2), line(2, vitamins, 21, 1)] }));
    expect(cart.items.map((i) => [i.amount, i.freePieces, i.prices.totalWithTax])).toEqual([
      [3, 1, 242],
      [1, 0, 112],
    ]);
    expect(cart.itemCount).toBe(4);
    expect(cart.prices).toMatchObject({
      itemsWithTax: 354,
      itemsWithoutTax: 300,
      totalOriginalWithTax: 475,
      totalWithTax: 354,
      discountLimitPriceWithVat: 354,
    });
    expect(cart.items[0]!.attributes).toEqual({ discount: true, promotion: { buy: 2, free: 1 } });
  });

  it('keeps 0.10 + 0.20 at 0.30 in euros', () => {
    const cheap = product(3, [{ id: 31, prices: { ...prices(0.1, 0.08), currencyCode: 'EUR' } }]);
    const cheaper = product(4, [{ id: 41, prices: { ...prices(0.2, 0.17), currencyCode: 'EUR' } }]);
    const { cart } = priceCart(
      input({ currency: 'EUR', lines: [line(1, cheap, 31, 1), line(2, cheaper, 41, 1)] }),
    );
    expect(cart.prices.itemsWithTax).toBe(0.3);
  });

  it.each([
    ['a hidden or deleted product', line(5, null, 99, 1)],
    [
      'a product that is not for sale',
      line(5, product(5, [{ id: 51, prices: prices(100, 82) }], false), 51, 1),
    ],
    ['a variant without a price', line(5, product(5, [{ id: 51, prices: prices(0, 0) }]), 51, 1)],
    [
      'a sold-out variant whose stock is counted',
      line(5, product(5, [{ id: 51, prices: prices(100, 82), stock: 0 }]), 51, 1),
    ],
    [
      'an unavailable variant',
      line(5, product(5, [{ id: 51, prices: prices(100, 82), available: false }]), 51, 1),
    ],
  ])('takes out %s and says so', (_, dead) => {
    const { cart, repairs } = priceCart(input({ lines: [line(1, gel, 11, 1), dead] }));
    expect(cart.items.map((i) => i.id)).toEqual([1]);
    expect(cart.removedItems).toEqual([{ variantId: dead.variantId, name: dead.product?.name ?? null }]);
    expect(repairs.itemIds).toEqual([5]);
    expect(cart.prices.itemsWithTax).toBe(121);
  });

  it('keeps a variant whose stock is not counted', () => {
    const unlimited = product(6, [{ id: 61, prices: prices(50, 41.32), stock: null }]);
    expect(priceCart(input({ lines: [line(1, unlimited, 61, 40)] })).cart.items).toHaveLength(1);
  });

  it('spreads a percent coupon over VAT by the items’ own ratio', () => {
    const { cart } = priceCart(
      input({
        lines: [line(1, gel, 11, 1), line(2, vitamins, 21, 1)],
        coupon: coupon({ kind: 'percent', percent: 10 }),
      }),
    );
    expect(cart.couponCode).toBe('SLEVA');
    expect(cart.prices).toMatchObject({
      couponDiscountWithTax: 23.3,
      // 23.30 × 200 / 233
      couponDiscountWithoutTax: 20,
      discountLimitPriceWithVat: 209.7,
      totalWithTax: 209.7,
      totalWithoutTax: 180,
    });
  });

  it('never takes more off than the items cost, and free shipping takes nothing off', () => {
    const big = priceCart(
      input({ lines: [line(1, gel, 11, 1)], coupon: coupon({ kind: 'amount', amounts: { CZK: 50000 } }) }),
    ).cart;
    expect(big.prices).toMatchObject({ couponDiscountWithTax: 121, totalWithTax: 0 });
    const shipping = priceCart(
      input({ lines: [line(1, gel, 11, 1)], coupon: coupon({ kind: 'free_shipping' }) }),
    ).cart;
    expect(shipping.prices).toMatchObject({
      couponDiscountWithTax: 0,
      freeShippingByCoupon: true,
      totalWithTax: 121,
    });
  });

  it.each([
    ['expired', { validTo: new Date('2026-11-01T00:00:00Z') }],
    ['not yet valid', { validFrom: new Date('2026-12-01T00:00:00Z') }],
    ['used up', { usageLimit: 5, usedCount: 5 }],
    ['without an amount in the currency', { kind: 'amount' as const, amounts: { EUR: 400 } }],
  ])('drops a coupon that is %s', (_, change) => {
    const { cart, repairs } = priceCart(
      input({ lines: [line(1, gel, 11, 1)], coupon: coupon({ kind: 'percent', percent: 10, ...change }) }),
    );
    expect(cart.couponCode).toBeNull();
    expect(cart.prices.couponDiscountWithTax).toBe(0);
    expect(repairs.dropCoupon).toBe(true);
  });

  it('lets credits pay part of the total, never more, without VAT in the same proportion', () => {
    const part = priceCart(input({ lines: [line(1, gel, 11, 2)], credits: 12100 })).cart;
    expect(part.prices).toMatchObject({ creditsWithTax: 121, totalWithTax: 121, totalWithoutTax: 100 });
    const all = priceCart(input({ lines: [line(1, gel, 11, 1)], credits: 30000 })).cart;
    expect(all.prices).toMatchObject({ creditsWithTax: 121, totalWithTax: 0, totalWithoutTax: 0 });
  });

  it('says how much is missing to the minimum order, after the coupon', () => {
    const { cart } = priceCart(
      input({
        lines: [line(1, gel, 11, 2)],
        orderMinimumValue: 500,
        coupon: coupon({ kind: 'amount', amounts: { CZK: 4200 } }),
      }),
    );
    // 242 − 42 = 200 of 500
    expect(cart.prices.orderMinimumRemaining).toBe(300);
  });

  it.each([
    // items, coupon, what is left to free shipping at 1 500 Kč
    ['no items', [], null, null],
    ['items below the threshold', [line(1, gel, 11, 2)], null, 1258],
    [
      'items below it after the coupon',
      [line(1, gel, 11, 13)],
      coupon({ kind: 'percent', percent: 10 }),
      84.3,
    ],
    ['items above it', [line(1, gel, 11, 13)], null, 0],
    ['a free-shipping coupon', [line(1, gel, 11, 1)], coupon({ kind: 'free_shipping' }), 0],
  ])('free shipping with %s', (_, lines, c, left) => {
    expect(priceCart(input({ lines, coupon: c })).cart.prices.freeShippingRemaining).toBe(left);
  });

  it('has no free-shipping hint without a threshold in the currency', () => {
    const { cart } = priceCart(input({ lines: [line(1, gel, 11, 1)], freeShippingAt: null }));
    expect(cart.prices.freeShippingRemaining).toBeNull();
  });

  describe('order gifts', () => {
    const band = product(7, [{ id: 71, prices: prices(199, 164.46) }]);
    const soldOutBand = product(8, [{ id: 81, prices: prices(199, 164.46), stock: 0 }]);
    const gift = (
      id: number,
      variantId: number,
      productId: number,
      priceFrom: number,
      price = 0,
    ): GiftRow => ({
      id,
      variant_id: variantId,
      product_id: productId,
      price_from: priceFrom,
      price,
    });
    const products = new Map([
      [7, band],
      [8, soldOutBand],
    ]);

    it('shows a chosen gift the cart reaches, priced without VAT by the cart’s own ratio', () => {
      const { cart, repairs } = priceCart(
        input({
          lines: [line(1, gel, 11, 2)],
          giftsOffered: [gift(1, 71, 7, 20000, 1210)],
          giftsChosen: [1],
          giftProducts: products,
        }),
      );
      expect(cart.gifts).toEqual([expect.objectContaining({ id: 1, priceFrom: 200, priceWithTax: 12.1 })]);
      expect(cart.gifts[0]!.priceWithoutTax).toBe(10);
      expect(cart.prices).toMatchObject({ giftsWithTax: 12.1, totalWithTax: 254.1 });
      expect(repairs.giftIds).toEqual([]);
    });

    it('drops a gift the cart no longer reaches, one sold out, and one no longer offered', () => {
      const { cart, repairs } = priceCart(
        input({
          lines: [line(1, gel, 11, 1)],
          giftsOffered: [gift(1, 71, 7, 20000), gift(2, 81, 8, 0)],
          giftsChosen: [1, 2, 3],
          giftProducts: products,
        }),
      );
      expect(cart.gifts).toEqual([]);
      expect(repairs.giftIds.sort()).toEqual([1, 2, 3]);
    });
  });
});
