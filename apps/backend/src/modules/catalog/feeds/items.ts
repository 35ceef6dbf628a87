import { mediaPath, type CurrencyCode, type Locale } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { translate } from '../../../http/locale.ts';
import { sanitizeRichText } from '../../../http/sanitize-html.ts';
import { categoryPath } from '../categories/service.ts';
import { availabilityOf } from '../products/availability.ts';
import { catalogReference, type CatalogReference } from '../reference.ts';
import { feedChunks, type FeedProductRow, type FeedVariantRow } from './read.ts';

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

/** The locale and currency of a feed's offers. */
export interface FeedMarket {
  locale: Locale;
  currency: CurrencyCode;
}

/** Availability as the product API works it out from stock (whether and when does not depend on the locale). */
function availabilityIn(v: FeedVariantRow, ref: CatalogReference) {
  const a = availabilityOf(v, ref, 'cs');
  if (!a.isAvailable) return { availability: 'out_of_stock', deliveryDays: null } as const;
  return a.delayDays > 0
    ? ({ availability: 'backorder', deliveryDays: a.delayDays } as const)
    : ({ availability: 'in_stock', deliveryDays: 0 } as const);
}

/**
 * A product's parameters as its page lists them (by the parameters' position, values in their
 * order), and per variant the values it names: a variant-defining parameter shows the variant's own
 * values, any other every value of the product.
 */
function parametersOf(p: FeedProductRow, ref: CatalogReference, locale: Locale) {
  const used = new Set([...p.valueIds, ...p.variants.flatMap((v) => v.valueIds)]);
  const ids = [...new Set([...used].flatMap((id) => ref.values.get(id)?.parameterId ?? []))];
  const params = ids
    .flatMap((id) => ref.parameters.get(id) ?? [])
    .sort((a, b) => a.position - b.position || a.id - b.id);
  const names = new Map<number, string>();
  const shown = params.map((param) => {
    const values = param.values.filter((v) => used.has(v.id));
    for (const v of values) names.set(v.id, translate(v.name, locale));
    return { param, values: values.map((v) => v.id) };
  });
  return (v: FeedVariantRow) =>
    shown.flatMap(({ param, values }) => {
      const chosen = param.variantDefining
        ? v.valueIds.filter((id) => ref.values.get(id)?.parameterId === param.id)
        : values;
      const valueNames = chosen.flatMap((id) => names.get(id) ?? []);
      return valueNames.length
        ? [
            {
              name: translate(param.name, locale),
              value: valueNames.join(', ') + (param.unit ? ` ${param.unit}` : ''),
            },
          ]
        : [];
    });
}

/** A product's pictures as its page shows them: the gallery (else its main picture), then variants' own. */
function picturesOf(p: FeedProductRow): string[] {
  const shown = p.gallery.length ? [...p.gallery] : p.mainImage ? [p.mainImage] : [];
  return [...new Set([...shown, ...p.variants.flatMap((v) => v.image || [])])];
}

/**
 * A product's offers in a locale and currency, as the product API presents the product: every
 * variant with a public price, none when the default variant has none.
 */
function itemsOf(
  p: FeedProductRow,
  market: FeedMarket,
  site: FeedSite,
  ref: CatalogReference,
  category: string,
): FeedItem[] {
  const { locale, currency } = market;
  const main = p.variants.find((v) => v.isDefault) ?? p.variants[0];
  if (!main?.prices[currency]) return [];
  const text = (field: 'name' | 'perex' | 'description') => translate(p.texts, locale)?.[field];
  const productName = text('name') ?? p.slug;
  const html = text('description') ?? '';
  const description = plainText((html && sanitizeRichText(html)) || (text('perex') ?? ''));
  const pictures = picturesOf(p);
  const paramsOf = parametersOf(p, ref, locale);
  const brand = p.brandId === null ? undefined : ref.brands.get(p.brandId);
  return p.variants.flatMap((v): FeedItem[] => {
    const price = v.prices[currency];
    if (!price) return [];
    const name = translate(v.name, locale);
    const own = v.image || p.mainImage;
    return [
      {
        itemId: v.code,
        groupId: p.variants.length > 1 ? p.marketingCode || String(p.id) : null,
        productId: p.id,
        name: p.variants.length > 1 && name !== productName ? `${productName} – ${name}` : productName,
        productName,
        description,
        url: productUrl(site, locale, p.slug, v.id, v.id === main.id),
        images: [...new Set([own, ...pictures].filter((x): x is string => !!x))].map((path) =>
          pictureUrl(site, path),
        ),
        currency: price.currencyCode,
        price: price.unitWithTax,
        originalPrice: price.inDiscount ? price.unitOriginalWithTax : null,
        ean: v.ean,
        brand: brand?.name ?? null,
        mpn: v.code,
        category,
        ...availabilityIn(v, ref),
        params: paramsOf(v),
        freeShippers: p.freeShipperCodes,
      },
    ];
  });
}

/** Products read at a time: memory stays flat whatever the catalogue's size. */
const CHUNK = 500;

/**
 * The offers of the catalogue in several locales and currencies at once, as the storefront's
 * product API presents them (the same prices, availability, names and pictures): every variant of
 * every product that is shown, for sale and not archived. The catalogue is read once, a chunk of
 * products at a time; each chunk yields its offers per market, in the order of `markets`.
 */
export async function* feedItems(
  db: Db,
  site: FeedSite,
  markets: readonly FeedMarket[],
  chunkSize = CHUNK,
): AsyncGenerator<FeedItem[][]> {
  const categories = new Map<string, string>();
  const categoryName = async (id: number, locale: Locale) => {
    const key = `${id}|${locale}`;
    let name = categories.get(key);
    if (name === undefined) {
      name = (await categoryPath(db, id, locale)).map((c) => c.name).join(' > ');
      categories.set(key, name);
    }
    return name;
  };
  const currencies = [...new Set(markets.map((m) => m.currency))];
  for await (const chunk of feedChunks(db, currencies, chunkSize)) {
    const ref = await catalogReference(db);
    const out: FeedItem[][] = [];
    for (const market of markets) {
      const items: FeedItem[] = [];
      for (const p of chunk) {
        const category = await categoryName(p.categoryId, market.locale);
        items.push(...itemsOf(p, market, site, ref, category));
      }
      out.push(items);
    }
    yield out;
  }
}
