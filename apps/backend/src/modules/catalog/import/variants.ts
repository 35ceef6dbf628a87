import { sql } from 'drizzle-orm';
import { catalogueImportColumns, type CatalogueImportRefusal } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { sqlIntArray, sqlTextArray } from '../../../db/sql-arrays.ts';
import { refreshProductListing } from '../listing/refresh.ts';
import { EAN } from '../product-editor/checks.ts';
import { flag, namesOf, type ImportKind, type LocaleNames } from './kind.ts';

/** Variants by their code (archived ones too: their prices and stock may still be set). */
export async function variantsOfCodes(
  db: Db | Tx,
  codes: string[],
): Promise<Map<string, { id: number; productId: number }>> {
  const wanted = [...new Set(codes.filter((c) => c !== ''))];
  if (wanted.length === 0) return new Map();
  const rows = await queryRows<{ id: number; product_id: number; code: string }>(
    db,
    sql`select id, product_id, code from catalog.variants where code = any(${sqlTextArray(wanted)})`,
  );
  return new Map(rows.map((r) => [r.code, { id: r.id, productId: r.product_id }]));
}

/** A variant's fields a file sets; names per locale, '' where a locale has none (Czech is shown). */
export interface VariantFields extends LocaleNames {
  ean: string;
  availability: string;
  soldAvailability: string;
  checkStock: boolean;
}

/** A row's change: of a variant the shop has (`variantId`), or a new variant of `productId`. */
export interface VariantChange extends VariantFields {
  variantId: number | null;
  productId: number;
  code: string;
}

interface CurrentVariant extends VariantFields {
  id: number;
  productId: number;
  code: string;
  archived: boolean;
}

const sameVariant = (a: VariantFields, b: VariantFields) =>
  a.nameCs === b.nameCs &&
  a.nameSk === b.nameSk &&
  a.nameDe === b.nameDe &&
  a.ean === b.ean &&
  a.availability === b.availability &&
  a.soldAvailability === b.soldAvailability &&
  a.checkStock === b.checkStock;

const variantColumns = sql`v.id, v.product_id as "productId", v.code, v.name->>'cs' as "nameCs",
  coalesce(v.name->>'sk', '') as "nameSk", coalesce(v.name->>'de', '') as "nameDe", coalesce(v.ean, '') as ean,
  v.availability_code as availability, v.sold_availability_code as "soldAvailability",
  v.check_stock as "checkStock", v.archived_at is not null as archived`;

const nameJson = (c: LocaleNames) =>
  JSON.stringify({
    cs: c.nameCs,
    ...(c.nameSk ? { sk: c.nameSk } : {}),
    ...(c.nameDe ? { de: c.nameDe } : {}),
  });

/**
 * Variants by their code, of a product by its catalogue code: names per locale, EAN, availability
 * in stock and sold out (by code), whether stock is counted. A code the shop does not know creates
 * the variant (the product's default when it has none); codes stay unique, case aside. A variant
 * does not move to another product, and an archived one is not changed.
 */
