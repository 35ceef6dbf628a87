import { sql } from 'drizzle-orm';
import type { Locale, ParameterDetail, Product, Tag, Variant } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { sanitizeRichText } from '../../../http/sanitize-html.ts';
import { notFound } from '../../../http/errors.ts';
import { translate } from '../../../http/locale.ts';
import { categoryPath } from '../categories/service.ts';
import type { PriceContext } from '../../../http/price-context.ts';
import { loadVariantPrices, type VariantPrices } from '../pricing/service.ts';
import { catalogReference, type CatalogReference } from '../reference.ts';
import { sqlIntArray, sqlTextArray } from '../../../db/sql-arrays.ts';
import { availabilityOf } from './availability.ts';
import { colourValues, image, tagOf } from './boxes.ts';
import { defaultVariant, loadProductData, type ProductData, type VariantData } from './data.ts';
import { freeGiftsUpTo, giftsOfPiece } from './gifts.ts';

export type ProductInclude = 'tags' | 'variants' | 'alternatives';

/** Parameter values grouped by parameter, in the parameters' order, as a product's content.parameters lists them. */
function groupValues(valueIds: number[], ref: CatalogReference): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const id of valueIds) {
    const value = ref.values.get(id);
    if (!value) continue;
    groups.set(value.parameterId, [...(groups.get(value.parameterId) ?? []), id]);
  }
  const position = (pid: number) => ref.parameters.get(pid)?.position ?? 0;
  return new Map([...groups].sort(([a], [b]) => position(a) - position(b) || a - b));
}

const refs = (groups: Map<number, number[]>) =>
  [...groups].map(([entityId, values]) => ({ entityId, values }));

function parameterDetails(valueIds: number[], ref: CatalogReference, locale: Locale): ParameterDetail[] {
  return [...groupValues(valueIds, ref)].flatMap(([pid, ids]) => {
    const p = ref.parameters.get(pid);
    if (!p) return [];
    const wanted = new Set(ids);
    return [
      {
        id: p.id,
        code: p.code,
        name: translate(p.name, locale),
        kind: p.kind,
        unit: p.unit,
        variantDefining: p.variantDefining,
        values: p.values
          .filter((v) => wanted.has(v.id))
          .map((v) => ({ id: v.id, name: translate(v.name, locale), colorHex: v.colorHex })),
      },
    ];
  });
}

function presentVariant(
  p: ProductData,
  v: VariantData,
  price: VariantPrices,
  ref: CatalogReference,
  locale: Locale,
): Variant {
  const name = translate(v.name, locale);
  const fullname = p.variants.length > 1 && name !== p.name ? `${p.name} – ${name}` : p.name;
  return {
    id: v.id,
    name,
    fullname,
    catalogCode: v.code,
    marketingCode: p.marketingCode,
    ean: v.ean,
    unit: p.unit,
    isDefault: v.isDefault,
    mainImage: image(v.image ?? p.mainImage, fullname),
    availability: availabilityOf({ ...v, stock: v.stock.total }, ref, locale),
    warehouses: v.stock.warehouses.map((w) => ({
      id: w.id,
      stock: w.stock,
      virtual: w.virtual,
      shipper: null,
    })),
    prices: price.prices,
    defaultPrices: price.defaultPrices,
    quantity: v.amountMin,
    content: { parameters: refs(groupValues(v.valueIds, ref)) },
  };
}

/**
 * A product's pictures: its gallery in order (alternative text in the locale, else Czech, else the
 * product's name), then variants' own pictures not in it. Products without a gallery show their main
 * picture.
 */
function galleryOf(p: ProductData, locale: Locale): { path: string; alt: string; title: null }[] {
  const shown = p.gallery.length
    ? p.gallery.map((g) => ({ path: g.path, alt: translate(g.alt, locale) || p.name, title: null }))
    : p.mainImage
      ? [{ path: p.mainImage, alt: p.name, title: null }]
      : [];
  const paths = new Set(shown.map((s) => s.path));
  for (const v of p.variants) {
    if (v.image && !paths.has(v.image)) {
      paths.add(v.image);
      shown.push({ path: v.image, alt: p.name, title: null });
    }
  }
  return shown;
}

/** Full products in the order of `ids`; products without a price are left out. */
export async function buildProducts(
  db: Db,
  ids: number[],
  ctx: PriceContext,
  locale: Locale,
  include: ReadonlySet<ProductInclude>,
): Promise<Product[]> {
  const data = await loadProductData(db, ids, locale, { texts: true });
  return presentProducts(db, ids, data, ctx, locale, include, true);
}

/**
 * The visible products of the variants with every variant priced for one piece, without their long
 * texts (a cart shows none), by product id; and which product each of the variants belongs to.
 */
