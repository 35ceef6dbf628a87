import { asc, eq } from 'drizzle-orm';
import {
  shippingAdminErrors,
  type AdminBlockedPayments,
  type AdminShipper,
  type AdminShipperCreateBody,
  type AdminShipperUpdateBody,
  type CurrencyCode,
} from '@shop/contract';
import { toMajor, toMinor } from '@shop/rules';
import type { Db, Tx } from '../../../db/client.ts';
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
const MAX_PRICE = 1_000_000;

type Problems = Record<string, string>;
type ShipperRow = typeof shippers.$inferSelect;

/** Whole units with at most the currency's decimals within the bounds; else null. */
function minorOf(value: number, decimals: number, positive: boolean): number | null {
  if (!Number.isFinite(value) || value > MAX_PRICE || (positive ? value <= 0 : value < 0)) return null;
  const minor = toMinor(value, decimals);
  return Math.abs(minor - value * 10 ** decimals) < 1e-6 ? minor : null;
}

function translated(
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

async function toAdmin(db: Db | Tx, rows: ShipperRow[]): Promise<AdminShipper[]> {
  const prices = await db.select().from(shipperPrices);
  const decimals = new Map<string, number>();
  for (const p of prices)
    if (!decimals.has(p.currencyCode))
      decimals.set(p.currencyCode, await currencyDecimals(db, p.currencyCode));
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
    prices: prices
      .filter((p) => p.shipperId === r.id)
      .sort((a, b) => a.currencyCode.localeCompare(b.currencyCode))
      .map((p) => {
        const d = decimals.get(p.currencyCode)!;
        return {
          currency: p.currencyCode as CurrencyCode,
          price: toMajor(p.priceWithTax, d),
          freeFrom: p.freeFromWithTax === null ? null : toMajor(p.freeFromWithTax, d),
        };
      }),
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
  const name = translated(body.name, 'name', problems, 120, true);
  const description = translated(body.description, 'description', problems, 1000, false);
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
  const prices: { currencyCode: string; priceWithTax: number; freeFromWithTax: number | null }[] = [];
  for (const [i, p] of body.prices.entries()) {
    if (prices.some((q) => q.currencyCode === p.currency)) {
      problems[`prices.${i}.currency`] = shippingAdminErrors.priceDuplicate;
      continue;
    }
    const decimals = await currencyDecimals(db, p.currency);
    const price = minorOf(p.price, decimals, false);
    const freeFrom = p.freeFrom === null ? null : minorOf(p.freeFrom, decimals, true);
    if (price === null) problems[`prices.${i}.price`] = shippingAdminErrors.price;
    if (p.freeFrom !== null && freeFrom === null)
      problems[`prices.${i}.freeFrom`] = shippingAdminErrors.freeFrom;
    prices.push({ currencyCode: p.currency, priceWithTax: price ?? 0, freeFromWithTax: freeFrom });
  }
  if (body.prices.length === 0) problems.prices = shippingAdminErrors.pricesRequired;
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

async function replacePrices(
  tx: Tx,
  shipperId: number,
  prices: { currencyCode: string; priceWithTax: number; freeFromWithTax: number | null }[],
) {
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
