import { describe, expect, it } from 'vitest';
import {
  giftPrice,
  recheckSelectedGifts,
  selectGift,
  type GiftPriceInput,
  type SelectedGift,
} from '../src/gifts.ts';

const towel: SelectedGift = { id: 1, price_from: 100000 };
const bottle: SelectedGift = { id: 2, price_from: 200000 };
const bag: SelectedGift = { id: 3, price_from: 50000 };

describe('selectGift', () => {
  it('adds a new gift', () => {
    expect(selectGift([towel], bottle)).toEqual([towel, bottle]);
  });

  it('ignores a duplicate and keeps the same list', () => {
    const selected = [towel, bottle];
    expect(selectGift(selected, { id: 1, price_from: 100000 })).toBe(selected);
  });
});

describe('recheckSelectedGifts', () => {
  it.each([
    ['all available, cart above every threshold', [1, 2, 3], 250000, [1, 2, 3], []],
    ['price_from above the discount limit is removed', [1, 2, 3], 150000, [1, 3], [2]],
    ['price_from equal to the limit stays', [1, 2, 3], 200000, [1, 2, 3], []],
    ['no longer available is removed', [1, 3], 250000, [1, 3], [2]],
    ['both reasons', [3], 60000, [3], [1, 2]],
    ['empty cart', [1, 2, 3], 0, [], [1, 2, 3]],
  ])('%s', (_case, availableIds, limit, keptIds, removedIds) => {
    const { kept, removed } = recheckSelectedGifts([towel, bottle, bag], availableIds, limit);
    expect(kept.map((gift) => gift.id)).toEqual(keptIds);
    expect(removed.map((gift) => gift.id)).toEqual(removedIds);
  });
});

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
