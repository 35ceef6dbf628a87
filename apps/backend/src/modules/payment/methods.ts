import { VAT_RATES, toMajor, withoutVat } from '@shop/rules';
import { asc } from 'drizzle-orm';
import type { CurrencyCode, Locale, Payment, PaymentKind } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { perDatabaseCache } from '../../db/per-database-cache.ts';
import { translate } from '../../http/locale.ts';
import { currencyDecimals } from '../settings/index.ts';
import { paymentPrices, payments } from './tables.ts';

/** Payment surcharges carry the standard Czech VAT rate. */
const SERVICE_VAT = VAT_RATES.CZ.standard ?? 21;

type MethodRow = typeof payments.$inferSelect & { prices: Map<string, number> };

// Every cart and checkout step lists them; only a data load changes them.
const methodCache = perDatabaseCache(
  30_000,
  async (db): Promise<MethodRow[]> => {
    const [rows, prices] = await Promise.all([
      db.select().from(payments).orderBy(asc(payments.position), asc(payments.id)),
      db.select().from(paymentPrices),
    ]);
    return rows.map((r) => ({
      ...r,
      prices: new Map(
        prices.filter((p) => p.paymentId === r.id).map((p) => [p.currencyCode, p.priceWithTax]),
      ),
    }));
  },
  { fillFromTransactions: true },
);

/** Drops the cached payment methods after a data load. */
export function invalidatePaymentMethods(db: Db): void {
  methodCache.invalidate(db);
}

/** Enabled payments with a price in the currency, in their order. */
export async function listPayments(db: Db | Tx, currency: CurrencyCode, locale: Locale): Promise<Payment[]> {
  const [rows, decimals] = await Promise.all([methodCache.get(db as Db), currencyDecimals(db, currency)]);
  return rows.flatMap((r) => {
    const withTax = r.prices.get(currency);
    if (!r.enabled || withTax === undefined) return [];
    return {
      id: r.id,
      code: r.code,
      name: translate(r.name, locale),
      description: translate(r.description, locale),
      prices: {
        currencyCode: currency,
        priceWithTax: toMajor(withTax, decimals),
        priceWithoutTax: toMajor(withoutVat(withTax, SERVICE_VAT), decimals),
      },
    };
  });
}

/** Payment kinds by payment id, also of disabled methods. */
export async function paymentKinds(db: Db | Tx, ids: number[]): Promise<Map<number, PaymentKind>> {
  const rows = await methodCache.get(db as Db);
  return new Map(rows.filter((r) => ids.includes(r.id)).map((r) => [r.id, r.kind]));
}

/** Payment ids by their codes, also of disabled methods; unknown codes are left out. */
export async function paymentIdsByCode(db: Db | Tx, codes: readonly string[]): Promise<number[]> {
  const rows = await methodCache.get(db as Db);
  return rows
    .filter((r) => codes.includes(r.code))
    .map((r) => r.id)
    .sort((a, b) => a - b);
}

/** Every payment's code, also of disabled ones (what a shipper may block). */
export async function paymentCodes(db: Db | Tx): Promise<string[]> {
  return (await methodCache.get(db as Db)).map((r) => r.code);
}