export async function buildProductsOfVariants(
  db: Db | Tx,
  variantIds: number[],
  ctx: PriceContext,
  locale: Locale,
): Promise<{ products: Map<number, Product>; visible: Map<number, VariantProduct> }> {
  const data = await loadProductData(db as Db, { visibleOfVariants: variantIds }, locale);
  const wanted = new Set(variantIds);
  const visible = new Map<number, VariantProduct>();
  for (const p of data.values()) {
    for (const v of p.variants) {
      if (wanted.has(v.id)) visible.set(v.id, { productId: p.id, nPlusOne: p.nPlusOne });
    }
  }
  const list = await presentProducts(
    db as Db,
    [...data.keys()],
    data,
    ctx,
    locale,
    new Set(['variants']),
    false,
  );
  return { products: new Map(list.map((p) => [p.id, p])), visible };
}

async function presentProducts(
  db: Db,
  ids: number[],
  data: Map<number, ProductData>,
  ctx: PriceContext,
  locale: Locale,
  include: ReadonlySet<ProductInclude>,
  /** Judge the free order gifts a piece earns (not for the cart's own reads, which judge gifts themselves). */
  gifts: boolean,
): Promise<Product[]> {
  const ref = await catalogReference(db);
  const variantIds = [...data.values()].flatMap((p) =>
    include.has('variants') ? p.variants.map((v) => v.id) : [defaultVariant(p)?.id ?? 0],
  );
  const prices = await loadVariantPrices(db, variantIds, ctx);
  const earnable = gifts
    ? await freeGiftsUpTo(
        db,
        ctx.currency,
        locale,
        Math.max(0, ...[...prices.values()].map((p) => p.prices.unitWithTax)),
      )
    : null;
  const paths = new Map(
    await Promise.all(
      [...new Set([...data.values()].map((p) => p.categoryId))].map(
        async (id) => [id, await categoryPath(db, id, locale)] as const,
      ),
    ),
  );

  return ids.flatMap((id): Product[] => {
    const p = data.get(id);
    const dv = p && defaultVariant(p);
    const dvPrice = dv && prices.get(dv.id);
    if (!p || !dv || !dvPrice) return [];
    const path = paths.get(p.categoryId) ?? [];
    const brand = p.brandId === null ? undefined : ref.brands.get(p.brandId);
    const allValueIds = [...new Set([...p.valueIds, ...p.variants.flatMap((v) => v.valueIds)])];
    const images = galleryOf(p, locale);
    return [
      {
        id: p.id,
        name: p.name,
        slug: p.slug,
        perex: p.perex,
        description: p.description && sanitizeRichText(p.description),
        catalogCode: p.catalogCode,
        marketingCode: p.marketingCode,
        categoryId: p.categoryId,
        categoryName: path.at(-1)?.name ?? '',
        categoryFullname: path.map((c) => c.name).join(' > '),
        breadcrumb: path,
        brand: brand ? { id: brand.id, name: brand.name, slug: brand.slug } : null,
        mainImage: image(p.mainImage, p.name),
        images,
        rating: p.rating,
        ratingCount: p.ratingCount,
        tags: include.has('tags')
          ? p.tagIds.map((t) => tagOf(t, ref, locale)).filter((t): t is Tag => t !== null)
          : [],
        visibility: { saleable: p.saleable },
        creditPrice: p.creditPrice,
        gifts: earnable
          ? giftsOfPiece(earnable, dvPrice.prices.unitWithTax).gifts.map((g) => ({
              id: g.id,
              name: g.name,
              isAvailable: g.isAvailable,
            }))
          : [],
        freeShippers: p.freeShipperCodes,
        discounts: [
          ...(p.nPlusOne === null
            ? []
            : [{ isNPlusOne: true, active: true, name: `${p.nPlusOne}+1 zdarma` }]),
          ...(p.endedNPlusOne === null
            ? []
            : [{ isNPlusOne: true, active: false, name: `${p.endedNPlusOne}+1 zdarma` }]),
        ],
        hasVariants: p.variants.length > 1,
        defaultVariantId: dv.id,
        variants: include.has('variants')
          ? p.variants.flatMap((v) => {
              const price = prices.get(v.id);
              return price ? [presentVariant(p, v, price, ref, locale)] : [];
            })
          : [],
        alternatives: include.has('alternatives') ? [...colourValues(p.variants, ref).values()] : [],
        unit: p.unit,
        prices: dvPrice.prices,
        availability: availabilityOf({ ...dv, stock: dv.stock.total }, ref, locale),
        parameters: parameterDetails(allValueIds, ref, locale),
        content: {
          parameters: refs(groupValues(p.valueIds, ref)),
          product_box_hover_image: p.hoverImage ? { fileKey: p.hoverImage } : null,
          date_of_storage: [],
        },
      },
    ];
  });
}

/** GET /api/v1/products/{id}: a visible product, else 404. */
export async function getProduct(
  db: Db,
  id: number,
  ctx: PriceContext,
  locale: Locale,
  include: ReadonlySet<ProductInclude>,
): Promise<Product> {
  const visible = await queryRows<{ id: number }>(
    db,
    sql`select id from catalog.products where id = ${id} and visible`,
  );
  const [product] = visible.length ? await buildProducts(db, [id], ctx, locale, include) : [];
  if (!product) throw notFound('id');
  return product;
}

