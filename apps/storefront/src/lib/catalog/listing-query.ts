import type { CatalogStateQuery, SortOrder } from '@shop/contract';

/**
 * The listing's state as it lives in the page URL (shareable, Back works), in readable Czech:
 *   ?razeni=nejlevnejsi&strana=2&f=12:34,12:35&znacka=3&stitek=2&cena=100-500&skladem=1
 * Universal: used by server components (parse, links) and by the filter form's client island.
 * The no-JS filter form submits `f`, `znacka`, `stitek` repeated and the price as `cena-od`/`cena-do`;
 * both spellings parse to the same state and every link is written in the short form.
 */
export interface ListingFilters {
  sort: SortOrder;
  page: number;
  /** Chosen parameter values as [parameterId, valueId]. */
  params: [number, number][];
  brands: number[];
  tags: number[];
  priceFrom: number | null;
  priceTo: number | null;
  inStock: boolean;
}

export const SORT_SLUGS: Record<SortOrder, string> = {
  DefaultSort: 'doporucujeme',
  LatestSort: 'nejnovejsi',
  PriceSortASC: 'nejlevnejsi',
  PriceSortDESC: 'nejdrazsi',
};

export const EMPTY_FILTERS: ListingFilters = {
  sort: 'DefaultSort',
  page: 1,
  params: [],
  brands: [],
  tags: [],
  priceFrom: null,
  priceTo: null,
  inStock: false,
};

/** Query parameters the listing owns; anything else in the URL (e.g. `q` on /hledat) is kept. */
export const LISTING_KEYS = [
  'razeni',
  'strana',
  'f',
  'znacka',
  'stitek',
  'cena',
  'cena-od',
  'cena-do',
  'skladem',
];

const MAX_PAGE = 10_000;
const MAX_IDS = 100;

export type RawSearchParams = Record<string, string | string[] | undefined>;

function all(raw: RawSearchParams, key: string): string[] {
  const v = raw[key];
  const list = v === undefined ? [] : Array.isArray(v) ? v : [v];
  return list
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
}

function first(raw: RawSearchParams, key: string): string | undefined {
  const v = raw[key];
  return Array.isArray(v) ? v[0] : v;
}

function ids(raw: RawSearchParams, key: string): number[] {
  const out = new Set<number>();
  for (const s of all(raw, key)) {
    if (/^\d{1,9}$/.test(s)) out.add(Number(s));
    if (out.size >= MAX_IDS) break;
  }
  return [...out].sort((a, b) => a - b);
}

/** A non-negative amount in major units; Czech decimal comma accepted, junk ignored. */
function amount(s: string | undefined): number | null {
  if (!s) return null;
  const n = Number(s.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(n) && n >= 0 && n < 1e9 ? n : null;
}

/** Parses the page's search params; anything malformed is ignored rather than failing the page. */
export function parseListingQuery(raw: RawSearchParams): ListingFilters {
  const sortSlug = first(raw, 'razeni');
  const sort =
    (Object.entries(SORT_SLUGS).find(([, slug]) => slug === sortSlug)?.[0] as SortOrder | undefined) ??
    'DefaultSort';
  const pageRaw = Number(first(raw, 'strana'));
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 && pageRaw <= MAX_PAGE ? pageRaw : 1;

  const params = new Map<string, [number, number]>();
  for (const s of all(raw, 'f')) {
    const m = /^(\d{1,9}):(\d{1,9})$/.exec(s);
    if (m) params.set(s, [Number(m[1]), Number(m[2])]);
    if (params.size >= MAX_IDS) break;
  }

  let priceFrom = amount(first(raw, 'cena-od'));
  let priceTo = amount(first(raw, 'cena-do'));
  const range = /^\s*([\d.,]*)\s*-\s*([\d.,]*)\s*$/.exec(first(raw, 'cena') ?? '');
  if (range) {
    priceFrom = amount(range[1]) ?? priceFrom;
    priceTo = amount(range[2]) ?? priceTo;
  }
  if (priceFrom !== null && priceTo !== null && priceFrom > priceTo)
    [priceFrom, priceTo] = [priceTo, priceFrom];

  return {
    sort,
    page,
    params: [...params.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]),
    brands: ids(raw, 'znacka'),
    tags: ids(raw, 'stitek'),
    priceFrom,
    priceTo,
    inStock: ['1', 'true', 'ano'].includes(first(raw, 'skladem') ?? ''),
  };
}

const fmtAmount = (n: number) => String(n);

/** The URL query of a listing state in the short form (no leading `?`); defaults are left out. */
export function listingSearch(f: ListingFilters, keep: Record<string, string> = {}): string {
  const q = new URLSearchParams(keep);
  if (f.sort !== 'DefaultSort') q.set('razeni', SORT_SLUGS[f.sort]);
  if (f.params.length) q.set('f', f.params.map(([p, v]) => `${p}:${v}`).join(','));
  if (f.brands.length) q.set('znacka', f.brands.join(','));
  if (f.tags.length) q.set('stitek', f.tags.join(','));
  if (f.priceFrom !== null || f.priceTo !== null)
    q.set(
      'cena',
      `${f.priceFrom === null ? '' : fmtAmount(f.priceFrom)}-${f.priceTo === null ? '' : fmtAmount(f.priceTo)}`,
    );
  if (f.inStock) q.set('skladem', '1');
  if (f.page > 1) q.set('strana', String(f.page));
  // Commas and colons are safe in a query and far more readable unescaped.
  return q.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':');
}

/** `path` plus the query of `f`. */
export function listingHref(path: string, f: ListingFilters, keep?: Record<string, string>): string {
  const s = listingSearch(f, keep);
  return s ? `${path}?${s}` : path;
}

/** True when any filter (not sort or page) is chosen. */
export function hasFilters(f: ListingFilters): boolean {
  return (
    f.params.length > 0 ||
    f.brands.length > 0 ||
    f.tags.length > 0 ||
    f.priceFrom !== null ||
    f.priceTo !== null ||
    f.inStock
  );
}

/** A stable string key of the filters, used as the cache key of the backend call. */
export function filtersKey(f: ListingFilters): string {
  return listingSearch(f);
}

/** Query of GET /api/catalog/v2/state for a scope and the filters; unset filters stay out of it. */
export function stateQuery(
  scope: {
    type: 'category' | 'virtual_category' | 'filtered_category' | 'brand' | 'search';
    id?: string;
    q?: string;
  },
  f: ListingFilters,
  perPage: number,
): CatalogStateQuery {
  return {
    scope: scope.type,
    id: scope.id,
    q: scope.q,
    page: String(f.page),
    perPage: String(perPage),
    sort: f.sort,
    param: f.params.length ? f.params.map(([p, v]) => `${p}:${v}`).join(',') : undefined,
    brand: f.brands.length ? f.brands.join(',') : undefined,
    tag: f.tags.length ? f.tags.join(',') : undefined,
    priceFrom: f.priceFrom !== null ? String(f.priceFrom) : undefined,
    priceTo: f.priceTo !== null ? String(f.priceTo) : undefined,
    inStock: f.inStock ? 'true' : undefined,
  };
}
