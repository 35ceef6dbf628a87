import { describe, expect, it } from 'vitest';
import { displayStock } from '../src/stock.ts';
import { ratingToStars } from '../src/rating.ts';
import { addButtonState, isPurchasable, showsDetailButton } from '../src/purchasable.ts';

describe('displayStock', () => {
  it.each([
    // [stock, cap, amount, aboveCap, text]
    [0, undefined, 0, false, '0'],
    [3, undefined, 3, false, '3'],
    [5, undefined, 5, false, '5'], // exact up to 5
    [6, undefined, 5, true, '>5'], // above that: greater than 5
    [1000, undefined, 5, true, '>5'],
    [-2, undefined, 0, false, '0'], // negative shown as 0
    ['unlimited', undefined, 5, false, '5'], // unlimited uses the default amount 5
    [1000, 0, 1000, false, '1000'], // cap 0: no cap
    [12, 10, 10, true, '>10'],
    ['unlimited', 3, 3, true, '>3'],
    [2.5, undefined, 2.5, false, '2,5'],
  ] as const)('stock %s, cap %s -> %s', (stock, cap, amount, aboveCap, text) => {
    expect(displayStock(stock, cap)).toEqual({ amount, aboveCap, text });
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY]])('rejects stock %s', (stock) => {
    expect(() => displayStock(stock)).toThrow(RangeError);
  });

  it.each([[-1], [2.5]])('rejects cap %s', (cap) => {
    expect(() => displayStock(3, cap)).toThrow(RangeError);
  });
});

describe('ratingToStars (stored 0..100, max 5 stars, increment 0.01)', () => {
  it.each([
    [0, 0],
    [100, 5],
    [50, 2.5],
    [87, 4.35],
    [33, 1.65],
    [33.3, 1.67], // 1.665 rounded to 0.01
    [20, 1],
    [150, 5], // above the scale: clamped
    [-10, 0], // below the scale: clamped
    [Number.NaN, 0],
    [null, 0],
    [undefined, 0],
  ])('%s -> %s stars', (rating, stars) => {
    expect(ratingToStars(rating)).toBe(stars);
  });

  it.each([
    [87, { increment: 0.5 }, 4.5],
    [80, { increment: 0.5 }, 4],
    [87, { increment: 1 }, 4],
    [87, { maxStars: 10 }, 8.7],
    [100, { maxStars: 10, increment: 0.5 }, 10],
    [76, { increment: 0.1 }, 3.8],
  ])('%s with %o -> %s', (rating, options, stars) => {
    expect(ratingToStars(rating, options)).toBe(stars);
  });

  it.each([{ maxStars: 0 }, { maxStars: 4.5 }, { increment: 0 }, { increment: -0.5 }, { increment: 6 }])(
    'rejects options %o',
    (options) => {
      expect(() => ratingToStars(50, options)).toThrow(RangeError);
    },
  );
});

describe('isPurchasable (unit price with tax above 0 and available)', () => {
  it.each([
    [12900, true, true],
    [1, true, true],
    [0, true, false],
    [-100, true, false],
    [12900, false, false],
  ])('price %i, available %s -> %s', (unitPriceWithTax, isAvailable, expected) => {
    expect(isPurchasable({ unitPriceWithTax, isAvailable })).toBe(expected);
  });
});

describe('addButtonState', () => {
  const base = { unitPriceWithTax: 12900, isAvailable: true, variantRequired: false, variantChosen: false };
  it.each([
    ['purchasable', {}, { disabled: false }],
    ['variant chosen', { variantRequired: true, variantChosen: true }, { disabled: false }],
    [
      'variant needed, none chosen',
      { variantRequired: true },
      { disabled: true, tooltip: 'variantRequired' },
    ],
    [
      'variant needed and unavailable: the variant comes first',
      { variantRequired: true, isAvailable: false },
      { disabled: true, tooltip: 'variantRequired' },
    ],
    ['unavailable', { isAvailable: false }, { disabled: true, tooltip: 'notAvailable' }],
    ['zero price', { unitPriceWithTax: 0 }, { disabled: true, tooltip: 'notAvailable' }],
    [
      'chosen variant not available',
      { variantRequired: true, variantChosen: true, isAvailable: false },
      { disabled: true, tooltip: 'notAvailable' },
    ],
  ])('%s', (_case, overrides, expected) => {
    expect(addButtonState({ ...base, ...overrides })).toEqual(expected);
  });
});

describe('showsDetailButton (min amount above 1, quantity prices, or forced)', () => {
  it.each([
    [1, false, false, false],
    [0, false, false, false],
    [2, false, false, true],
    [1.5, false, false, true],
    [1, true, false, true],
    [1, false, true, true],
    [3, true, true, true],
  ])(
    'min %s, quantity prices %s, forced %s -> %s',
    (amountMin, hasQuantityPrices, forcedBySetting, expected) => {
      expect(showsDetailButton({ amountMin, hasQuantityPrices, forcedBySetting })).toBe(expected);
    },
  );
});
