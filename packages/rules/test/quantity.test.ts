import { describe, expect, it } from 'vitest';
import {
  amountToShown,
  clampQuantity,
  formatQuantity,
  lineTotal,
  quantityMultiplier,
  shownQuantityRules,
  shownToAmount,
  commitQuantityInput,
  sanitizeQuantityInput,
  stepQuantity,
  truncateUnit,
  type QuantityRules,
} from '../src/quantity.ts';

const PIECES: QuantityRules = { min: 1, max: 10, step: 1, decimals: 0, unit: 'ks', limitNotifications: true };
const METRES: QuantityRules = {
  min: 0.5,
  max: 20,
  step: 0.1,
  decimals: 1,
  unit: 'bm',
  limitNotifications: true,
};
const MAX_TEXT = 'O tento produkt je nyní velký zájem. Aby vyšlo i na ostatní, můžete zakoupit max. 10 ks.';
const MIN_TEXT = 'Musíte zakoupit minimálně 1 ks tohoto produktu.';

describe('sanitizeQuantityInput', () => {
  it.each([
    // [typed, allowed decimals, result]
    ['12', 0, '12'],
    ['1a2', 0, '12'],
    ['1,5', 0, '15'], // no decimals allowed: separators are dropped
    ['-3', 0, '3'],
    ['12345', 0, '1234'], // maximum input length 4
    ['', 0, ''],
    ['abc', 0, ''],
    ['1,5', 1, '1.5'], // comma becomes a period
    ['1.5', 1, '1.5'],
    ['1,55', 1, '1.5'], // decimals cut to the allowed count
    ['1,55', 2, '1.55'],
    ['2,', 2, '2.'], // still typing
    [',5', 1, '.5'],
    ['1.2.3', 2, '1.23'], // one separator only
    ['1 5', 1, '15'],
    ['123,45', 2, '123.'], // cut to 4 characters after the decimals rule
  ])('%j with %i decimals -> %j', (typed, decimals, expected) => {
    expect(sanitizeQuantityInput(typed, decimals)).toBe(expected);
  });

  it.each([[-1], [1.5]])('rejects %s allowed decimals', (decimals) => {
    expect(() => sanitizeQuantityInput('1', decimals)).toThrow(RangeError);
  });
});

describe('clampQuantity', () => {
  it.each([
    [5, PIECES, 5, null, null],
    [10, PIECES, 10, null, null], // exactly at the limit is allowed silently
    [1, PIECES, 1, null, null],
    [11, PIECES, 10, 'max', MAX_TEXT],
    [0, PIECES, 1, 'min', MIN_TEXT],
    [-4, PIECES, 1, 'min', MIN_TEXT],
    [11, { ...PIECES, limitNotifications: false }, 10, 'max', null], // clamped, but no message
    [500, { ...PIECES, max: null }, 500, null, null],
    [
      25,
      METRES,
      20,
      'max',
      'O tento produkt je nyní velký zájem. Aby vyšlo i na ostatní, můžete zakoupit max. 20 bm.',
    ],
    [0.2, METRES, 0.5, 'min', 'Musíte zakoupit minimálně 0,5 bm tohoto produktu.'],
    [
      0,
      { ...PIECES, min: 2, unit: 'balení' },
      2,
      'min',
      'Musíte zakoupit minimálně 2 bal tohoto produktu.', // unit shown with at most 3 characters
    ],
  ])('%s with %o -> %s (%s)', (requested, rules, value, limitReached, message) => {
    expect(clampQuantity(requested, rules)).toEqual({ value, limitReached, message });
  });

  it('rejects a max below the min', () => {
    expect(() => clampQuantity(1, { ...PIECES, min: 5, max: 2 })).toThrow(RangeError);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY]])('rejects requested %s', (requested) => {
    expect(() => clampQuantity(requested, PIECES)).toThrow(RangeError);
  });
});

describe('stepQuantity (stepper buttons, Up and Down keys)', () => {
  it.each([
    [1, 'up', PIECES, 2, null],
    [2, 'down', PIECES, 1, null],
    [10, 'up', PIECES, 10, 'max'],
    [1, 'down', PIECES, 1, 'min'],
    [0.2, 'up', { ...METRES, min: 0 }, 0.3, null], // no 0.30000000000000004
    [0.6, 'down', METRES, 0.5, null],
    [0.5, 'down', METRES, 0.5, 'min'],
    [4, 'up', { ...PIECES, step: 3 }, 7, null],
    [8, 'up', { ...PIECES, step: 3 }, 10, 'max'],
  ] as const)('%s %s -> %s (limit %s)', (current, direction, rules, value, limitReached) => {
    const result = stepQuantity(current, direction, rules);
    expect(result.value).toBe(value);
    expect(result.limitReached).toBe(limitReached);
  });

  it('shows the maximum message when stepping past the maximum', () => {
    expect(stepQuantity(10, 'up', PIECES).message).toBe(MAX_TEXT);
  });

  it.each([[0], [-1], [Number.NaN]])('rejects step %s', (step) => {
    expect(() => stepQuantity(1, 'up', { ...PIECES, step })).toThrow(RangeError);
  });
});

