import { sql } from 'drizzle-orm';
import type { CurrencyCode, Locale, Prices } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import type { Translated } from '../../../db/columns.ts';
import { queryRows } from '../../../db/query.ts';
import { sqlIntArray, sqlTextArray } from '../../../db/sql-arrays.ts';
import { stockOfVariants } from '../../inventory/index.ts';
import { currencyDecimals } from '../../settings/index.ts';
import { presentPrices, shopVatRate } from '../pricing/service.ts';

type VatClass = 'standard' | 'reduced' | 'reduced2';

/** A product as the feeds read it: every locale's texts at once. */
export interface FeedProductRow {
  id: number;
  slug: string;
  marketingCode: string;
  brandId: number | null;
  categoryId: number;
  mainImage: string | null;
  freeShipperCodes: string[];
  vatClass: VatClass;
  texts: Partial<Record<Locale, { name: string; perex: string; description: string }>>;
  /** The gallery's pictures in their order. */
  gallery: string[];
  /** Descriptive parameter values of the product. */
  valueIds: number[];
  /** Its variants that are not archived, by position (the default first when positions tie). */
  variants: FeedVariantRow[];
}

export interface FeedVariantRow {
  id: number;
  code: string;
  ean: string | null;
  name: Translated;
  isDefault: boolean;
  availabilityCode: string;
  soldAvailabilityCode: string;
  amountMin: number;
  quantityDecimals: number;
  amountMax: number | null;
  checkStock: boolean;
  image: string | null;
  valueIds: number[];
  /** Free pieces over all warehouses. */
  stock: number;
  /** The price of one piece in the default price list, per currency; none: not for sale in it. */
  prices: Partial<Record<CurrencyCode, Prices>>;
}

/** A price of the default price list as stored (minor units with VAT), with its volume prices. */
interface PriceRow {
  currency: CurrencyCode;
  unitWithTax: number;
  originalWithTax: number | null;
  recommendedWithTax: number | null;
  quantityPrices: { fromAmount: number; unitWithTax: number }[];
}

/**
 * One chunk of the products on offer (shown, for sale, not archived) after `after`, in id order,
 * in four set-based queries: the products; then at once their texts in every locale, and their
 * variants with the default price list's prices (and volume prices) in the currencies; then the
 * variants' stock.
 */
async function readChunk(
  db: Db,
  after: number,
  size: number,
  currencies: readonly CurrencyCode[],
): Promise<FeedProductRow[]> {
  const products = await queryRows<Omit<FeedProductRow, 'texts' | 'variants'>>(
    db,
    sql`select p.id, p.slug, p.marketing_code as "marketingCode", p.brand_id as "brandId",
               p.category_id as "categoryId", p.main_image as "mainImage",
               p.free_shipper_codes as "freeShipperCodes", p.vat_class as "vatClass",
               coalesce((select array_agg(i.path order by i.position, i.id)
                           from catalog.product_images i where i.product_id = p.id), '{}') as gallery,
               coalesce((select array_agg(x.parameter_value_id order by x.parameter_value_id)
                           from catalog.product_parameter_values x where x.product_id = p.id), '{}') as "valueIds"
          from catalog.products p
         where p.visible and p.saleable and p.archived_at is null and p.id > ${after}
         order by p.id limit ${size}`,
  );
  if (products.length === 0) return [];
  const ids = sqlIntArray(products.map((p) => p.id));
  const [texts, variants] = await Promise.all([
    queryRows<{ product_id: number; locale: Locale; name: string; perex: string; description: string }>(
      db,
      sql`select product_id, locale, name, perex, description from catalog.product_translations
           where product_id = any(${ids})`,
    ),
    // Prices looked up per variant (by its unique key), not joined: a join of a chunk's variants
    // with every price is planned as a scan of the whole price table.
    queryRows<Omit<FeedVariantRow, 'stock' | 'prices'> & { productId: number; prices: PriceRow[] }>(
      db,
      sql`select v.id, v.product_id as "productId", v.code, v.ean, v.name, v.is_default as "isDefault",
                 v.availability_code as "availabilityCode", v.sold_availability_code as "soldAvailabilityCode",
                 v.amount_min as "amountMin", v.amount_max as "amountMax", v.check_stock as "checkStock", v.image,
                 v.quantity_decimals as "quantityDecimals",
                 coalesce((select array_agg(x.parameter_value_id order by x.parameter_value_id)
                             from catalog.variant_parameter_values x where x.variant_id = v.id), '{}') as "valueIds",
                 coalesce((select json_agg(json_build_object(
                                    'currency', pr.currency_code, 'unitWithTax', pr.unit_with_tax,
                                    'originalWithTax', pr.original_with_tax, 'recommendedWithTax', pr.recommended_with_tax,
                                    'quantityPrices', coalesce((select json_agg(json_build_object(
                                                                 'fromAmount', q.from_amount, 'unitWithTax', q.unit_with_tax))
                                                                from catalog.quantity_prices q where q.price_id = pr.id), '[]')))
                             from catalog.prices pr
                            where pr.variant_id = v.id and pr.customer_group is null
                              and pr.currency_code = any(${sqlTextArray(currencies)})), '[]') as prices
            from catalog.variants v
           where v.product_id = any(${ids}) and v.archived_at is null
           order by v.product_id, v.position, v.is_default desc, v.id`,
    ),
  ]);
  const stock = await stockOfVariants(
    db,
    variants.map((v) => v.id),
  );

  const byId = new Map(products.map((p) => [p.id, { ...p, texts: {}, variants: [] } as FeedProductRow]));
  for (const t of texts) {
    byId.get(t.product_id)!.texts[t.locale] = { name: t.name, perex: t.perex, description: t.description };
  }
  const decimals = new Map(
    await Promise.all(currencies.map(async (c) => [c, await currencyDecimals(db, c)] as const)),
  );
  const vatRates = new Map<VatClass, number>();
  for (const vatClass of new Set(products.map((p) => p.vatClass))) {
    vatRates.set(vatClass, await shopVatRate(db, vatClass));
  }

  for (const { productId, prices, ...v } of variants) {
    const product = byId.get(productId)!;
    // The product API's prices for the default price list: the row without a customer group, one
    // piece. The lowest price of the 30 days before a discount is in no feed.
    const variantPrices: FeedVariantRow['prices'] = {};
    for (const r of prices) {
      variantPrices[r.currency] = presentPrices({
        ...r,
        decimalPlaces: decimals.get(r.currency)!,
        vatRate: vatRates.get(product.vatClass) ?? 0,
        lowest30DaysWithTax: null,
        quantity: 1,
        quantityDecimals: v.quantityDecimals,
      });
    }
    product.variants.push({ ...v, stock: stock.get(v.id)?.total ?? 0, prices: variantPrices });
  }
  return [...byId.values()];
}

/**
 * The products on offer a chunk at a time, in id order, with the prices of the currencies. The
 * next chunk is read while the caller works on one, so the database and the writing overlap.
 */
export async function* feedChunks(
  db: Db,
  currencies: readonly CurrencyCode[],
  chunkSize: number,
): AsyncGenerator<FeedProductRow[]> {
  let next = readChunk(db, 0, chunkSize, currencies);
  for (;;) {
    const chunk = await next;
    if (chunk.length === 0) return;
    const more = chunk.length === chunkSize;
    if (!more) {
      yield chunk;
      return;
    }
    next = readChunk(db, chunk.at(-1)!.id, chunkSize, currencies);
    // A caller that stops early leaves the read ahead unawaited: its failure is of no interest then.
    next.catch(() => {});
    yield chunk;
  }
}
