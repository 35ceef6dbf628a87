import { sql } from 'drizzle-orm';
import { translate } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { insertChunked, syncIdentity } from '../../db/bulk.ts';
import type { CategoryRow, Dataset, LocaleCode, PriceHistoryRow } from '../../seed/dataset.ts';
import {
  availabilities,
  brands,
  categories,
  categoryFilterParameters,
  parameterValues,
  parameters,
  priceHistory,
  prices,
  productCategories,
  productComments,
  productImages,
  productParameterValues,
  productTags,
  productTranslations,
  products,
  quantityPrices,
  reviews,
  tags,
  variantParameterValues,
  variants,
} from './tables.ts';

const locales: LocaleCode[] = ['cs', 'sk', 'de'];

/** Parents before children, so every chunk's parent rows already exist. */
function parentsFirst(rows: CategoryRow[]): CategoryRow[] {
  const byParent = new Map<number | null, CategoryRow[]>();
  for (const c of rows) byParent.set(c.parentId, [...(byParent.get(c.parentId) ?? []), c]);
  const out: CategoryRow[] = [];
  const visit = (parentId: number | null) => {
    for (const c of byParent.get(parentId) ?? []) {
      out.push(c);
      visit(c.id);
    }
  };
  visit(null);
  if (out.length !== rows.length) throw new Error('Category tree has a cycle or a missing parent');
  return out;
}

/** Each history row is valid until the next one of the same variant, currency and group starts. */
function withValidTo(variantId: number, rows: PriceHistoryRow[]) {
  const sorted = [...rows].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  return sorted.map((h, i) => {
    const next = sorted
      .slice(i + 1)
      .find((n) => n.currency === h.currency && n.customerGroup === h.customerGroup);
    return {
      variantId,
      currencyCode: h.currency,
      customerGroup: h.customerGroup,
      unitWithTax: h.unitWithTax,
      validFrom: h.validFrom,
      validTo: next?.validFrom ?? null,
    };
  });
}