describe('commitQuantityInput (Enter commits)', () => {
  it.each([
    ['3', PIECES, 3, null],
    ['abc', PIECES, 1, null], // nothing parsable: the minimum
    ['', PIECES, 1, null],
    ['99', PIECES, 10, 'max'],
    ['0', PIECES, 1, 'min'],
    ['2,75', METRES, 2.7, null],
    ['2,', METRES, 2, null],
  ])('%j -> %s', (typed, rules, value, limitReached) => {
    const result = commitQuantityInput(typed, rules);
    expect(result.value).toBe(value);
    expect(result.limitReached).toBe(limitReached);
  });
});

describe('truncateUnit', () => {
  it.each([
    ['ks', 'ks'],
    ['bm', 'bm'],
    ['balení', 'bal'],
    ['m²', 'm²'],
    ['', ''],
  ])('%j -> %j', (unit, expected) => {
    expect(truncateUnit(unit)).toBe(expected);
  });
});

describe('metric quantities: shown units and amounts', () => {
  it.each([
    // [shown, decimals, amount]
    [1.5, 1, 15],
    [1.1, 1, 11], // 1.1 * 10 is 11.000000000000002 in floats: still 11
    [0.1, 1, 1],
    [3, 0, 3],
    [2.25, 2, 225],
    [0.001, 3, 1],
    [1.55, 1, null], // more decimals than allowed
    [1.5, 0, null],
    [Number.NaN, 1, null],
  ])('%s shown with %i decimals is the amount %s', (shown, decimals, amount) => {
    expect(shownToAmount(shown, decimals)).toBe(amount);
  });

  it.each([
    [15, 1, 1.5],
    [1, 1, 0.1],
    [7, 0, 7],
    [225, 2, 2.25],
  ])('the amount %i with %i decimals is %s shown', (amount, decimals, shown) => {
    expect(amountToShown(amount, decimals)).toBe(shown);
  });

  it.each([
    [15, 1, 'bm', '1,5 bm'],
    [10, 1, 'bm', '1 bm'],
    [3, 0, 'ks', '3 ks'],
    [15, 1, '', '1,5'],
    [5, 0, 'balení', '5 bal'], // unit length 3
  ])('the amount %i (%i decimals, %s) reads "%s"', (amount, decimals, unit, text) => {
    expect(formatQuantity(amount, decimals, unit)).toBe(text);
  });

  it.each([
    [0, 1],
    [1, 10],
    [2, 100],
    [3, 1000],
  ])('%i decimals make the multiplier %i', (decimals, multiplier) => {
    expect(quantityMultiplier(decimals)).toBe(multiplier);
  });

  it('refuses decimals outside 0 to 3', () => {
    expect(() => quantityMultiplier(4)).toThrow(RangeError);
    expect(() => quantityMultiplier(-1)).toThrow(RangeError);
    expect(() => quantityMultiplier(0.5)).toThrow(RangeError);
  });
});

describe('lineTotal: price per shown unit times the amount over the multiplier', () => {
  it.each([
    // [price per shown unit (minor), amount, decimals, line total (minor)]
    [19_900, 15, 1, 29_850], // 199 Kč/m × 1,5 m = 298,50 Kč
    [19_900, 3, 0, 59_700], // pieces: price × amount
    [999, 15, 1, 1_499], // 9,99 × 1,5 = 14,985: half up to 14,99
    [999, 13, 1, 1_299], // 12,987 rounds to 12,99
    [333, 1, 1, 33], // 33,3 haléřů: 33
    [335, 1, 1, 34], // 33,5: half up
    [10_000, 125, 2, 12_500],
    [0, 15, 1, 0],
  ])('%i × %i with %i decimals is %i', (price, amount, decimals, total) => {
    expect(lineTotal(price, amount, decimals)).toBe(total);
  });

  it('refuses fractions of a minor unit or of an amount', () => {
    expect(() => lineTotal(99.5, 1, 0)).toThrow(RangeError);
    expect(() => lineTotal(100, 1.5, 1)).toThrow(RangeError);
  });
});

describe('shownQuantityRules: the input works in shown units', () => {
  it('turns stored amounts into metres and steps by one metre', () => {
    const rules = shownQuantityRules({ amountMin: 10, amountMax: 505, decimals: 1, unit: 'bm' }, true);
    expect(rules).toEqual({ min: 1, max: 50.5, step: 1, decimals: 1, unit: 'bm', limitNotifications: true });
    expect(commitQuantityInput('1,5', rules).value).toBe(1.5);
    expect(commitQuantityInput('1,55', rules).value).toBe(1.5); // the surplus decimal is cut
    expect(commitQuantityInput('0,5', rules)).toEqual({
      value: 1,
      limitReached: 'min',
      message: 'Musíte zakoupit minimálně 1 bm tohoto produktu.',
    });
    expect(commitQuantityInput('60', rules).message).toBe(
      'O tento produkt je nyní velký zájem. Aby vyšlo i na ostatní, můžete zakoupit max. 50,5 bm.',
    );
    expect(stepQuantity(1.5, 'up', rules).value).toBe(2.5);
    expect(stepQuantity(1.5, 'down', rules)).toMatchObject({ value: 1, limitReached: 'min' });
  });

  it('keeps pieces as they are', () => {
    expect(shownQuantityRules({ amountMin: 2, amountMax: null, decimals: 0, unit: 'ks' }, false)).toEqual({
      min: 2,
      max: null,
      step: 1,
      decimals: 0,
      unit: 'ks',
      limitNotifications: false,
    });
  });
});
