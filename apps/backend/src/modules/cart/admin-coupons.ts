import { asc, eq, sql } from 'drizzle-orm';
import {
  currencyCodes,
  promotionErrors,
  type AdminCoupon,
  type AdminCouponCreateBody,
  type AdminCouponUpdateBody,
  type CouponState,
  type CurrencyCode,
  type PromotionAmounts,
} from '@shop/contract';
import { toMajor } from '@shop/rules';
import type { Db, Tx } from '../../db/client.ts';
import { minorAmount } from '../../http/admin-price-list.ts';
import { FieldsRefused, HttpError, notFound } from '../../http/errors.ts';
import { currencyDecimals } from '../settings/index.ts';
import { normaliseCouponCode, type Coupon } from './coupons.ts';
import { coupons } from './tables.ts';

/**
 * Coupons as the back office keeps them: codes upper case and unique, a discount that fits the
 * kind, amounts per currency in whole units, validity, and a usage limit never below the uses so
 * far. The use count belongs to the orders (useCoupon); an operator's change never writes it.
 */

const CODE_PATTERN = /^[A-Z0-9_-]{1,40}$/;

/** Decimal places of each of the shop's currencies. */
export async function decimalsByCurrency(db: Db | Tx): Promise<Record<CurrencyCode, number>> {
  const entries = await Promise.all(
    currencyCodes.map(async (c) => [c, await currencyDecimals(db, c)] as const),
  );
  return Object.fromEntries(entries) as Record<CurrencyCode, number>;
}

/** Where a coupon stands at `now`. */
export function couponState(c: Coupon, now: Date): CouponState {
  if (c.usageLimit !== null && c.usedCount >= c.usageLimit) return 'usedUp';
  if (c.validTo && c.validTo <= now) return 'ended';
  if (c.validFrom && c.validFrom > now) return 'scheduled';
  return 'active';
}

/** Amounts per currency in whole units, as the back office shows them. */
export const majorAmounts = (minor: Record<string, number>, decimals: Record<CurrencyCode, number>) =>
  Object.fromEntries(
    Object.entries(minor).map(([cur, v]) => [cur, toMajor(v, decimals[cur as CurrencyCode] ?? 2)]),
  ) as PromotionAmounts;

/**
 * Amounts per currency in minor units, each above 0: a bad one is refused under `{field}.{currency}`,
 * none at all under `field` with the `required` text.
 */
export function minorAmounts(
  values: Partial<Record<string, number | null>>,
  decimals: Record<CurrencyCode, number>,
  field: string,
  problems: Record<string, string>,
  required: string,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [cur, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    const minor = minorAmount(value, decimals[cur as CurrencyCode] ?? 2);
    if (minor === null) problems[`${field}.${cur}`] = promotionErrors.amountInvalid;
    else out[cur] = minor;
  }
  if (Object.keys(out).length === 0 && !Object.keys(problems).some((k) => k.startsWith(`${field}.`)))
    problems[field] = required;
  return out;
}

function toAdmin(c: Coupon, decimals: Record<CurrencyCode, number>, now: Date): AdminCoupon {
  const amounts = c.amounts ? majorAmounts(c.amounts, decimals) : null;
  return {
    id: c.code,
    code: c.code,
    kind: c.kind,
    percent: c.percent,
    amounts,
    validFrom: c.validFrom?.toISOString() ?? null,
    validTo: c.validTo?.toISOString() ?? null,
    usageLimit: c.usageLimit,
    usedCount: c.usedCount,
    state: couponState(c, now),
  };
}

type Fields = Record<string, string>;

function instant(value: string | null | undefined, field: string, problems: Fields): Date | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) problems[field] = promotionErrors.dateInvalid;
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The stored columns of a coupon form, or 422 with every bad field at once. */
function couponColumns(
  body: AdminCouponUpdateBody,
  decimals: Record<CurrencyCode, number>,
  usedCount: number,
): Omit<typeof coupons.$inferInsert, 'code' | 'usedCount'> {
  const problems: Fields = {};
  let percent: number | null = null;
  let amounts: Record<string, number> | null = null;
  if (body.kind === 'percent') {
    const p = body.percent;
    if (typeof p !== 'number' || !Number.isInteger(p) || p < 1 || p > 100)
      problems.percent = promotionErrors.percentRange;
    else percent = p;
  }
  if (body.kind === 'amount')
    amounts = minorAmounts(
      body.amounts ?? {},
      decimals,
      'amounts',
      problems,
      promotionErrors.amountsRequired,
    );
  const validFrom = instant(body.validFrom, 'validFrom', problems);
  const validTo = instant(body.validTo, 'validTo', problems);
  if (validFrom && validTo && validTo <= validFrom) problems.validTo = promotionErrors.validRange;
  const limit = body.usageLimit ?? null;
  if (limit !== null && (!Number.isInteger(limit) || limit < 1 || limit > 10_000_000))
    problems.usageLimit = promotionErrors.usageLimit;
  else if (limit !== null && limit < usedCount) problems.usageLimit = promotionErrors.usageBelowUsed;
  if (Object.keys(problems).length) throw new FieldsRefused(problems);
  return { kind: body.kind, percent, amounts, validFrom, validTo, usageLimit: limit };
}

