import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { type CouponError, couponErrors, type CurrencyCode } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { coupons } from './tables.ts';

export type Coupon = typeof coupons.$inferSelect;

/** Why a coupon cannot be used; the title is shown to the shopper (field couponCode). */
export const couponTitles = couponErrors;

/** Codes are typed by hand: case and surrounding spaces do not matter. */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

export async function findCoupon(db: Db | Tx, code: string): Promise<Coupon | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, normaliseCouponCode(code)));
  return row ?? null;
}

/** The reason a coupon does not apply now in a currency, or null when it does. */
export function couponReason(c: Coupon | null, now: Date, currency: CurrencyCode): CouponError | null {
  if (!c) return 'unknown';
  if (c.validFrom && now < c.validFrom) return 'notYet';
  if (c.validTo && now > c.validTo) return 'expired';
  if (c.usageLimit !== null && c.usedCount >= c.usageLimit) return 'usedUp';
  if (c.kind === 'amount' && typeof c.amounts?.[currency] !== 'number') return 'currency';
  return null;
}

/** The shopper's message of `couponReason`. */
export function couponProblem(c: Coupon | null, now: Date, currency: CurrencyCode): string | null {
  const reason = couponReason(c, now, currency);
  return reason && couponTitles[reason];
}

/** Minor units off the items (never more than they cost); free shipping takes nothing off them. */
export function couponDiscount(c: Coupon, itemsWithTax: number, currency: CurrencyCode): number {
  if (c.kind === 'percent')
    return Math.min(itemsWithTax, Math.round((itemsWithTax * (c.percent ?? 0)) / 100));
  if (c.kind === 'amount') return Math.min(itemsWithTax, Math.max(0, c.amounts?.[currency] ?? 0));
  return 0;
}

/**
 * Counts one use of the coupon by an order, inside the order's transaction. The row update
 * serialises concurrent orders, and the condition is checked again once a concurrent one commits,
 * so a limit is never exceeded: 422 usedUp (field couponCode) when it is reached.
 */
export async function useCoupon(tx: Tx, code: string): Promise<Coupon> {
  const [row] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.code, normaliseCouponCode(code)),
        or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)),
      ),
    )
    .returning();
  if (!row) throw new HttpError(422, couponTitles.usedUp, 'couponCode');
  return row;
}
