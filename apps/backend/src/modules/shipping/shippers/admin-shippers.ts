import { asc, eq } from 'drizzle-orm';
import {
  shippingAdminErrors,
  type AdminBlockedPayments,
  type AdminShipper,
  type AdminShipperCreateBody,
  type AdminShipperUpdateBody,
} from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { adminPriceLists, storedPriceList, type StoredPrice } from '../../../http/admin-price-list.ts';
import { trimmedTranslations } from '../../../http/admin-translated-text.ts';
import { FieldsRefused, HttpError } from '../../../http/errors.ts';
import { paymentCodes } from '../../payment/index.ts';
import { currencyDecimals, listCountries } from '../../settings/index.ts';
import { shipperPrices, shippers } from '../tables.ts';

/**
 * Shippers in the back office: names and descriptions per language, a price and a free-shipping
 * limit per currency (a currency without a price does not offer the shipper), delivery days and
 * the day's closing time, countries, the payments it cannot go with, on or off, and their order.
 * A shipper is never deleted: orders keep its id and code.
 */

const CODE_PATTERN = /^[a-z0-9_-]{2,40}$/;
const CLOSES_AT = /^([01]\d|2[0-3]):[0-5]\d$/;

type Problems = Record<string, string>;
type ShipperRow = typeof shippers.$inferSelect;

async function toAdmin(db: Db | Tx, rows: ShipperRow[]): Promise<AdminShipper[]> {
  const pricesOf = await adminPriceLists(
    await db.select().from(shipperPrices),
    (p) => p.shipperId,
    (currency) => currencyDecimals(db, currency),
  );
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    type: r.type,
    name: r.name,
    description: r.description,
    requiredAddress: r.requiredAddress,
    deliveryDays: r.deliveryDays,
    closesAt: r.closesAt.slice(0, 5),
    countries: r.countries,
    blockedPaymentCodes: r.blockedPaymentCodes,
    position: r.position,
    enabled: r.enabled,
    prices: pricesOf(r.id).map((p) => ({ ...p, freeFrom: p.freeFrom ?? null })),
  }));
}

export async function listAdminShippers(db: Db): Promise<AdminShipper[]> {
  return toAdmin(db, await db.select().from(shippers).orderBy(asc(shippers.position), asc(shippers.id)));
}

export async function getAdminShipper(db: Db | Tx, id: number): Promise<AdminShipper | null> {
  const rows = await db.select().from(shippers).where(eq(shippers.id, id));
  return rows.length ? (await toAdmin(db, rows))[0]! : null;
}

/** Payment codes the shop does not have, of those given. */
async function unknownPayments(db: Db | Tx, codes: readonly string[]): Promise<string[]> {
  const known = new Set(await paymentCodes(db));
  return [...new Set(codes)].filter((c) => !known.has(c));
}

async function checked(
  db: Db | Tx,
  body: AdminShipperUpdateBody,
  problems: Problems,
  keptBlocked: readonly string[] = [],
) {
  const name = trimmedTranslations(body.name, 'name', problems, 120, true);
  const description = trimmedTranslations(body.description, 'description', problems, 1000, false);
  if (!Number.isInteger(body.deliveryDays) || body.deliveryDays < 0 || body.deliveryDays > 30)
    problems.deliveryDays = shippingAdminErrors.deliveryDays;
  if (!CLOSES_AT.test(body.closesAt)) problems.closesAt = shippingAdminErrors.closesAt;
  if (!Number.isInteger(body.position) || body.position < 0 || body.position > 9999)
    problems.position = shippingAdminErrors.position;
  const countries = [...new Set(body.countries.map((c) => c.trim().toUpperCase()))];
  const known = new Set((await listCountries(db as Db, 'cs')).map((c) => c.alpha3));
  const strange = countries.filter((c) => !known.has(c));
  if (countries.length === 0) problems.countries = shippingAdminErrors.countriesRequired;
  else if (strange.length)
    problems.countries = shippingAdminErrors.countries.replace('{countries}', strange.join(', '));
  const blocked = [...new Set(body.blockedPaymentCodes ?? keptBlocked)];
  const unknown = await unknownPayments(db, blocked);
  if (unknown.length)
    problems.blockedPaymentCodes = shippingAdminErrors.blockedUnknown.replace('{codes}', unknown.join(', '));
  const prices = await storedPriceList(body.prices, (currency) => currencyDecimals(db, currency), problems);
  if (Object.keys(problems).length) throw new FieldsRefused(problems);
  return {
    columns: {
      type: body.type,
      name,
      description,
      requiredAddress: body.requiredAddress,
      deliveryDays: body.deliveryDays,
      closesAt: body.closesAt,
      countries,
      blockedPaymentCodes: blocked.sort(),
      position: body.position,
      enabled: body.enabled,
    },
    prices,
  };
}

