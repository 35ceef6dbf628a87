import { sql } from 'drizzle-orm';
import { catalogueImportColumns, type CatalogueImportRefusal } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { sqlIntArray, sqlTextArray } from '../../../db/sql-arrays.ts';
import { refreshProductListing } from '../listing/refresh.ts';
import { duplicateOf, type ImportKind } from './kind.ts';

const VAT_CLASSES = ['standard', 'reduced', 'reduced2'] as const;
type VatClass = (typeof VAT_CLASSES)[number];

/** The fields of a product a file sets; names per locale, '' where a locale has none (Czech is shown). */
export interface ProductFields {
  catalogCode: string;
  nameCs: string;
  nameSk: string;
  nameDe: string;
  categoryId: number;
  brandId: number | null;
  vatClass: VatClass;
  visible: boolean;
  saleable: boolean;
}

export interface ProductChange extends ProductFields {
  productId: number;
  /** The main category changes (the product is listed in the new one). */
  categoryChanged: boolean;
}

interface Prepared {
  categories: Map<string, number>;
  brands: Map<string, number>;
  categorySlugs: Map<number, string>;
  brandSlugs: Map<number, string>;
}

const yes = new Set(['1', 'ano', 'true', 'a', 'yes']);
const no = new Set(['0', 'ne', 'false', 'n', 'no']);
function flag(raw: string): boolean | null {
  const v = raw.toLowerCase();
  return yes.has(v) ? true : no.has(v) ? false : null;
}

interface Current extends ProductFields {
  id: number;
  slug: string;
  archived: boolean;
}

async function currentProducts(db: Db | Tx, where: ReturnType<typeof sql>): Promise<Current[]> {
  return queryRows<Current>(
    db,
    sql`select p.id, p.slug, p.catalog_code as "catalogCode",
               coalesce((select name from catalog.product_translations t where t.product_id = p.id and t.locale = 'cs'), '') as "nameCs",
               coalesce((select name from catalog.product_translations t where t.product_id = p.id and t.locale = 'sk'), '') as "nameSk",
               coalesce((select name from catalog.product_translations t where t.product_id = p.id and t.locale = 'de'), '') as "nameDe",
               p.category_id as "categoryId", p.brand_id as "brandId", p.vat_class as "vatClass",
               p.visible, p.saleable, p.archived_at is not null as archived
          from catalog.products p where ${where}`,
  );
}

const same = (a: ProductFields, b: ProductFields) =>
  a.catalogCode === b.catalogCode &&
  a.nameCs === b.nameCs &&
  a.nameSk === b.nameSk &&
  a.nameDe === b.nameDe &&
  a.categoryId === b.categoryId &&
  a.brandId === b.brandId &&
  a.vatClass === b.vatClass &&
  a.visible === b.visible &&
  a.saleable === b.saleable;

/**
 * Existing products (by slug) with their code, names per locale, main category and brand (by slug),
 * VAT class and whether they are shown and sold. New products, variants and texts are made in the
 * catalogue itself; an empty Slovak or German name leaves the locale showing the Czech one.
 */
