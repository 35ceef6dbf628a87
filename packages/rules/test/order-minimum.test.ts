import { describe, expect, it } from 'vitest';
import { orderMinimumRemaining, type OrderMinimumInput } from '../src/index.ts';

describe('orderMinimumRemaining', () => {
  it.each<[string, OrderMinimumInput, number]>([
    ['the shop has no minimum', { minimum: null, paidLines: 1, paidValue: 10_000 }, 0],
    ['a minimum of 0', { minimum: 0, paidLines: 1, paidValue: 10_000 }, 0],
    ['goods below it', { minimum: 50_000, paidLines: 2, paidValue: 20_000 }, 30_000],
    ['goods exactly at it', { minimum: 50_000, paidLines: 1, paidValue: 50_000 }, 0],
    ['goods above it', { minimum: 50_000, paidLines: 3, paidValue: 70_000 }, 0],
    ['a coupon brought the goods to 0', { minimum: 50_000, paidLines: 1, paidValue: 0 }, 50_000],
    ['only goods bought with credits', { minimum: 50_000, paidLines: 0, paidValue: 0 }, 0],
    ['an empty cart', { minimum: 50_000, paidLines: 0, paidValue: 0 }, 0],
    // Credits-bought goods are not counted: only the money line's 100 Kč is.
    ['credit goods beside a cheap money line', { minimum: 50_000, paidLines: 1, paidValue: 10_000 }, 40_000],
  ])('%s', (_, input, left) => {
    expect(orderMinimumRemaining(input)).toBe(left);
  });
});
