import { sql } from 'drizzle-orm';
import {
  currencyCodes,
  locales,
  type AdminProduct,
  type AdminProductOptions,
  type AdminProductText,
  type AdminVariant,
} from '@shop/contract';
import { CURRENCIES, toMajor } from '@shop/rules';
import type { Db, Tx } from '../../../db/client.ts';
import type { Translated } from '../../../db/columns.ts';
import { queryRows } from '../../../db/query.ts';
import { sqlIntArray } from '../../../db/sql-arrays.ts';
import { stockLevelsOf, warehouseCodes } from '../../inventory/index.ts';
import type { ProductEditorDeps } from './deps.ts';

interface ProductRow {
  id: number;
  slug: string;
  catalogCode: string;
  marketingCode: string;
  brandId: number | null;
  categoryId: number;
  categoryIds: number[];
  parameterValueIds: number[];
  tagIds: number[];
  saleable: boolean;
  visible: boolean;
  nPlusOne: number | null;
  nPlusOneUntil: string | null;
  creditPrice: number | null;
  freeShipperCodes: string[];
  vatClass: AdminProduct['vatClass'];
  unit: AdminProduct['unit'];
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
  mainImage: string | null;
  hoverImage: string | null;
}

const emptyText: AdminProductText = {
  name: '',
  perex: '',
  description: '',
  seoTitle: '',
  seoDescription: '',
};
const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
const names = (t: Partial<Translated>) => ({ cs: t.cs ?? '', sk: t.sk ?? '', de: t.de ?? '' });

/** The product's page in the shop. */
export const storefrontUrlOf = (deps: ProductEditorDeps, slug: string) =>
  `${deps.storefrontUrl.replace(/\/+$/, '')}/produkt/${encodeURIComponent(slug)}`;

/** A whole product as the editor shows it (archived variants included, marked); null when none. */
export async function readProduct(
  db: Db | Tx,
  id: number,
  deps: ProductEditorDeps,
): Promise<AdminProduct | null> {
  const [p] = await queryRows<ProductRow>(
    db,
    sql`select p.id, p.slug, p.catalog_code as "catalogCode", p.marketing_code as "marketingCode",
               p.brand_id as "brandId", p.category_id as "categoryId",
               coalesce((select array_agg(c.category_id order by c.category_id) from catalog.product_categories c
                          where c.product_id = p.id and c.category_id <> p.category_id), '{}') as "categoryIds",
               coalesce((select array_agg(x.parameter_value_id order by x.parameter_value_id)
                           from catalog.product_parameter_values x where x.product_id = p.id), '{}') as "parameterValueIds",
               coalesce((select array_agg(t.tag_id order by t.tag_id) from catalog.product_tags t
                          where t.product_id = p.id), '{}') as "tagIds",
               p.saleable, p.visible, p.n_plus_one as "nPlusOne",
               to_char(p.n_plus_one_until, 'YYYY-MM-DD') as "nPlusOneUntil", p.credit_price as "creditPrice", p.free_shipper_codes as "freeShipperCodes",
               p.vat_class as "vatClass", p.unit, p.archived_at as "archivedAt", p.created_at as "createdAt",
               p.updated_at as "updatedAt", p.main_image as "mainImage", p.hover_image as "hoverImage"
          from catalog.products p where p.id = ${id}`,
  );
  if (!p) return null;
  const [texts, variants, images] = await Promise.all([
    queryRows<AdminProductText & { locale: string }>(
      db,
      sql`select locale, name, perex, description, coalesce(seo_title, '') as "seoTitle",
                 coalesce(seo_description, '') as "seoDescription"
            from catalog.product_translations where product_id = ${id}`,
    ),
    queryRows<
      Omit<AdminVariant, 'prices' | 'volumePrices' | 'stock' | 'name'> & { name: Partial<Translated> }
    >(
      db,
      sql`select v.id, v.code, v.ean, v.name, v.image, v.availability_code as "availabilityCode",
                 v.sold_availability_code as "soldAvailabilityCode", v.amount_min as "amountMin",
                 v.amount_max as "amountMax", v.quantity_decimals as "quantityDecimals",
                 v.check_stock as "checkStock", v.is_default as "isDefault",
                 v.position, v.archived_at as "archivedAt",
                 coalesce((select array_agg(x.parameter_value_id order by x.parameter_value_id)
                             from catalog.variant_parameter_values x where x.variant_id = v.id), '{}') as "parameterValueIds"
            from catalog.variants v where v.product_id = ${id}
           order by v.archived_at is not null, v.position, v.id`,
    ),
    queryRows<{
      id: number;
      path: string;
      variantId: number | null;
      position: number;
      alt: Partial<Translated>;
    }>(
      db,
      sql`select id, path, variant_id as "variantId", position, alt from catalog.product_images
           where product_id = ${id} order by position, id`,
    ),
  ]);
  const variantIds = variants.map((v) => v.id);
  const [prices, volumePrices, stock, warehouses] = await Promise.all([
    variantIds.length
      ? queryRows<{
          variant_id: number;
          currency_code: 'CZK' | 'EUR';
          customer_group: string | null;
          unit_with_tax: number;
          original_with_tax: number | null;
        }>(
          db,
          sql`select variant_id, currency_code, customer_group, unit_with_tax, original_with_tax
                from catalog.prices where variant_id = any(${sqlIntArray(variantIds)})
               order by currency_code, customer_group nulls first`,
        )
      : Promise.resolve([]),
    variantIds.length
      ? queryRows<{
          variant_id: number;
          currency_code: 'CZK' | 'EUR';
          from_amount: number;
          unit_with_tax: number;
        }>(
          db,
          sql`select p.variant_id, p.currency_code, q.from_amount, q.unit_with_tax
                from catalog.quantity_prices q join catalog.prices p on p.id = q.price_id
               where p.variant_id = any(${sqlIntArray(variantIds)}) and p.customer_group is null
               order by p.currency_code, q.from_amount`,
        )
      : Promise.resolve([]),
    stockLevelsOf(db, variantIds),
    warehouseCodes(db),
  ]);
  const byLocale = new Map(texts.map((t) => [t.locale, t]));
  const major = (amount: number, currency: 'CZK' | 'EUR') =>
    toMajor(amount, CURRENCIES[currency].decimalPlaces);
  // A product saved before galleries existed shows its main and hover pictures.
  const gallery = images.length
    ? images.map((i) => ({ ...i, alt: names(i.alt) }))
    : [p.mainImage, p.hoverImage]
        .filter((x): x is string => !!x)
        .map((path, position) => ({ id: 0, path, variantId: null, position, alt: names({}) }));
  return {
    ...p,
    archivedAt: iso(p.archivedAt),
    createdAt: iso(p.createdAt)!,
    updatedAt: iso(p.updatedAt)!,
    texts: Object.fromEntries(
      locales.map((l) => {
        const { locale: _locale, ...t } = byLocale.get(l) ?? { ...emptyText, locale: l };
        return [l, t];
      }),
    ) as AdminProduct['texts'],
    storefrontUrl: storefrontUrlOf(deps, p.slug),
    images: gallery,
    variants: variants.map((v) => ({
      ...v,
      name: names(v.name),
      archivedAt: iso(v.archivedAt),
      prices: prices
        .filter((r) => r.variant_id === v.id)
        .map((r) => ({
          currency: r.currency_code,
          customerGroup: r.customer_group,
          price: major(r.unit_with_tax, r.currency_code),
          originalPrice: r.original_with_tax === null ? null : major(r.original_with_tax, r.currency_code),
        })),
      volumePrices: volumePrices
        .filter((r) => r.variant_id === v.id)
        .map((r) => ({
          currency: r.currency_code,
          fromAmount: r.from_amount,
          price: major(r.unit_with_tax, r.currency_code),
        })),
      stock: [...warehouses].sort().map((warehouse) => {
        const row = stock.find((s) => s.variantId === v.id && s.warehouse === warehouse);
        return { warehouse, quantity: row?.quantity ?? 0, reserved: row?.reserved ?? 0 };
      }),
    })),
  };
}

