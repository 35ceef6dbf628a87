import { asc, eq } from 'drizzle-orm';
import {
  shippingAdminErrors,
  type AdminPayment,
  type AdminPaymentCreateBody,
  type AdminPaymentUpdateBody,
  type CurrencyCode,
} from '@shop/contract';
import { toMajor, toMinor } from '@shop/rules';
import type { Db, Tx } from '../../db/client.ts';
import { FieldsRefused, HttpError } from '../../http/errors.ts';
import { currencyDecimals } from '../settings/index.ts';
import { paymentPrices, payments } from './tables.ts';

/**
 * Payment methods in the back office: names and descriptions per language, a surcharge per
 * currency (a currency without one does not offer the method), on or off, and their order.
 * A method is never deleted: orders keep its code and shippers may block it.
 */

const CODE_PATTERN = /^[a-z0-9_-]{2,40}$/;
const MAX_PRICE = 1_000_000;

type Problems = Record<string, string>;

/** Whole units with at most the currency's decimals, 0 to the cap; else null. */
function priceMinor(value: number, decimals: number): number | null {
  if (!Number.isFinite(value) || value < 0 || value > MAX_PRICE) return null;
  const minor = toMinor(value, decimals);
  return Math.abs(minor - value * 10 ** decimals) < 1e-6 ? minor : null;
}

/** A text per language, trimmed, with empty translations left out; Czech is required. */
function translatedColumn(
  value: { cs: string; sk?: string; de?: string },
  field: string,
  problems: Problems,
  max: number,
  required: boolean,
): { cs: string; sk?: string; de?: string } {
  const out: { cs: string; sk?: string; de?: string } = { cs: value.cs.trim() };
  for (const l of ['sk', 'de'] as const) {
    const t = value[l]?.trim();
    if (t) out[l] = t;
  }
  if (required && out.cs === '') problems[`${field}.cs`] = shippingAdminErrors.nameRequired;
  for (const l of ['cs', 'sk', 'de'] as const)
    if ((out[l]?.length ?? 0) > max) problems[`${field}.${l}`] = `Nejvýše ${max} znaků.`;
  return out;
}

const positionProblem = (n: number) => !Number.isInteger(n) || n < 0 || n > 9999;

async function toAdmin(db: Db | Tx, rows: (typeof payments.$inferSelect)[]): Promise<AdminPayment[]> {
  const prices = await db.select().from(paymentPrices);
  const decimals = new Map<string, number>();
  for (const p of prices)
    if (!decimals.has(p.currencyCode))
      decimals.set(p.currencyCode, await currencyDecimals(db, p.currencyCode));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    kind: r.kind,
    name: r.name,
    description: r.description,
    position: r.position,
    enabled: r.enabled,
    prices: prices
      .filter((p) => p.paymentId === r.id)
      .sort((a, b) => a.currencyCode.localeCompare(b.currencyCode))
      .map((p) => ({
        currency: p.currencyCode as CurrencyCode,
        price: toMajor(p.priceWithTax, decimals.get(p.currencyCode)!),
      })),
  }));
}

export async function listAdminPayments(db: Db): Promise<AdminPayment[]> {
  return toAdmin(db, await db.select().from(payments).orderBy(asc(payments.position), asc(payments.id)));
}

export async function getAdminPayment(db: Db | Tx, id: number): Promise<AdminPayment | null> {
  const rows = await db.select().from(payments).where(eq(payments.id, id));
  return rows.length ? (await toAdmin(db, rows))[0]! : null;
}

async function checked(db: Db | Tx, body: AdminPaymentUpdateBody, problems: Problems) {
  const name = translatedColumn(body.name, 'name', problems, 120, true);
  const description = translatedColumn(body.description, 'description', problems, 1000, false);
  if (positionProblem(body.position)) problems.position = shippingAdminErrors.position;
  const prices: { currencyCode: string; priceWithTax: number }[] = [];
  body.prices.forEach((p, i) => {
    if (prices.some((q) => q.currencyCode === p.currency)) {
      problems[`prices.${i}.currency`] = shippingAdminErrors.priceDuplicate;
      return;
    }
    prices.push({ currencyCode: p.currency, priceWithTax: 0 });
  });
  for (const [i, p] of body.prices.entries()) {
    const minor = priceMinor(p.price, await currencyDecimals(db, p.currency));
    if (minor === null) problems[`prices.${i}.price`] = shippingAdminErrors.price;
    const row = prices.find((q) => q.currencyCode === p.currency);
    if (row && minor !== null) row.priceWithTax = minor;
  }
  if (body.prices.length === 0) problems.prices = shippingAdminErrors.pricesRequired;
  if (Object.keys(problems).length) throw new FieldsRefused(problems);
  return {
    columns: { kind: body.kind, name, description, position: body.position, enabled: body.enabled },
    prices,
  };
}

async function replacePrices(
  tx: Tx,
  paymentId: number,
  prices: { currencyCode: string; priceWithTax: number }[],
) {
  await tx.delete(paymentPrices).where(eq(paymentPrices.paymentId, paymentId));
  await tx.insert(paymentPrices).values(prices.map((p) => ({ paymentId, ...p })));
}

/** A new payment method; 409 when its code is taken (also by a concurrent create). */
export async function createPayment(tx: Tx, body: AdminPaymentCreateBody): Promise<AdminPayment> {
  const problems: Problems = {};
  const code = body.code.trim();
  if (!CODE_PATTERN.test(code)) problems.code = shippingAdminErrors.codeFormat;
  const { columns, prices } = await checked(tx, body, problems);
  const [row] = await tx
    .insert(payments)
    .values({ code, ...columns })
    .onConflictDoNothing({ target: payments.code })
    .returning();
  if (!row) throw new HttpError(409, shippingAdminErrors.codeTaken, 'code', 'shipping.codeTaken');
  await replacePrices(tx, row.id, prices);
  return (await getAdminPayment(tx, row.id))!;
}

export interface PaymentChange {
  before: AdminPayment;
  after: AdminPayment;
}

/** Changes a payment method (its code stays: orders and shippers name it); null when there is none. */
export async function updatePayment(
  tx: Tx,
  id: number,
  body: AdminPaymentUpdateBody,
): Promise<PaymentChange | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  if (!row) return null;
  const before = (await toAdmin(tx, [row]))[0]!;
  const { columns, prices } = await checked(tx, body, {});
  await tx.update(payments).set(columns).where(eq(payments.id, id));
  await replacePrices(tx, id, prices);
  return { before, after: (await getAdminPayment(tx, id))! };
}
