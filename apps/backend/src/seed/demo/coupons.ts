import type { CouponRow } from '../dataset.ts';

/** Demo coupons: one of each kind, valid through the demo data's reference year and beyond. */
export const COUPONS: CouponRow[] = [
  { code: 'VITEJTE10', kind: 'percent', percent: 10 },
  { code: 'STOVKA', kind: 'amount', amounts: { CZK: 10_000, EUR: 400 } },
  { code: 'DOPRAVAZDARMA', kind: 'free_shipping' },
  { code: 'JARO2025', kind: 'percent', percent: 15, validTo: '2025-06-30T22:00:00Z' },
  { code: 'PRVNICH100', kind: 'percent', percent: 20, usageLimit: 100 },
];
