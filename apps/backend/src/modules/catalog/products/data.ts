import { sql, type SQL } from 'drizzle-orm';
import { nPlusOneState, zonedDateTime } from '@shop/rules';
import type { Locale } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import type { Translated } from '../../../db/columns.ts';
import { stockOfVariants, type VariantStock } from '../../inventory/index.ts';
import { sqlIntArray } from '../../../db/sql-arrays.ts';

export interface VariantData {
  id: number;
  productId: number;
  code: string;
  ean: string | null;
  name: Translated;
  isDefault: boolean;
  position: number;
  availabilityCode: string;
  soldAvailabilityCode: string;
  amountMin: number;
  amountMax: number | null;
  quantityDecimals: number;
  checkStock: boolean;
  image: string | null;
  valueIds: number[];
  stock: VariantStock;
}

export interface ProductData {
  id: number;
  slug: string;
  name: string;
  perex: string;
  description: string;
  catalogCode: string;
  marketingCode: string;
  brandId: number | null;
  categoryId: number;
  rating: number;
  ratingCount: number;
  unit: string;
  mainImage: string | null;
  hoverImage: string | null;
  saleable: boolean;
  visible: boolean;
  freeShipperCodes: string[];
  /** A running 'N+1' promotion (of every n + 1 pieces one is free); null when none runs. */
  nPlusOne: number | null;
  /** An 'N+1' promotion whose last day has passed but which is still on the product. */
  endedNPlusOne: number | null;
  creditPrice: number | null;
  tagIds: number[];
  /** The gallery in its order (product_images), with alternative texts per locale. */
  gallery: { path: string; variantId: number | null; alt: Partial<Translated> }[];
  /** Descriptive parameter values of the product. */
  valueIds: number[];
  /** By position; the default first when positions tie. */
  variants: VariantData[];
}

/** Products by id, or the visible products of some variants. */
export type ProductChoice = number[] | { visibleOfVariants: number[] };

/**
 * Products with their texts in the locale (falling back to Czech), tags, gallery, parameter values,
 * variants that are not archived (archived ones are neither shown nor sold) and their stock: three queries for any number of products. Long texts only when asked for.
 */
export async function loadProductData(
  db: Db,
  choice: ProductChoice,
  locale: Locale,
  options: { texts?: boolean } = {},
): Promise<Map<number, ProductData>> {
  const ids = Array.isArray(choice) ? choice : choice.visibleOfVariants;
  if (ids.length === 0) return new Map();
  const idArray = sqlIntArray([...new Set(ids)]);
  // Choosing by variant is a condition inside each statement, not a query of its own. As an array
  // the few product ids are found first and then looked up by key; written as `in (select …)` the
  // planner joins every product against them, which took twice as long on the embedded database.
  const isChosen = (productId: SQL) =>
    Array.isArray(choice)
      ? sql`${productId} = any(${idArray})`
      : sql`${productId} = any(array(select cv.product_id from catalog.variants cv
                                       join catalog.products cp on cp.id = cv.product_id and cp.visible
                                      where cv.id = any(${idArray}) and cv.archived_at is null))`;
  const texts = options.texts
    ? sql`coalesce(tl.perex, tc.perex, '') as perex, coalesce(tl.description, tc.description, '') as description`
    : sql`'' as perex, '' as description`;
  const [products, variants] = await Promise.all([
    queryRows<Omit<ProductData, 'variants' | 'endedNPlusOne'> & { nPlusOneUntil: string | null }>(
      db,
      sql`select p.id, p.slug, coalesce(tl.name, tc.name, p.slug) as name, ${texts},
                 p.catalog_code as "catalogCode", p.marketing_code as "marketingCode", p.brand_id as "brandId",
                 p.category_id as "categoryId", p.rating, p.rating_count as "ratingCount", p.unit,
                 p.main_image as "mainImage", p.hover_image as "hoverImage", p.saleable, p.visible,
                 p.free_shipper_codes as "freeShipperCodes", p.n_plus_one as "nPlusOne",
                 to_char(p.n_plus_one_until, 'YYYY-MM-DD') as "nPlusOneUntil",
                 p.credit_price as "creditPrice",
                 coalesce((select array_agg(t.tag_id order by t.tag_id) from catalog.product_tags t where t.product_id = p.id), '{}') as "tagIds",
                 coalesce((select json_agg(json_build_object('path', i.path, 'variantId', i.variant_id, 'alt', i.alt)
                                           order by i.position, i.id)
                             from catalog.product_images i where i.product_id = p.id), '[]') as gallery,
                 coalesce((select array_agg(x.parameter_value_id order by x.parameter_value_id)
                             from catalog.product_parameter_values x where x.product_id = p.id), '{}') as "valueIds"
            from catalog.products p
            left join catalog.product_translations tc on tc.product_id = p.id and tc.locale = 'cs'
            left join catalog.product_translations tl on tl.product_id = p.id and tl.locale = ${locale}
           where ${isChosen(sql`p.id`)}`,
    ),
    queryRows<Omit<VariantData, 'stock'>>(
      db,
      sql`select v.id, v.product_id as "productId", v.code, v.ean, v.name, v.is_default as "isDefault", v.position,
                 v.availability_code as "availabilityCode", v.sold_availability_code as "soldAvailabilityCode",
                 v.amount_min as "amountMin", v.amount_max as "amountMax", v.check_stock as "checkStock", v.image,
                 v.quantity_decimals as "quantityDecimals",
                 coalesce((select array_agg(x.parameter_value_id order by x.parameter_value_id)
                             from catalog.variant_parameter_values x where x.variant_id = v.id), '{}') as "valueIds"
            from catalog.variants v
           where ${isChosen(sql`v.product_id`)} and v.archived_at is null
           order by v.product_id, v.position, v.is_default desc, v.id`,
    ),
  ]);
  const stock = await stockOfVariants(
    db,
    variants.map((v) => v.id),
  );
  const today = zonedDateTime(new Date()).date;
  const out = new Map<number, ProductData>(
    products.map(({ nPlusOneUntil, ...p }) => {
      const state = nPlusOneState(p.nPlusOne, nPlusOneUntil, today);
      return [
        p.id,
        {
          ...p,
          nPlusOne: state === 'active' ? p.nPlusOne : null,
          endedNPlusOne: state === 'ended' ? p.nPlusOne : null,
          variants: [],
        },
      ];
    }),
  );
  for (const v of variants) {
    out.get(v.productId)?.variants.push({ ...v, stock: stock.get(v.id) ?? { total: 0, warehouses: [] } });
  }
  return out;
}

/** The default variant, or the first one when none is marked. */
export function defaultVariant(p: ProductData): VariantData | undefined {
  return p.variants.find((v) => v.isDefault) ?? p.variants[0];
}
