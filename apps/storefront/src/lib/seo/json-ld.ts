import type { Product } from '@shop/contract';
import { ratingToStars } from '@shop/rules';
import { schemaAvailability } from '../product/view';

/** schema.org structured data for search engines (JSON-LD), built from contract data. */

export type JsonLd = Record<string, unknown>;

/** Product with one offer per variant (price, currency, availability) and the rating. */
export function productJsonLd(
  product: Product,
  opts: { url: string; imageUrl: (path: string) => string; variantUrl: (id: number) => string },
): JsonLd {
  const variants = product.variants.length ? product.variants : [];
  const offers = variants.map((v) => ({
    '@type': 'Offer',
    url: opts.variantUrl(v.id),
    sku: v.catalogCode,
    ...(v.ean ? { gtin13: v.ean } : {}),
    price: v.prices.unitWithTax.toFixed(2),
    priceCurrency: v.prices.currencyCode,
    availability: schemaAvailability(v),
    itemCondition: 'https://schema.org/NewCondition',
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.perex || undefined,
    sku: product.catalogCode,
    url: opts.url,
    image: product.images.map((i) => opts.imageUrl(i.path)),
    category: product.categoryFullname,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: ratingToStars(product.rating),
            bestRating: 5,
            worstRating: 0,
            ratingCount: product.ratingCount,
          },
        }
      : {}),
    offers:
      offers.length === 1
        ? offers[0]
        : {
            '@type': 'AggregateOffer',
            offerCount: offers.length,
            priceCurrency: product.prices.currencyCode,
            lowPrice: Math.min(...variants.map((v) => v.prices.unitWithTax)).toFixed(2),
            highPrice: Math.max(...variants.map((v) => v.prices.unitWithTax)).toFixed(2),
            offers,
          },
  };
}

/** BreadcrumbList: absolute URLs, the current page last. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** JSON for a <script> element: `<` escaped so that the data can never close the script. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