async function replacePrices(tx: Tx, shipperId: number, prices: StoredPrice[]) {
  await tx.delete(shipperPrices).where(eq(shipperPrices.shipperId, shipperId));
  await tx.insert(shipperPrices).values(prices.map((p) => ({ shipperId, ...p })));
}

/** A new shipper; 409 when its code is taken (also by a concurrent create). */
export async function createShipper(tx: Tx, body: AdminShipperCreateBody): Promise<AdminShipper> {
  const problems: Problems = {};
  const code = body.code.trim();
  if (!CODE_PATTERN.test(code)) problems.code = shippingAdminErrors.codeFormat;
  const { columns, prices } = await checked(tx, body, problems);
  const [row] = await tx
    .insert(shippers)
    .values({ code, ...columns })
    .onConflictDoNothing({ target: shippers.code })
    .returning();
  if (!row) throw new HttpError(409, shippingAdminErrors.codeTaken, 'code', 'shipping.codeTaken');
  await replacePrices(tx, row.id, prices);
  return (await getAdminShipper(tx, row.id))!;
}

export interface ShipperChange {
  before: AdminShipper;
  after: AdminShipper;
}

/** Changes a shipper (its code stays: orders name it); null when there is none. */
export async function updateShipper(
  tx: Tx,
  id: number,
  body: AdminShipperUpdateBody,
): Promise<ShipperChange | null> {
  const [row] = await tx.select().from(shippers).where(eq(shippers.id, id)).for('update');
  if (!row) return null;
  const before = (await toAdmin(tx, [row]))[0]!;
  const { columns, prices } = await checked(tx, body, {}, row.blockedPaymentCodes);
  await tx.update(shippers).set(columns).where(eq(shippers.id, id));
  await replacePrices(tx, id, prices);
  return { before, after: (await getAdminShipper(tx, id))! };
}

/** The shipper × payment grid: each shipper with the payment codes it cannot go with. */
export async function blockedPayments(db: Db | Tx): Promise<AdminBlockedPayments> {
  const rows = await db
    .select({ id: shippers.id, blockedPaymentCodes: shippers.blockedPaymentCodes })
    .from(shippers)
    .orderBy(asc(shippers.position), asc(shippers.id));
  return { shippers: rows };
}

/**
 * Saves the grid: the shippers named get exactly the codes given (the others keep theirs). Every
 * shipper and code must exist; the rows are locked, so two saves never interleave.
 */
export async function setBlockedPayments(
  tx: Tx,
  grid: AdminBlockedPayments,
): Promise<{ before: AdminBlockedPayments; after: AdminBlockedPayments }> {
  const before = await blockedPayments(tx);
  const ids = new Set(before.shippers.map((s) => s.id));
  const problems: Problems = {};
  for (const [i, s] of grid.shippers.entries()) {
    if (!ids.has(s.id)) problems[`shippers.${i}.id`] = shippingAdminErrors.unknownShipper;
    const unknown = await unknownPayments(tx, s.blockedPaymentCodes);
    if (unknown.length)
      problems[`shippers.${i}.blockedPaymentCodes`] = shippingAdminErrors.blockedUnknown.replace(
        '{codes}',
        unknown.join(', '),
      );
  }
  if (Object.keys(problems).length) throw new FieldsRefused(problems);
  await tx.select({ id: shippers.id }).from(shippers).for('update');
  for (const s of grid.shippers)
    await tx
      .update(shippers)
      .set({ blockedPaymentCodes: [...new Set(s.blockedPaymentCodes)].sort() })
      .where(eq(shippers.id, s.id));
  return { before, after: await blockedPayments(tx) };
}
