/** Why a coupon cannot be used: the `title` of a 422 answer to POST /api/v1/cart/coupon. */
export const couponErrors = {
  unknown: 'Slevový kód neexistuje',
  notYet: 'Slevový kód zatím neplatí',
  expired: 'Platnost slevového kódu vypršela',
  usedUp: 'Slevový kód už byl vyčerpán',
  currency: 'Slevový kód nelze použít v této měně',
} as const;
export type CouponError = keyof typeof couponErrors;