export async function seedCatalog(tx: Tx, d: Dataset): Promise<void> {
  await insertChunked(tx, availabilities, d.availabilities);
  await insertChunked(tx, brands, d.brands);
  await insertChunked(
    tx,
    parameters,
    d.parameters.map((p, i) => ({
      id: p.id,
      code: p.code,
      name: p.name,
      kind: p.kind,
      unit: p.unit ?? null,
      variantDefining: p.variantDefining,
      position: i,
    })),
  );
  await insertChunked(
    tx,
    parameterValues,
    d.parameters.flatMap((p) =>
      p.values.map((v) => ({
        id: v.id,
        parameterId: p.id,
        code: v.code,
        name: v.name,
        colorHex: v.colorHex ?? null,
        position: v.position,
      })),
    ),
  );
  await insertChunked(tx, tags, d.tags);
  await insertChunked(
    tx,
    categories,
    parentsFirst(d.categories).map((c) => ({
      id: c.id,
      parentId: c.parentId,
      slug: c.slug,
      name: c.name,
      position: c.position,
      image: c.image,
    })),
  );
  await insertChunked(
    tx,
    categoryFilterParameters,
    d.categories.flatMap((c) =>
      c.filterParameters.map((f, i) => ({
        categoryId: c.id,
        parameterId: f.parameterId,
        position: i,
        important: f.important,
        closed: f.closed,
      })),
    ),
  );

  await insertChunked(
    tx,
    products,
    d.products.map((p) => ({
      id: p.id,
      slug: p.slug,
      catalogCode: p.catalogCode,
      marketingCode: p.marketingCode,
      brandId: p.brandId,
      categoryId: p.categoryId,
      vatClass: p.vatClass,
      rating: p.rating,
      ratingCount: p.ratingCount,
      unit: p.unit,
      mainImage: p.mainImage,
      hoverImage: p.hoverImage,
      saleable: p.saleable,
      freeShipperCodes: p.freeShipperCodes,
      nPlusOne: p.nPlusOne,
      nPlusOneUntil: p.nPlusOneUntil ?? null,
      creditPrice: p.creditPrice ?? null,
      createdAt: new Date(p.createdAt),
    })),
  );
  await insertChunked(
    tx,
    productTranslations,
    d.products.flatMap((p) =>
      locales.flatMap((locale) => {
        const name = p.name[locale];
        if (name === undefined) return [];
        return [
          {
            productId: p.id,
            locale,
            name,
            perex: translate(p.perex, locale),
            description: translate(p.description, locale),
          },
        ];
      }),
    ),
  );
  // The gallery: the main picture first, then the hover one (products.main_image / hover_image follow it).
  await insertChunked(
    tx,
    productImages,
    d.products.flatMap((p) =>
      [...new Set([p.mainImage, p.hoverImage].filter((x): x is string => !!x))].map((path, position) => ({
        productId: p.id,
        path,
        position,
      })),
    ),
  );
  await insertChunked(
    tx,
    productCategories,
    d.products.flatMap((p) => [
      { productId: p.id, categoryId: p.categoryId, isMain: true, position: 0 },
      ...[...new Set(p.extraCategoryIds)]
        .filter((c) => c !== p.categoryId)
        .map((categoryId) => ({ productId: p.id, categoryId, isMain: false, position: 0 })),
    ]),
  );
  await insertChunked(
    tx,
    productTags,
    d.products.flatMap((p) => [...new Set(p.tagIds)].map((tagId) => ({ productId: p.id, tagId }))),
  );
  await insertChunked(
    tx,
    productParameterValues,
    d.products.flatMap((p) =>
      [...new Set(p.parameterValueIds)].map((parameterValueId) => ({ productId: p.id, parameterValueId })),
    ),
  );

  const allVariants = d.products.flatMap((p) =>
    p.variants.map((v, position) => ({ productId: p.id, position, v })),
  );
  await insertChunked(
    tx,
    variants,
    allVariants.map(({ productId, position, v }) => ({
      id: v.id,
      productId,
      code: v.code,
      ean: v.ean,
      name: v.name,
      isDefault: v.isDefault,
      position,
      availabilityCode: v.availabilityCode,
      soldAvailabilityCode: v.soldAvailabilityCode,
      amountMin: v.amountMin,
      amountMax: v.amountMax,
      quantityDecimals: v.quantityDecimals ?? 0,
      checkStock: v.checkStock,
      image: v.image,
    })),
  );
  await insertChunked(
    tx,
    variantParameterValues,
    allVariants.flatMap(({ v }) =>
      [...new Set(v.parameterValueIds)].map((parameterValueId) => ({ variantId: v.id, parameterValueId })),
    ),
  );

  // Price ids are assigned here so quantity prices can reference them without reading ids back.
  let priceId = 0;
  const priceRows: (typeof prices.$inferInsert)[] = [];
  const quantityRows: (typeof quantityPrices.$inferInsert)[] = [];
  for (const { v } of allVariants) {
    for (const p of v.prices) {
      const id = ++priceId;
      priceRows.push({
        id,
        variantId: v.id,
        currencyCode: p.currency,
        customerGroup: p.customerGroup,
        unitWithTax: p.unitWithTax,
        originalWithTax:
          p.originalWithTax !== undefined && p.originalWithTax > p.unitWithTax ? p.originalWithTax : null,
        recommendedWithTax: p.recommendedWithTax ?? null,
      });
      for (const q of p.quantityPrices)
        quantityRows.push({ priceId: id, fromAmount: q.fromAmount, unitWithTax: q.unitWithTax });
    }
  }
  await insertChunked(tx, prices, priceRows);
  await insertChunked(tx, quantityPrices, quantityRows);
  await insertChunked(
    tx,
    priceHistory,
    allVariants.flatMap(({ v }) => withValidTo(v.id, v.priceHistory)),
  );

  await insertChunked(
    tx,
    reviews,
    (d.reviews ?? []).map((r) => ({
      id: r.id,
      productId: r.productId,
      rating: r.rating,
      text: r.text,
      authorFirstName: r.authorFirstName,
      authorCity: r.authorCity,
      shippedPurchase: r.shippedPurchase,
      createdAt: new Date(r.createdAt),
    })),
  );

  await insertChunked(
    tx,
    productComments,
    (d.comments ?? []).map((c) => ({
      id: c.id,
      productId: c.productId,
      authorName: c.authorName,
      text: c.text,
      answer: c.answer,
      createdAt: new Date(c.createdAt),
    })),
  );

  for (const t of [
    'reviews',
    'product_comments',
    'brands',
    'categories',
    'parameters',
    'parameter_values',
    'tags',
    'products',
    'variants',
    'prices',
    'price_history',
  ]) {
    await syncIdentity(tx, `catalog.${t}`);
  }
}

export async function truncateCatalog(tx: Tx): Promise<void> {
  await tx.execute(sql`truncate
    catalog.product_listing, catalog.reviews, catalog.product_comments,
    catalog.price_history, catalog.quantity_prices, catalog.prices, catalog.variant_parameter_values, catalog.product_images,
    catalog.variants,
    catalog.product_parameter_values, catalog.product_tags, catalog.product_categories, catalog.product_translations,
    catalog.products, catalog.category_filter_parameters, catalog.categories, catalog.tags, catalog.parameter_values,
    catalog.parameters, catalog.brands, catalog.availabilities
    restart identity cascade`);
}

export async function catalogHasProducts(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length > 0;
}
