import { sql } from 'drizzle-orm';
import { catalogueImportColumns, type CatalogueImportRefusal } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { sqlIntArray, sqlTextArray } from '../../../db/sql-arrays.ts';
import { refreshProductListing } from '../listing/refresh.ts';
import { SLUG } from '../product-editor/checks.ts';
import { duplicateOf, flag, namesOf, type ImportKind, type LocaleNames } from './kind.ts';

const VAT_CLASSES = ['standard', 'reduced', 'reduced2'] as const;
type VatClass = (typeof VAT_CLASSES)[number];

/** The fields of a product a file sets; names per locale, '' where a locale has none (Czech is shown). */
export interface ProductFields extends LocaleNames {
  catalogCode: string;
  categoryId: number;
  brandId: number | null;
  vatClass: VatClass;
  visible: boolean;
  saleable: boolean;
}

/** A row's change: of a product the shop has (`productId`), or a new product (`slug`, unpublished). */
export type ProductChange =
  | (ProductFields & {
      productId: number;
      /** The main category changes (the product is listed in the new one). */
      categoryChanged: boolean;
    })
  | (ProductFields & { productId: null; slug: string });

interface Prepared {
  categories: Map<string, number>;
  brands: Map<string, number>;
  categorySlugs: Map<number, string>;
  brandSlugs: Map<number, string>;
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

/**
 * Of the given products, those the shop could show: the editor's publishing rule, a variant that
 * is not archived and a public price in crowns of the default one.
 */
async function publishable(db: Db | Tx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select dv.product_id as id
          from (select distinct on (v.product_id) v.id, v.product_id
                  from catalog.variants v
                 where v.product_id = any(${sqlIntArray(ids)}) and v.archived_at is null
                 order by v.product_id, v.is_default desc, v.position, v.id) dv
         where exists (select 1 from catalog.prices p where p.variant_id = dv.id
                          and p.currency_code = 'CZK' and p.customer_group is null)`,
  );
  return new Set(rows.map((r) => r.id));
}

/** An address from a Czech name, as the editor proposes it: lower case without diacritics, dashes. */
const slugOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 190) || 'produkt';

/** Slugs of the catalogue that are `bases` or one of them with a numeric suffix. */
async function slugsTaken(db: Db | Tx, bases: string[]): Promise<Set<string>> {
  if (bases.length === 0) return new Set();
  const wanted = sqlTextArray(bases);
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`select slug from catalog.products
         where slug = any(${wanted}) or substring(slug from '^(.*)-[0-9]+$') = any(${wanted})`,
  );
  return new Set(rows.map((r) => r.slug));
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
 * Products with their code, names per locale, main category and brand (by slug), VAT class and
 * whether they are shown and sold. A row names its product by slug, or with an empty slug by its
 * catalogue code; a row whose slug and code the shop does not know creates the product (its slug
 * made from the Czech name when empty, with a number added when taken). A product is shown only
 * when the shop can sell it (a variant with a price in crowns): a new one stays unpublished until
 * its variants and prices are imported and the product file is imported again. An empty Slovak or
 * German name leaves the locale showing the Czech one. Catalogue codes stay unique (case aside).
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
    const codes = [...new Set(rows.map((r) => (r.cells.catalog_code ?? '').toUpperCase()).filter(Boolean))];
    const found = await currentProducts(
      db,
      sql`p.slug = any(${sqlTextArray(slugs)}) or upper(p.catalog_code) = any(${sqlTextArray(codes)})`,
    );
    const bySlug = new Map(found.map((p) => [p.slug, p]));
    const byCode = new Map<string, Current>();
    for (const p of found)
      if (!byCode.has(p.catalogCode.toUpperCase())) byCode.set(p.catalogCode.toUpperCase(), p);
    const showable = await publishable(
      db,
      found.filter((p) => !p.visible).map((p) => p.id),
    );
    const taken = await slugsTaken(
      db,
      rows.filter((r) => !r.cells.slug && r.cells.name_cs).map((r) => slugOf(r.cells.name_cs!)),
    );
    const refused: CatalogueImportRefusal[] = [];
    const changes: ProductChange[] = [];
    let unchanged = 0;
    let created = 0;
    for (const { line, cells } of rows) {
      const refuse = (reason: string) => refused.push({ row: line, reason });
      const slug = cells.slug ?? '';
      const catalogCode = cells.catalog_code ?? '';
      if (!catalogCode || catalogCode.length > 100) {
        refuse(catalogCode ? 'Katalogový kód je delší než 100 znaků.' : 'Chybí katalogový kód.');
        continue;
      }
      if (slug && (!SLUG.test(slug) || slug.length > 200)) {
        refuse(`Slug „${slug}“ smí mít jen malá písmena bez diakritiky, číslice a pomlčky.`);
        continue;
      }
      const holder = byCode.get(catalogCode.toUpperCase());
      const product = slug ? bySlug.get(slug) : holder;
      if (holder && product && holder.id !== product.id) {
        refuse(`Katalogový kód „${catalogCode}“ už má produkt „${holder.slug}“.`);
        continue;
      }
      if (slug && !product && holder) {
        refuse(`Katalogový kód „${catalogCode}“ už má produkt „${holder.slug}“ (slug se importem nemění).`);
        continue;
      }
      if (product?.archived) {
        refuse(`Produkt „${product.slug}“ je archivovaný.`);
        continue;
      }
      const names = namesOf(cells);
      if (typeof names === 'string') {
        refuse(names);
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
      const codeKey = `code:${catalogCode.toUpperCase()}`;
      const codeFirst = seen.get(codeKey);
      if (codeFirst !== undefined) {
        refuse(`Katalogový kód „${catalogCode}“ už je na řádku ${codeFirst}.`);
        continue;
      }
      const productKey = `product:${product?.id ?? catalogCode.toUpperCase()}`;
      const first = seen.get(productKey);
      if (first !== undefined) {
        refused.push(duplicateOf(line, first));
        continue;
      }
      let newSlug = slug;
      if (!product && !newSlug) {
        const base = slugOf(names.nameCs);
        newSlug = base;
        for (let n = 2; taken.has(newSlug) || seen.has(`slug:${newSlug}`); n++) newSlug = `${base}-${n}`;
      }
      if (!product) {
        const slugFirst = seen.get(`slug:${newSlug}`);
        if (slugFirst !== undefined) {
          refuse(`Slug „${newSlug}“ už je na řádku ${slugFirst}.`);
          continue;
        }
        seen.set(`slug:${newSlug}`, line);
      }
      seen.set(productKey, line);
      seen.set(codeKey, line);
      // Shown only when the shop can sell it; else it stays as it is (a new one unpublished).
      const shown = visible && (product ? product.visible || showable.has(product.id) : false);
      const fields: ProductFields = {
        catalogCode,
        ...names,
        categoryId,
        brandId,
        vatClass,
        visible: shown,
        saleable,
      };
      if (!product) {
        changes.push({ ...fields, productId: null, slug: newSlug });
        created++;
        continue;
      }
      if (same(fields, product)) {
        unchanged++;
        continue;
      }
      changes.push({ ...fields, productId: product.id, categoryChanged: categoryId !== product.categoryId });
    }
    return { changes, created, unchanged, refused };
  },

  async apply(tx, all) {
    if (all.length === 0) return [];
    const fresh = all.filter((c) => c.productId === null);
    const nullableInts = (values: (number | null)[]) => sqlIntArray(values.map((v) => v ?? 0));
    const bools = (values: boolean[]) => sql`${sqlTextArray(values.map(String))}::boolean[]`;
    // New products, unpublished, listed in their main category; the marketing code is the catalogue code.
    const createdIds = new Map<string, number>();
    if (fresh.length) {
      const rows = await queryRows<{ id: number; slug: string }>(
        tx,
        sql`insert into catalog.products (slug, catalog_code, marketing_code, category_id, brand_id, vat_class,
                                          saleable, visible)
            select slug, code, code, category_id, nullif(brand_id, 0), vat_class, saleable, false
              from unnest(${sqlTextArray(fresh.map((c) => c.slug))}, ${sqlTextArray(fresh.map((c) => c.catalogCode))},
                          ${sqlIntArray(fresh.map((c) => c.categoryId))}, ${nullableInts(fresh.map((c) => c.brandId))},
                          ${sqlTextArray(fresh.map((c) => c.vatClass))}, ${bools(fresh.map((c) => c.saleable))})
                as i(slug, code, category_id, brand_id, vat_class, saleable)
            returning id, slug`,
      );
      for (const r of rows) createdIds.set(r.slug, r.id);
    }
    const changes = all.map((c) =>
      c.productId === null
        ? { ...c, productId: createdIds.get(c.slug)!, categoryChanged: false, created: true }
        : { ...c, created: false },
    );
    const updated = changes.filter((c) => !c.created);
    if (updated.length) {
      await tx.execute(sql`
        update catalog.products p
           set catalog_code = i.catalog_code, category_id = i.category_id, brand_id = nullif(i.brand_id, 0),
               vat_class = i.vat_class, visible = i.visible, saleable = i.saleable, updated_at = now()
          from unnest(${sqlIntArray(updated.map((c) => c.productId))}, ${sqlTextArray(updated.map((c) => c.catalogCode))},
                      ${sqlIntArray(updated.map((c) => c.categoryId))}, ${nullableInts(updated.map((c) => c.brandId))},
                      ${sqlTextArray(updated.map((c) => c.vatClass))},
                      ${bools(updated.map((c) => c.visible))}, ${bools(updated.map((c) => c.saleable))})
            as i(id, catalog_code, category_id, brand_id, vat_class, visible, saleable)
         where p.id = i.id`);
    }
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
    const moved = changes.filter((c) => c.created || c.categoryChanged);
    if (moved.length) {
      // The new main category lists the product too; the old one keeps it as a further category.
      await tx.execute(sql`update catalog.product_categories set is_main = false
                            where is_main and product_id = any(${sqlIntArray(moved.map((c) => c.productId))})`);
      await tx.execute(sql`
        insert into catalog.product_categories (product_id, category_id, is_main)
        select * from unnest(${sqlIntArray(moved.map((c) => c.productId))}, ${sqlIntArray(moved.map((c) => c.categoryId))},
                             ${bools(moved.map(() => true))})
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