export const productsKind: ImportKind<ProductChange, Prepared> = {
  columns: catalogueImportColumns.products,

  async prepare(db) {
    const [categories, brands] = await Promise.all([
      queryRows<{ id: number; slug: string }>(db, sql`select id, slug from catalog.categories`),
      queryRows<{ id: number; slug: string }>(db, sql`select id, slug from catalog.brands`),
    ]);
    return {
      categories: new Map(categories.map((c) => [c.slug, c.id])),
      brands: new Map(brands.map((b) => [b.slug, b.id])),
      categorySlugs: new Map(categories.map((c) => [c.id, c.slug])),
      brandSlugs: new Map(brands.map((b) => [b.id, b.slug])),
    };
  },

  async check(db, rows, { categories, brands }, seen) {
    const slugs = [...new Set(rows.map((r) => r.cells.slug ?? '').filter(Boolean))];
    const current = new Map(
      (await currentProducts(db, sql`p.slug = any(${sqlTextArray(slugs)})`)).map((p) => [p.slug, p]),
    );
    const refused: CatalogueImportRefusal[] = [];
    const changes: ProductChange[] = [];
    let unchanged = 0;
    for (const { line, cells } of rows) {
      const refuse = (reason: string) => refused.push({ row: line, reason });
      const slug = cells.slug ?? '';
      const product = current.get(slug);
      if (!slug) {
        refuse('Chybí slug produktu.');
        continue;
      }
      if (!product) {
        refuse(`Neznámý produkt „${slug}“ (import upravuje existující produkty).`);
        continue;
      }
      if (product.archived) {
        refuse(`Produkt „${slug}“ je archivovaný.`);
        continue;
      }
      const catalogCode = cells.catalog_code ?? '';
      if (!catalogCode || catalogCode.length > 100) {
        refuse(catalogCode ? 'Katalogový kód je delší než 100 znaků.' : 'Chybí katalogový kód.');
        continue;
      }
      const names = { nameCs: cells.name_cs ?? '', nameSk: cells.name_sk ?? '', nameDe: cells.name_de ?? '' };
      if (!names.nameCs) {
        refuse('Chybí český název.');
        continue;
      }
      if (Object.values(names).some((n) => n.length > 300)) {
        refuse('Název je delší než 300 znaků.');
        continue;
      }
      const categoryId = categories.get(cells.category ?? '');
      if (categoryId === undefined) {
        refuse(cells.category ? `Neznámá kategorie „${cells.category}“.` : 'Chybí kategorie.');
        continue;
      }
      const brandId = cells.brand ? brands.get(cells.brand) : null;
      if (brandId === undefined) {
        refuse(`Neznámá značka „${cells.brand}“.`);
        continue;
      }
      const vatClass = cells.vat_class as VatClass;
      if (!VAT_CLASSES.includes(vatClass)) {
        refuse(`Neznámá sazba DPH „${cells.vat_class}“ (${VAT_CLASSES.join(', ')}).`);
        continue;
      }
      const visible = flag(cells.visible ?? '');
      const saleable = flag(cells.saleable ?? '');
      if (visible === null || saleable === null) {
        refuse(`Sloupec ${visible === null ? 'visible' : 'saleable'} musí být 1 nebo 0.`);
        continue;
      }
      const first = seen.get(slug);
      if (first !== undefined) {
        refused.push(duplicateOf(line, first));
        continue;
      }
      seen.set(slug, line);
      const fields: ProductFields = {
        catalogCode,
        ...names,
        categoryId,
        brandId,
        vatClass,
        visible,
        saleable,
      };
      if (same(fields, product)) {
        unchanged++;
        continue;
      }
      changes.push({ ...fields, productId: product.id, categoryChanged: categoryId !== product.categoryId });
    }
    return { changes, unchanged, refused };
  },

  async apply(tx, changes) {
    if (changes.length === 0) return [];
    const ids = sqlIntArray(changes.map((c) => c.productId));
    const nullableInts = (values: (number | null)[]) => sqlIntArray(values.map((v) => v ?? 0));
    await tx.execute(sql`
      update catalog.products p
         set catalog_code = i.catalog_code, category_id = i.category_id, brand_id = nullif(i.brand_id, 0),
             vat_class = i.vat_class, visible = i.visible, saleable = i.saleable, updated_at = now()
        from unnest(${ids}, ${sqlTextArray(changes.map((c) => c.catalogCode))},
                    ${sqlIntArray(changes.map((c) => c.categoryId))}, ${nullableInts(changes.map((c) => c.brandId))},
                    ${sqlTextArray(changes.map((c) => c.vatClass))},
                    ${sqlTextArray(changes.map((c) => String(c.visible)))}::boolean[],
                    ${sqlTextArray(changes.map((c) => String(c.saleable)))}::boolean[])
          as i(id, catalog_code, category_id, brand_id, vat_class, visible, saleable)
       where p.id = i.id`);
    const names = changes.flatMap((c) =>
      (
        [
          ['cs', c.nameCs],
          ['sk', c.nameSk],
          ['de', c.nameDe],
        ] as const
      ).map(([locale, name]) => ({ id: c.productId, locale, name })),
    );
    const filled = names.filter((n) => n.name !== '');
    const emptied = names.filter((n) => n.name === '');
    await tx.execute(sql`
      insert into catalog.product_translations (product_id, locale, name)
      select * from unnest(${sqlIntArray(filled.map((n) => n.id))}, ${sqlTextArray(filled.map((n) => n.locale))},
                           ${sqlTextArray(filled.map((n) => n.name))})
      on conflict (product_id, locale) do update set name = excluded.name`);
    if (emptied.length) {
      await tx.execute(sql`
        delete from catalog.product_translations t
         using unnest(${sqlIntArray(emptied.map((n) => n.id))}, ${sqlTextArray(emptied.map((n) => n.locale))}) as e(id, locale)
         where t.product_id = e.id and t.locale = e.locale`);
    }
    const moved = changes.filter((c) => c.categoryChanged);
    if (moved.length) {
      // The new main category lists the product too; the old one keeps it as a further category.
      await tx.execute(sql`update catalog.product_categories set is_main = false
                            where is_main and product_id = any(${sqlIntArray(moved.map((c) => c.productId))})`);
      await tx.execute(sql`
        insert into catalog.product_categories (product_id, category_id, is_main)
        select * from unnest(${sqlIntArray(moved.map((c) => c.productId))}, ${sqlIntArray(moved.map((c) => c.categoryId))},
                             ${sqlTextArray(moved.map(() => 'true'))}::boolean[])
        on conflict (product_id, category_id) do update set is_main = true`);
    }
    const products = changes.map((c) => c.productId);
    await refreshProductListing(tx, products);
    return products;
  },

  async *exportRows(db) {
    const { categorySlugs, brandSlugs } = await this.prepare(db, { customerGroups: async () => new Set() });
    let after = 0;
    for (;;) {
      const rows = await currentProducts(
        db,
        sql`p.id > ${after} and p.archived_at is null order by p.id limit 2000`,
      );
      for (const p of rows) {
        yield [
          p.slug,
          p.catalogCode,
          p.nameCs,
          p.nameSk,
          p.nameDe,
          categorySlugs.get(p.categoryId) ?? '',
          p.brandId === null ? '' : (brandSlugs.get(p.brandId) ?? ''),
          p.vatClass,
          p.visible ? '1' : '0',
          p.saleable ? '1' : '0',
        ];
      }
      if (rows.length < 2000) return;
      after = rows.at(-1)!.id;
    }
  },
};