export interface ProductSelector {
  checkPermissions: boolean;
  slugs?: string[];
  ids?: number[];
  codes?: string[];
  eans?: string[];
  variantCodes?: string[];
  variantEans?: string[];
  categoryIds?: number[];
  random?: number;
  /** That many visible products with a credit price, fewest credits first. */
  forCredits?: number;
}

/** At most this many products per /catalog/product call (a category selector can match thousands). */
const MAX_PRODUCTS = 100;

/**
 * GET /catalog/product: product ids for the selectors, in the order the selectors name them (a
 * category's products by position). `random` is stable for a day, so pages cache well.
 */
export async function selectProductIds(db: Db, s: ProductSelector, today: string): Promise<number[]> {
  const visible = s.checkPermissions ? sql`and p.visible` : sql``;
  const parts = [];
  const ordered = (key: SQLPart, list: readonly (string | number)[] | undefined, match: SQLPart) =>
    list && list.length
      ? queryRows<{ id: number; key: string }>(
          db,
          sql`select distinct p.id, ${key}::text as key from catalog.products p
                left join catalog.variants v on v.product_id = p.id
               where ${match} ${visible}`,
        ).then((rows) => {
          const byKey = new Map(rows.map((r) => [r.key, r.id]));
          return list.map((k) => byKey.get(String(k))).filter((x): x is number => x !== undefined);
        })
      : Promise.resolve([]);
  parts.push(
    ordered(sql`p.slug`, s.slugs, sql`p.slug = any(${sqlTextArray(s.slugs ?? [])})`),
    ordered(sql`p.id`, s.ids, sql`p.id = any(${sqlIntArray(s.ids ?? [])})`),
    ordered(sql`p.catalog_code`, s.codes, sql`p.catalog_code = any(${sqlTextArray(s.codes ?? [])})`),
    ordered(sql`v.ean`, s.eans, sql`v.ean = any(${sqlTextArray(s.eans ?? [])})`),
    ordered(sql`v.code`, s.variantCodes, sql`v.code = any(${sqlTextArray(s.variantCodes ?? [])})`),
    ordered(sql`v.ean`, s.variantEans, sql`v.ean = any(${sqlTextArray(s.variantEans ?? [])})`),
  );
  if (s.categoryIds?.length) {
    parts.push(
      queryRows<{ id: number }>(
        db,
        sql`select pc.product_id as id from catalog.product_categories pc
              join catalog.products p on p.id = pc.product_id
             where pc.category_id = any(${sqlIntArray(s.categoryIds)}) ${visible}
             group by pc.product_id order by min(pc.position), pc.product_id limit ${MAX_PRODUCTS}`,
      ).then((rows) => rows.map((r) => r.id)),
    );
  }
  if (s.random) {
    parts.push(
      queryRows<{ id: number }>(
        db,
        sql`select l.product_id as id from catalog.product_listing l
             order by md5(l.product_id::text || ${today}) limit ${s.random}`,
      ).then((rows) => rows.map((r) => r.id)),
    );
  }
  if (s.forCredits) {
    // Offered for credits only where a shopper can see the product at all.
    parts.push(
      queryRows<{ id: number }>(
        db,
        sql`select p.id from catalog.products p
             where p.visible and p.credit_price is not null
             order by p.credit_price, p.id limit ${s.forCredits}`,
      ).then((rows) => rows.map((r) => r.id)),
    );
  }
  const ids = (await Promise.all(parts)).flat();
  return [...new Set(ids)].slice(0, MAX_PRODUCTS);
}

type SQLPart = ReturnType<typeof sql>;

/** Of `variantIds`, those whose stock is checked (the others never run out), in id order. */
export async function stockCheckedVariantIds(db: Db | Tx, variantIds: number[]): Promise<number[]> {
  if (variantIds.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from catalog.variants where id = any(${sqlIntArray([...new Set(variantIds)])}) and check_stock
         order by id`,
  );
  return rows.map((r) => r.id);
}

/** A variant's visible product and its 'N+1' promotion (of every n + 1 pieces, one is free). */
export interface VariantProduct {
  productId: number;
  nPlusOne: number | null;
}

/** Variants whose catalogue code (in any case) or EAN is one of `codes`. */
export async function variantsByCodes(
  db: Db | Tx,
  codes: string[],
): Promise<{ id: number; code: string; ean: string | null }[]> {
  if (codes.length === 0) return [];
  return queryRows<{ id: number; code: string; ean: string | null }>(
    db,
    sql`select id, code, ean from catalog.variants
         where upper(code) = any(${sqlTextArray(codes.map((c) => c.toUpperCase()))})
            or ean = any(${sqlTextArray(codes)})`,
  );
}
