import { z } from 'zod';
import { availability, image, prices, tag } from './product.ts';
import { pageMeta } from './page-meta.ts';

export const sortOrders = ['DefaultSort', 'LatestSort', 'PriceSortASC', 'PriceSortDESC'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** What a product box shows; colour variants are loaded on first hover. */
export const productBox = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  catalogCode: z.string(),
  mainImage: image.nullable(),
  hoverImage: image.nullable(),
  rating: z.number().int(),
  ratingCount: z.number().int(),
  tags: z.array(tag),
  unit: z.string(),
  /** The variant the box offers: best match of the selected parameter values, else the default. */
  variantId: z.number().int(),
  defaultVariantId: z.number().int(),
  variantCount: z.number().int(),
  colourCount: z.number().int(),
  hasQuantityPrices: z.boolean(),
  freeShipping: z.boolean(),
  /** A running 'N+1' promotion: of every n + 1 pieces one is free. */
  nPlusOne: z.number().int().nullable(),
  /** One piece of the offered variant reaches a free order gift that can be sent ('Dárek zdarma'). */
  giftFree: z.boolean(),
  /** The product's promotion has ended and is still on it ('Akce skončila'). */
  saleEnded: z.boolean(),
  saleable: z.boolean(),
  prices,
  availability,
});
export type ProductBox = z.infer<typeof productBox>;

const facetValue = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Products matching all other chosen filters plus this value (so values of one facet stay countable). */
  count: z.number().int(),
  selected: z.boolean(),
});

export const facets = z.object({
  parameters: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      kind: z.enum(['select', 'color', 'number']),
      unit: z.string().nullable(),
      important: z.boolean(),
      closed: z.boolean(),
      values: z.array(facetValue.extend({ colorHex: z.string().nullable() })),
    }),
  ),
  brands: z.array(facetValue.extend({ slug: z.string() })),
  tags: z.array(facetValue.extend({ code: z.string() })),
  availability: z.object({ inStockCount: z.number().int(), selected: z.boolean() }),
  /** Unit prices with tax in the request's currency, major units. */
  price: z.object({
    min: z.number(),
    max: z.number(),
    from: z.number().nullable(),
    to: z.number().nullable(),
  }),
});
export type Facets = z.infer<typeof facets>;

/**
 * GET /api/catalog/v2/state: the listing behind a category, virtual category, filtered category,
 * brand or search page. Filters: `param` as `<parameterId>:<valueId>` (repeatable, or comma list),
 * `brand` (ids), `tag` (ids), `priceFrom`/`priceTo` (major units, with tax), `inStock=true`.
 */
const idList = z.union([z.string(), z.array(z.string())]).transform((v) =>
  (Array.isArray(v) ? v : [v])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean),
);

export const catalogStateQuery = z.object({
  scope: z.enum(['category', 'virtual_category', 'filtered_category', 'brand', 'search']),
  /** Category id, or slug of the virtual/filtered category or brand. */
  id: z.string().max(200).optional(),
  q: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(21),
  sort: z.enum(sortOrders).default('DefaultSort'),
  param: idList.optional(),
  brand: idList.optional(),
  tag: idList.optional(),
  priceFrom: z.coerce.number().min(0).optional(),
  priceTo: z.coerce.number().min(0).optional(),
  inStock: z.enum(['true', 'false']).optional(),
});
export type CatalogStateQuery = z.input<typeof catalogStateQuery>;

export const catalogState = z.object({
  scope: z.object({
    type: z.enum(['category', 'virtual_category', 'filtered_category', 'brand', 'search']),
    id: z.string(),
    title: z.string(),
  }),
  products: z.array(productBox),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  totalPages: z.number().int(),
  sort: z.enum(sortOrders),
  facets,
  /** The filtered category whose category and parameter values equal the chosen filters, if any. */
  canonical: z.object({ slug: z.string(), title: z.string(), page_meta: pageMeta }).nullable(),
});
export type CatalogState = z.infer<typeof catalogState>;

/** GET /search?q&limit: the header dropdown and the search page's non-product results. */
export const searchQuery = z.object({
  q: z.string().max(200),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const searchResponse = z.object({
  q: z.string(),
  /** The query's terms of 3 and more characters; empty means nothing was searched. */
  terms: z.array(z.string()),
  products: z.array(productBox),
  productTotal: z.number().int(),
  categories: z.array(
    z.object({ id: z.number().int(), name: z.string(), slug: z.string(), image: z.string().nullable() }),
  ),
  content: z.array(
    z.object({ type: z.enum(['page', 'article', 'brand']), title: z.string(), path: z.string() }),
  ),
});
export type SearchResponse = z.infer<typeof searchResponse>;
