import { sql } from 'drizzle-orm';
import { mediaPath, type CurrencyCode, type Locale, type Product, type Variant } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { defaultPriceContext } from '../../../http/price-context.ts';
import { buildProducts } from '../products/service.ts';

/** Where the shop's pages and pictures are, as shoppers reach them. */
export interface FeedSite {
  /** The storefront's public address (product pages). */
  storefrontUrl: string;
  /** The backend's public address (it serves the pictures under /media). */
  publicUrl: string;
}

/** Availability in the terms of the feeds (Google's words; the others use delivery days). */
export type FeedAvailability = 'in_stock' | 'out_of_stock' | 'preorder' | 'backorder';

/** One offer: a variant of a product as its product page shows it. */
export interface FeedItem {
  /** The variant's catalogue code: the id the purchase reports name. */
  itemId: string;
  /** The product's marketing code when it has more than one variant (they group by it). */
  groupId: string | null;
  productId: number;
  /** The variant's full name (the product's name with the variant's). */
  name: string;
  productName: string;
  description: string;
  url: string;
  images: string[];
  currency: CurrencyCode;
  /** The price the shopper pays, with VAT. */
  price: number;
  /** The price before the discount when the variant is discounted. */
  originalPrice: number | null;
  ean: string | null;
  brand: string | null;
  mpn: string;
  category: string;
  availability: FeedAvailability;
  /** Working days until it ships: 0 in stock; null when it cannot be ordered. */
  deliveryDays: number | null;
  params: { name: string; value: string }[];
  /** Codes of the shippers that carry the product for free. */
  freeShippers: string[];
}

/** A product page's address, as the storefront links it: `variant_id` only for a non-default variant. */
export function productUrl(
  site: FeedSite,
  locale: Locale,
  slug: string,
  variantId: number,
  isDefault: boolean,
) {
  const prefix = locale === 'cs' ? '' : `/${locale}`;
  const base = `${site.storefrontUrl}${prefix}/produkt/${encodeURIComponent(slug)}`;
  return isDefault ? base : `${base}?variant_id=${variantId}`;
}

/** A picture as the product page's large view loads it. */
export const pictureUrl = (site: FeedSite, path: string) =>
  `${site.publicUrl}${mediaPath(path, { width: 1200, height: 1200, crop: false, upscale: false })}`;

/** Text without its HTML: the feeds want plain text. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

function availabilityOf(v: Variant): { availability: FeedAvailability; deliveryDays: number | null } {
  if (!v.availability.isAvailable) return { availability: 'out_of_stock', deliveryDays: null };
  const days = v.availability.delayDays;
  return days > 0
    ? { availability: 'backorder', deliveryDays: days }
    : { availability: 'in_stock', deliveryDays: 0 };
}

function itemsOf(p: Product, site: FeedSite, locale: Locale): FeedItem[] {
  const description = plainText(p.description || p.perex);
  const productImages = p.images.map((i) => i.path);
  return p.variants.map((v) => {
    const main = v.mainImage?.path ?? p.mainImage?.path;
    const images = [...new Set([main, ...productImages].filter((x): x is string => !!x))].map((path) =>
      pictureUrl(site, path),
    );
    const values = new Map(p.parameters.flatMap((param) => param.values.map((x) => [x.id, x.name] as const)));
    const params = p.parameters.flatMap((param) => {
      const chosen = param.variantDefining
        ? (v.content.parameters.find((x) => x.entityId === param.id)?.values ?? [])
        : param.values.map((x) => x.id);
      const names = chosen.map((id) => values.get(id)).filter((x): x is string => !!x);
      return names.length
        ? [{ name: param.name, value: names.join(', ') + (param.unit ? ` ${param.unit}` : '') }]
        : [];
    });
    return {
      itemId: v.catalogCode,
      groupId: p.hasVariants ? p.marketingCode || String(p.id) : null,
      productId: p.id,
      name: v.fullname,
      productName: p.name,
      description,
      url: productUrl(site, locale, p.slug, v.id, v.id === p.defaultVariantId),
      images,
      currency: v.prices.currencyCode,
      price: v.prices.unitWithTax,
      originalPrice: v.prices.inDiscount ? v.prices.unitOriginalWithTax : null,
      ean: v.ean,
      brand: p.brand?.name ?? null,
      mpn: v.catalogCode,
      category: p.categoryFullname,
      ...availabilityOf(v),
      params,
      freeShippers: p.freeShippers,
    };
  });
}

/** Products read at a time: memory stays flat whatever the catalogue's size. */
const CHUNK = 500;

/**
 * The offers of the catalogue in a locale and currency, as the storefront's product API presents
 * them (the same prices, availability, names and pictures): every variant of every product that is
 * shown, for sale and not archived, read a chunk of products at a time.
 */
export async function* feedItems(
  db: Db,
  site: FeedSite,
  locale: Locale,
  currency: CurrencyCode,
): AsyncGenerator<FeedItem[]> {
  let after = 0;
  for (;;) {
    const ids = (
      await queryRows<{ id: number }>(
        db,
        sql`select id from catalog.products
             where visible and saleable and archived_at is null and id > ${after}
             order by id limit ${CHUNK}`,
      )
    ).map((r) => r.id);
    if (ids.length === 0) return;
    const products = await buildProducts(
      db,
      ids,
      defaultPriceContext(currency),
      locale,
      new Set(['variants']),
    );
    yield products.flatMap((p) => itemsOf(p, site, locale));
    if (ids.length < CHUNK) return;
    after = ids.at(-1)!;
  }
}
