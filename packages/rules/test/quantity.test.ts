import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
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
