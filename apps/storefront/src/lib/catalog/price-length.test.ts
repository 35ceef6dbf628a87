import { describe, expect, it } from 'vitest';
import { boxPriceClass, detailPriceClass, priceLength } from './price-length';

describe('priceLength', () => {
  it.each([
    [0, 'short'],
    [999, 'short'],
    [999.99, 'long'],
    [1000, 'long'],
    [99999, 'long'],
    [99999.5, 'longest'],
    [100000, 'longest'],
    [-1000, 'long'],
  ] as const)('%d is %s', (amount, length) => {
    expect(priceLength(amount)).toBe(length);
  });

  it('gives long prices a smaller type in the box and on the detail', () => {
    expect(boxPriceClass[priceLength(999)]).toBe('text-xl');
    expect(boxPriceClass[priceLength(1000)]).toBe('text-lg');
    expect(boxPriceClass[priceLength(100000)]).toBe('text-base');
    expect(detailPriceClass[priceLength(999)]).toBe('text-3xl');
    expect(detailPriceClass[priceLength(100000)]).toContain('text-xl');
  });
});
