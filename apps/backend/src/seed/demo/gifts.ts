import type { GiftRow } from '../dataset.ts';

/** Demo order gifts: free wipes from 800 Kč, a skipping rope for 1 Kč from 2 000 Kč. */
export const GIFTS: GiftRow[] = [
  {
    variantCode: 'UBR-000258-01',
    priceFrom: { CZK: 80_000, EUR: 3_200 },
    prices: { CZK: 0, EUR: 0 },
    position: 1,
  },
  {
    variantCode: 'SVI-000089-01',
    priceFrom: { CZK: 200_000, EUR: 8_000 },
    prices: { CZK: 100, EUR: 4 },
    position: 2,
  },
];
