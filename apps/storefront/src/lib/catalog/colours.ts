import {
  catalogueApi,
  requestHeaders,
  type CurrencyCode,
  type Product,
  groupTags,
  itemTags,
} from '@shop/contract';
import { cacheLife, cacheTag } from 'next/cache';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { callBackend } from '../backend';
import { mediaSources } from '../media';

/** One colour variant a product box reveals on hover. */
export interface ColourVariant {
  variantId: number;
  name: string;
  colorHex: string | null;
  href: string;
  image: { src: string; srcSet: string } | null;
}

/**
 * GET /catalog/product?ids=… (with variants), priced in `currency` (the backend's default when
 * unset); shared catalogue data, no customer group; tag `product:<id>`.
 */
export async function getProductById(
  id: number,
  locale: AppLocale,
  currency?: CurrencyCode,
): Promise<Product | null> {
  'use cache';
  cacheTag(groupTags.catalog, itemTags.productId(id));
  cacheLife('hours');
  const res = await callBackend(catalogueApi.products, {
    locale,
    query: { ids: String(id), checkPermissions: 'true' },
    headers: currency ? { [requestHeaders.currency]: currency } : {},
  });
  return res.data.find((p) => p.id === id) ?? null;
}

/** Product detail path; `variant_id` only when the variant is not the default. */
export function productPath(locale: AppLocale, slug: string, variantId?: number, defaultVariantId?: number) {
  const base = localizedPath(locale, `/produkt/${encodeURIComponent(slug)}`);
  return variantId !== undefined && variantId !== defaultVariantId ? `${base}?variant_id=${variantId}` : base;
}

/** The product's variants that differ by colour, one per colour value, in the colour's value order. */
export function colourVariants(product: Product, locale: AppLocale, imagePx: number): ColourVariant[] {
  const colour = product.parameters.find((p) => p.kind === 'color' && p.variantDefining);
  if (!colour) return [];
  const seen = new Set<number>();
  const out: (ColourVariant & { order: number })[] = [];
  for (const v of product.variants) {
    const valueId = v.content.parameters.find((p) => p.entityId === colour.id)?.values[0];
    if (valueId === undefined || seen.has(valueId)) continue;
    seen.add(valueId);
    const value = colour.values.find((x) => x.id === valueId);
    out.push({
      variantId: v.id,
      name: value?.name ?? v.name,
      colorHex: value?.colorHex ?? null,
      href: productPath(locale, product.slug, v.id, product.defaultVariantId),
      image: v.mainImage ? mediaSources(v.mainImage.path, imagePx) : null,
      order: value ? colour.values.indexOf(value) : Number.MAX_SAFE_INTEGER,
    });
  }
  return out.sort((a, b) => a.order - b.order).map(({ order: _order, ...c }) => c);
}
