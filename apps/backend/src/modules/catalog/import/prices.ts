import { sql } from 'drizzle-orm';
import { catalogueImportColumns, type CatalogueImportRefusal } from '@shop/contract';
import { CURRENCIES, toMajor, type CurrencyCode } from '@shop/rules';
import type { Db, Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { sqlIntArray, sqlTextArray } from '../../../db/sql-arrays.ts';
import { refreshProductListing } from '../listing/refresh.ts';
import { czechDecimal, parseCzechNumber } from './csv.ts';
import { duplicateOf, type ImportKind } from './kind.ts';
import { variantsOfCodes } from './variants.ts';

export interface PriceChange {
  variantId: number;
  productId: number;
  currency: CurrencyCode;
  /** null: the price for everyone. */
  group: string | null;
  unit: number;
  original: number | null;
  /** The unit price changes (the history gains it); else only the price before a discount does. */
  unitChanged: boolean;
}

const MAX_PRICE = 100_000_000;

function amountOf(raw: string, currency: CurrencyCode): number | string {
  const n = parseCzechNumber(raw);
  if (n === null) return `„${raw}“ není číslo.`;
  if (n < 0 || n > MAX_PRICE) return `Cena ${raw} je mimo rozsah 0 až ${MAX_PRICE}.`;
  const places = CURRENCIES[currency].decimalPlaces;
  const minor = Math.round(n * 10 ** places);
  if (Math.abs(minor - n * 10 ** places) > 1e-6) return `Cena ${raw} má víc než ${places} desetinná místa.`;
  return minor;
}

/**
 * Prices per variant, currency and customer group (empty: the price for everyone), with VAT, and
 * the price before a discount (empty: none). The unit price's history is kept as the operator's
 * price change keeps it: the current range ends today and a new one starts, one amount a day.
 */
export const pricesKind: ImportKind<PriceChange, { groups: Set<string> }> = {
  columns: catalogueImportColumns.prices,

  async prepare(db, lookups) {
    return { groups: await lookups.customerGroups(db) };
  },

  async check(db, rows, { groups }, seen) {
    const variants = await variantsOfCodes(
      db,
      rows.map((r) => r.cells.variant_code ?? ''),
    );
    const current = await currentPrices(
      db,
      [...variants.values()].map((v) => v.id),
    );
    const refused: CatalogueImportRefusal[] = [];
    const changes: PriceChange[] = [];
    let unchanged = 0;
    for (const { line, cells } of rows) {
      const refuse = (reason: string) => refused.push({ row: line, reason });
      const code = cells.variant_code ?? '';
      const variant = variants.get(code);
      if (!code) {
        refuse('Chybí kód varianty.');
        continue;
      }
      if (!variant) {
        refuse(`Neznámá varianta „${code}“.`);
        continue;
      }
      const currency = (cells.currency ?? '').toUpperCase();
      if (!Object.hasOwn(CURRENCIES, currency)) {
        refuse(`Neznámá měna „${cells.currency}“ (${Object.keys(CURRENCIES).join(', ')}).`);
        continue;
      }
      const group = cells.customer_group || null;
      if (group !== null && !groups.has(group)) {
        refuse(`Neznámá zákaznická skupina „${group}“.`);
        continue;
      }
      const unit = amountOf(cells.price ?? '', currency as CurrencyCode);
      if (typeof unit === 'string') {
        refuse(cells.price ? unit : 'Chybí cena.');
        continue;
      }
      const original = cells.original_price ? amountOf(cells.original_price, currency as CurrencyCode) : null;
      if (typeof original === 'string') {
        refuse(`Původní cena: ${original}`);
        continue;
      }
      if (original !== null && original <= unit) {
        refuse('Původní cena musí být vyšší než cena.');
        continue;
      }
      const key = `${variant.id}|${currency}|${group ?? ''}`;
      const first = seen.get(key);
      if (first !== undefined) {
        refused.push(duplicateOf(line, first));
        continue;
      }
      seen.set(key, line);
      const now = current.get(key);
      if (now && now.unit === unit && now.original === original) {
        unchanged++;
        continue;
      }
      changes.push({
        variantId: variant.id,
        productId: variant.productId,
        currency: currency as CurrencyCode,
        group,
        unit,
        original,
        unitChanged: now?.unit !== unit,
      });
    }
    return { changes, created: 0, unchanged, refused };
  },

  async apply(tx, changes, today) {
    if (changes.length === 0) return [];
    await writePrices(tx, changes, today);
    const products = [...new Set(changes.map((c) => c.productId))];
    await refreshProductListing(tx, products);
    return products;
  },

  async *exportRows(db) {
    let after = 0;
    for (;;) {
      const rows = await queryRows<{
        id: number;
        code: string;
        currency_code: string;
        customer_group: string | null;
        unit_with_tax: number;
        original_with_tax: number | null;
      }>(
        db,
        sql`select p.id, v.code, p.currency_code, p.customer_group, p.unit_with_tax, p.original_with_tax
              from catalog.prices p join catalog.variants v on v.id = p.variant_id
             where p.id > ${after} order by p.id limit 5000`,
      );
      for (const r of rows) {
        const places = CURRENCIES[r.currency_code as CurrencyCode]?.decimalPlaces ?? 2;
        const major = (minor: number) => czechDecimal(toMajor(minor, places), places);
        yield [
          r.code,
          r.currency_code,
          r.customer_group ?? '',
          major(r.unit_with_tax),
          r.original_with_tax === null ? '' : major(r.original_with_tax),
        ];
      }
      if (rows.length < 5000) return;
      after = rows.at(-1)!.id;
    }
  },
};

async function currentPrices(
  db: Db | Tx,
  variantIds: number[],
): Promise<Map<string, { unit: number; original: number | null }>> {
  if (variantIds.length === 0) return new Map();
  const rows = await queryRows<{
    variant_id: number;
    currency_code: string;
    customer_group: string | null;
    unit_with_tax: number;
    original_with_tax: number | null;
  }>(
    db,
    sql`select variant_id, currency_code, customer_group, unit_with_tax, original_with_tax
          from catalog.prices where variant_id = any(${sqlIntArray(variantIds)})`,
  );
  return new Map(
    rows.map((r) => [
      `${r.variant_id}|${r.currency_code}|${r.customer_group ?? ''}`,
      { unit: r.unit_with_tax, original: r.original_with_tax },
    ]),
  );
}

/**
 * The price rows and their history for many prices at once, as setVariantPrice writes one: the
 * price upserted; when the unit price changes, the history's open range is replaced when it began
 * today, else closed today and a new one opened today.
 */
async function writePrices(tx: Tx, changes: PriceChange[], today: string): Promise<void> {
  const input = (only: PriceChange[]) => sql`
    select variant_id, currency_code, nullif(customer_group, '') as customer_group, unit, nullif(original, 0) as original
      from unnest(${sqlIntArray(only.map((c) => c.variantId))}, ${sqlTextArray(only.map((c) => c.currency))},
                  ${sqlTextArray(only.map((c) => c.group ?? ''))}, ${sqlIntArray(only.map((c) => c.unit))},
                  ${sqlIntArray(only.map((c) => c.original ?? 0))})
        as t(variant_id, currency_code, customer_group, unit, original)`;
  await tx.execute(sql`
    insert into catalog.prices (variant_id, currency_code, customer_group, unit_with_tax, original_with_tax)
    ${input(changes)}
    on conflict (variant_id, currency_code, customer_group)
    do update set unit_with_tax = excluded.unit_with_tax, original_with_tax = excluded.original_with_tax`);
  const moved = changes.filter((c) => c.unitChanged);
  if (moved.length === 0) return;
  const sameKey = sql`h.variant_id = i.variant_id and h.currency_code = i.currency_code
                      and h.customer_group is not distinct from i.customer_group and h.valid_to is null`;
  await tx.execute(sql`
    update catalog.price_history h set unit_with_tax = i.unit
      from (${input(moved)}) i
     where ${sameKey} and h.valid_from = ${today}`);
  await tx.execute(sql`
    update catalog.price_history h set valid_to = ${today}
      from (${input(moved)}) i
     where ${sameKey} and h.valid_from <> ${today} and h.unit_with_tax <> i.unit`);
  await tx.execute(sql`
    insert into catalog.price_history (variant_id, currency_code, customer_group, unit_with_tax, valid_from)
    select i.variant_id, i.currency_code, i.customer_group, i.unit, ${today}
      from (${input(moved)}) i
     where not exists (select 1 from catalog.price_history h where ${sameKey})`);
}
