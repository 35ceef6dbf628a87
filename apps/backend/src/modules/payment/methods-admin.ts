import { asc, eq } from 'drizzle-orm';
import {
  shippingAdminErrors,
  type AdminPayment,
  type AdminPaymentCreateBody,
  type AdminPaymentUpdateBody,
} from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { adminPriceLists, storedPriceList, type StoredPrice } from '../../http/admin-price-list.ts';
import { trimmedTranslations } from '../../http/admin-translated-text.ts';
import { FieldsRefused, HttpError } from '../../http/errors.ts';
import { currencyDecimals } from '../settings/index.ts';
import { paymentPrices, payments } from './tables.ts';

/**
 * Payment methods in the back office: names and descriptions per language, a surcharge per
 * currency (a currency without one does not offer the method), on or off, and their order.
 * A method is never deleted: orders keep its code and shippers may block it.
 */

const CODE_PATTERN = /^[a-z0-9_-]{2,40}$/;

type Problems = Record<string, string>;

const positionProblem = (n: number) => !Number.isInteger(n) || n < 0 || n > 9999;

async function toAdmin(db: Db | Tx, rows: (typeof payments.$inferSelect)[]): Promise<AdminPayment[]> {
  const pricesOf = await adminPriceLists(
    await db.select().from(paymentPrices),
    (p) => p.paymentId,
    (currency) => currencyDecimals(db, currency),
  );
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    kind: r.kind,
    name: r.name,
    description: r.description,
    position: r.position,
    enabled: r.enabled,
    prices: pricesOf(r.id),
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
  const name = trimmedTranslations(body.name, 'name', problems, 120, true);
  const description = trimmedTranslations(body.description, 'description', problems, 1000, false);
  if (positionProblem(body.position)) problems.position = shippingAdminErrors.position;
  const prices = await storedPriceList(body.prices, (currency) => currencyDecimals(db, currency), problems);
  if (Object.keys(problems).length) throw new FieldsRefused(problems);
  return {
    columns: { kind: body.kind, name, description, position: body.position, enabled: body.enabled },
    prices,
  };
}

async function replacePrices(tx: Tx, paymentId: number, prices: StoredPrice[]) {
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