export const variantsKind: ImportKind<VariantChange, { availabilities: Set<string> }> = {
  columns: catalogueImportColumns.variants,

  async prepare(db) {
    const rows = await queryRows<{ code: string }>(db, sql`select code from catalog.availabilities`);
    return { availabilities: new Set(rows.map((r) => r.code)) };
  },

  async check(db, rows, { availabilities }, seen) {
    const upper = (key: string) => [
      ...new Set(rows.map((r) => (r.cells[key] ?? '').toUpperCase()).filter(Boolean)),
    ];
    const [variants, products] = await Promise.all([
      queryRows<CurrentVariant>(
        db,
        sql`select ${variantColumns} from catalog.variants v where upper(v.code) = any(${sqlTextArray(upper('variant_code'))})`,
      ),
      queryRows<{ id: number; code: string; archived: boolean }>(
        db,
        sql`select id, upper(catalog_code) as code, archived_at is not null as archived
              from catalog.products where upper(catalog_code) = any(${sqlTextArray(upper('product_code'))})
             order by id`,
      ),
    ]);
    const byCode = new Map(variants.map((v) => [v.code.toUpperCase(), v]));
    const productOf = new Map<string, { id: number; archived: boolean }>();
    for (const p of products) if (!productOf.has(p.code)) productOf.set(p.code, p);
    const refused: CatalogueImportRefusal[] = [];
    const changes: VariantChange[] = [];
    let unchanged = 0;
    let created = 0;
    for (const { line, cells } of rows) {
      const refuse = (reason: string) => refused.push({ row: line, reason });
      const code = cells.variant_code ?? '';
      if (!code || code.length > 100) {
        refuse(code ? 'Kód varianty je delší než 100 znaků.' : 'Chybí kód varianty.');
        continue;
      }
      const productCode = cells.product_code ?? '';
      const product = productOf.get(productCode.toUpperCase());
      if (!product) {
        refuse(
          productCode
            ? `Neznámý produkt s katalogovým kódem „${productCode}“.`
            : 'Chybí katalogový kód produktu.',
        );
        continue;
      }
      if (product.archived) {
        refuse(`Produkt „${productCode}“ je archivovaný.`);
        continue;
      }
      const variant = byCode.get(code.toUpperCase());
      if (variant && variant.productId !== product.id) {
        refuse(`Varianta „${code}“ patří k jinému produktu; import varianty mezi produkty nepřesouvá.`);
        continue;
      }
      if (variant?.archived) {
        refuse(`Varianta „${code}“ je archivovaná.`);
        continue;
      }
      const names = namesOf(cells);
      if (typeof names === 'string') {
        refuse(names);
        continue;
      }
      const ean = cells.ean ?? '';
      if (ean && ean !== variant?.ean && !EAN.test(ean)) {
        refuse(`EAN „${ean}“ musí mít 8, 12, 13 nebo 14 číslic.`);
        continue;
      }
      const availability = cells.availability ?? '';
      const soldAvailability = cells.sold_availability ?? '';
      const unknown = [availability, soldAvailability].find((a) => !availabilities.has(a));
      if (unknown !== undefined) {
        refuse(unknown ? `Neznámá dostupnost „${unknown}“.` : 'Chybí dostupnost.');
        continue;
      }
      const checkStock = flag(cells.check_stock ?? '');
      if (checkStock === null) {
        refuse('Sloupec check_stock musí být 1 nebo 0.');
        continue;
      }
      const key = `variant:${code.toUpperCase()}`;
      const first = seen.get(key);
      if (first !== undefined) {
        refuse(`Kód varianty „${code}“ už je na řádku ${first}.`);
        continue;
      }
      seen.set(key, line);
      const fields: VariantFields = { ...names, ean, availability, soldAvailability, checkStock };
      if (variant && sameVariant(fields, variant)) {
        unchanged++;
        continue;
      }
      if (!variant) created++;
      changes.push({
        ...fields,
        variantId: variant?.id ?? null,
        productId: product.id,
        code: variant?.code ?? code,
      });
    }
    return { changes, created, unchanged, refused };
  },

  async apply(tx, changes) {
    if (changes.length === 0) return [];
    const columns = (only: VariantChange[]) => sql`
      ${sqlTextArray(only.map(nameJson))}::jsonb[], ${sqlTextArray(only.map((c) => c.ean))},
      ${sqlTextArray(only.map((c) => c.availability))}, ${sqlTextArray(only.map((c) => c.soldAvailability))},
      ${sqlTextArray(only.map((c) => String(c.checkStock)))}::boolean[]`;
    const updated = changes.filter((c) => c.variantId !== null);
    if (updated.length) {
      await tx.execute(sql`
        update catalog.variants v
           set name = i.name, ean = nullif(i.ean, ''), availability_code = i.availability,
               sold_availability_code = i.sold, check_stock = i.check_stock
          from unnest(${sqlIntArray(updated.map((c) => c.variantId!))}, ${columns(updated)})
            as i(id, name, ean, availability, sold, check_stock)
         where v.id = i.id`);
    }
    const fresh = changes.filter((c) => c.variantId === null);
    if (fresh.length) {
      // After the product's other variants, in the file's order.
      await tx.execute(sql`
        insert into catalog.variants (product_id, code, name, ean, availability_code, sold_availability_code,
                                      check_stock, position, is_default)
        select i.product_id, i.code, i.name, nullif(i.ean, ''), i.availability, i.sold, i.check_stock,
               coalesce((select max(position) from catalog.variants v where v.product_id = i.product_id), -1)
                 + row_number() over (partition by i.product_id order by i.n), false
          from unnest(${sqlIntArray(fresh.map((c) => c.productId))}, ${sqlTextArray(fresh.map((c) => c.code))},
                      ${columns(fresh)}) with ordinality as i(product_id, code, name, ean, availability, sold, check_stock, n)`);
    }
    const products = [...new Set(changes.map((c) => c.productId))];
    const ids = sqlIntArray(products);
    // A product without a default variant takes its first one that is not archived, as the editor settles it.
    await tx.execute(sql`
      update catalog.variants set is_default = true
       where id in (select distinct on (product_id) id from catalog.variants v
                     where product_id = any(${ids}) and archived_at is null
                       and not exists (select 1 from catalog.variants d
                                        where d.product_id = v.product_id and d.is_default and d.archived_at is null)
                     order by product_id, position, id)`);
    await tx.execute(sql`update catalog.products set updated_at = now() where id = any(${ids})`);
    await refreshProductListing(tx, products);
    return products;
  },

  async *exportRows(db) {
    let after = 0;
    for (;;) {
      const rows = await queryRows<CurrentVariant & { productCode: string }>(
        db,
        sql`select ${variantColumns}, p.catalog_code as "productCode"
              from catalog.variants v join catalog.products p on p.id = v.product_id
             where v.id > ${after} and v.archived_at is null and p.archived_at is null
             order by v.id limit 5000`,
      );
      for (const v of rows) {
        yield [
          v.code,
          v.productCode,
          v.nameCs,
          v.nameSk,
          v.nameDe,
          v.ean,
          v.availability,
          v.soldAvailability,
          v.checkStock ? '1' : '0',
        ];
      }
      if (rows.length < 5000) return;
      after = rows.at(-1)!.id;
    }
  },
};
