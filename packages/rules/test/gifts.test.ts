import { describe, expect, it } from 'vitest';
import { giftPrice, type GiftPriceInput } from '../src/gifts.ts';

describe('giftPrice', () => {
  const cart = { totalOriginalWithTax: 121000, totalOriginalWithoutTax: 100000 };
  it.each<[string, GiftPriceInput, ReturnType<typeof giftPrice>]>([
    [
      'scaled by the cart VAT ratio',
      { ...cart, giftPriceWithTax: 12100 },
      { withTax: 12100, withoutTax: 10000 },
    ],
    ['without tax rounded up', { ...cart, giftPriceWithTax: 100 }, { withTax: 100, withoutTax: 83 }], // 82.64...
    [
      'with tax rounded up to the minor unit',
      { ...cart, giftPriceWithTax: 99.2 },
      { withTax: 100, withoutTax: 83 },
    ],
    ['1 haléř', { ...cart, giftPriceWithTax: 1 }, { withTax: 1, withoutTax: 1 }], // 0.826 -> 1
    [
      'mixed VAT cart',
      { totalOriginalWithTax: 233000, totalOriginalWithoutTax: 200000, giftPriceWithTax: 5000 },
      { withTax: 5000, withoutTax: 4292 }, // 4291.85...
    ],
    [
      'VAT-free cart',
      { totalOriginalWithTax: 5000, totalOriginalWithoutTax: 5000, giftPriceWithTax: 990 },
      { withTax: 990, withoutTax: 990 },
    ],
    ['zero gift price is ignored', { ...cart, giftPriceWithTax: 0 }, null],
    ['negative gift price is ignored', { ...cart, giftPriceWithTax: -500 }, null],
  ])('%s', (_case, input, expected) => {
    expect(giftPrice(input)).toEqual(expected);
  });

  it.each<[string, GiftPriceInput]>([
    ['zero cart total', { totalOriginalWithTax: 0, totalOriginalWithoutTax: 0, giftPriceWithTax: 100 }],
    [
      'without tax above with tax',
      { totalOriginalWithTax: 100, totalOriginalWithoutTax: 121, giftPriceWithTax: 100 },
    ],
    ['NaN gift price', { ...cart, giftPriceWithTax: Number.NaN }],
  ])('rejects %s', (_case, input) => {
    expect(() => giftPrice(input)).toThrow(RangeError);
  });
});