const lockedCoupon = async (tx: Tx, code: string): Promise<Coupon | null> =>
  (await tx.select().from(coupons).where(eq(coupons.code, code)).for('update'))[0] ?? null;

/** Every coupon, newest validity first is the list's job: here in code order. */
export async function listAdminCoupons(db: Db, now = new Date()): Promise<AdminCoupon[]> {
  const [rows, decimals] = await Promise.all([
    db.select().from(coupons).orderBy(asc(coupons.code)),
    decimalsByCurrency(db),
  ]);
  return rows.map((r) => toAdmin(r, decimals, now));
}

export async function getAdminCoupon(
  db: Db | Tx,
  code: string,
  now = new Date(),
): Promise<AdminCoupon | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, normaliseCouponCode(code)));
  return row ? toAdmin(row, await decimalsByCurrency(db), now) : null;
}

/** A new coupon; 409 when its code (case aside) is taken, also by a concurrent create. */
export async function createCoupon(tx: Tx, body: AdminCouponCreateBody): Promise<AdminCoupon> {
  const code = normaliseCouponCode(body.code);
  const decimals = await decimalsByCurrency(tx);
  const problems: Fields = {};
  if (code === '') problems.code = promotionErrors.codeRequired;
  else if (!CODE_PATTERN.test(code)) problems.code = promotionErrors.codeFormat;
  let columns: ReturnType<typeof couponColumns> | null = null;
  try {
    columns = couponColumns(body, decimals, 0);
  } catch (e) {
    if (!(e instanceof FieldsRefused)) throw e;
    for (const err of e.errors) if (err.field) problems[err.field] = err.title;
  }
  if (Object.keys(problems).length || !columns) throw new FieldsRefused(problems);
  const [row] = await tx
    .insert(coupons)
    .values({ code, ...columns })
    .onConflictDoNothing({ target: coupons.code })
    .returning();
  if (!row) throw new HttpError(409, promotionErrors.codeTaken, 'code', 'coupon.codeTaken');
  return toAdmin(row, decimals, new Date());
}

export interface CouponChange {
  before: AdminCoupon;
  after: AdminCoupon;
}

/** Changes a coupon's terms (not its code, not its uses); null when there is none. */
export async function updateCoupon(
  tx: Tx,
  code: string,
  body: AdminCouponUpdateBody,
): Promise<CouponChange | null> {
  const row = await lockedCoupon(tx, normaliseCouponCode(code));
  if (!row) return null;
  const decimals = await decimalsByCurrency(tx);
  const columns = couponColumns(body, decimals, row.usedCount);
  const [after] = await tx.update(coupons).set(columns).where(eq(coupons.code, row.code)).returning();
  const now = new Date();
  return { before: toAdmin(row, decimals, now), after: toAdmin(after!, decimals, now) };
}

/** Ends a coupon now (a used one is kept for its orders): its end moves to now unless earlier. */
export async function endCoupon(tx: Tx, code: string, now = new Date()): Promise<CouponChange | null> {
  const row = await lockedCoupon(tx, normaliseCouponCode(code));
  if (!row) return null;
  const decimals = await decimalsByCurrency(tx);
  const [after] = await tx
    .update(coupons)
    .set({
      validTo: sql`least(coalesce(${coupons.validTo}, ${now.toISOString()}::timestamptz), ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(coupons.code, row.code))
    .returning();
  return { before: toAdmin(row, decimals, now), after: toAdmin(after!, decimals, now) };
}

/** Deletes a coupon no order used; a used one answers 409 (end it instead). */
export async function deleteCoupon(tx: Tx, code: string): Promise<AdminCoupon> {
  const row = await lockedCoupon(tx, normaliseCouponCode(code));
  if (!row) throw notFound('code');
  if (row.usedCount > 0) throw new HttpError(409, promotionErrors.deleteUsed, 'code', 'coupon.deleteUsed');
  await tx.delete(coupons).where(eq(coupons.code, row.code));
  return toAdmin(row, await decimalsByCurrency(tx), new Date());
}