/** What the editor's pickers offer, with Czech names. */
export async function productOptions(db: Db, deps: ProductEditorDeps): Promise<AdminProductOptions> {
  const [categories, brands, tags, parameters, values, availabilities, groups, warehouses, shippers] =
    await Promise.all([
      queryRows<{ id: number; name: string; path: string }>(
        db,
        sql`with recursive tree (id, name, path, sort) as (
              select id, name->>'cs', name->>'cs', lpad(position::text, 6, '0') || lpad(id::text, 8, '0')
                from catalog.categories where parent_id is null
              union all
              select c.id, c.name->>'cs', t.path || ' › ' || (c.name->>'cs'),
                     t.sort || lpad(c.position::text, 6, '0') || lpad(c.id::text, 8, '0')
                from catalog.categories c join tree t on c.parent_id = t.id
            ) select id, name, path from tree order by sort`,
      ),
      queryRows<{ id: number; name: string }>(db, sql`select id, name from catalog.brands order by name, id`),
      queryRows<{ id: number; name: string }>(
        db,
        sql`select id, text->>'cs' as name from catalog.tags order by id`,
      ),
      queryRows<{ id: number; name: string; variantDefining: boolean }>(
        db,
        sql`select id, name->>'cs' as name, variant_defining as "variantDefining"
              from catalog.parameters order by position, id`,
      ),
      queryRows<{ id: number; parameterId: number; name: string }>(
        db,
        sql`select id, parameter_id as "parameterId", name->>'cs' as name
              from catalog.parameter_values order by parameter_id, position, id`,
      ),
      queryRows<{ code: string; name: string; available: boolean }>(
        db,
        sql`select code, text->>'cs' as name, is_available as available
              from catalog.availabilities order by delay_days, code`,
      ),
      deps.customerGroups(db),
      warehouseCodes(db),
      deps.shipperCodes(db),
    ]);
  return {
    categories,
    brands,
    tags,
    parameters: parameters.map((p) => ({
      ...p,
      values: values.filter((v) => v.parameterId === p.id).map(({ id, name }) => ({ id, name })),
    })),
    availabilities,
    customerGroups: [...groups].sort(),
    warehouses: [...warehouses].sort(),
    shippers: [...shippers].sort(),
    locales: [...locales],
    currencies: [...currencyCodes],
  };
}
