import { sql } from 'drizzle-orm';
import type { SortOrder } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import type { PriceContext } from '../../../http/price-context.ts';
import { catalogReference } from '../reference.ts';
import { listingIndex, type Csr, type ListingIndex } from './listing-index.ts';
import type { ListingScope } from './scope.ts';
import { searchMatch } from './search-match.ts';

/** The visitor's own filters on top of the scope. */
export interface ListingFilters {
  /** Parameter id -> chosen value ids: OR within a parameter, AND across parameters. */
  parameters: Map<number, number[]>;
  brandIds: number[];
  tagIds: number[];
  /** Unit price with tax in the context's currency, minor units. */
  priceFrom?: number;
  priceTo?: number;
  inStock: boolean;
}

export interface ListingQuery {
  scope: ListingScope;
  /** Search terms (normalised, 3+ characters); all must match. */
  terms?: string[];
  filters: ListingFilters;
  ctx: PriceContext;
  sort: SortOrder;
  page: number;
  perPage: number;
  /** false: only total and page (the search dropdown). Default true. */
  facets?: boolean;
}

export interface ListingCounts {
  total: number;
  /** The page's product ids in order. */
  productIds: number[];
  brandCounts: Map<number, number>;
  tagCounts: Map<number, number>;
  valueCounts: Map<number, number>;
  inStockCount: number;
  /** Minor units; null when no product has a price. */
  priceMin: number | null;
  priceMax: number | null;
}

const hasAny = (list: Csr, row: number, wanted: Set<number>): boolean => {
  for (let k = list.start[row] ?? 0, end = list.start[row + 1] ?? 0; k < end; k++) {
    if (wanted.has(list.ids[k] ?? 0)) return true;
  }
  return false;
};

/**
 * Rows matching every term, best first. A term is expanded to the words that contain it or are one
 * typo away (catalog.search_words: the few hundred words of names, brands and categories) and, when
 * it has digits, to the codes starting with it; a row matches a term when its text has one of them.
 * Ranking: terms found in the Czech name, then shorter names (closer matches), then id.
 */
async function searchRows(db: Db, index: ListingIndex, terms: string[]): Promise<Int32Array> {
  const wordTerms = terms.map((t, i) => [t, i] as const).filter(([t]) => !/\d/.test(t));
  const words = wordTerms.length
    ? await queryRows<{ term: number; word: string }>(
        db,
        sql.join(
          wordTerms.map(
            ([t, i]) =>
              sql`(select ${i}::int as term, w.word from catalog.search_words w where ${searchMatch(sql`w.word`, t)})`,
          ),
          sql` union all `,
        ),
      )
    : [];
  terms.forEach((t, term) => {
    if (!/\d/.test(t)) return;
    for (const word of index.wordId.keys()) if (word.startsWith(t)) words.push({ term, word });
  });
  const termCount = new Uint8Array(index.size);
  const nameHits = new Uint8Array(index.size);
  const stamp = new Int32Array(index.size).fill(-1);
  const nameStamp = new Int32Array(index.size).fill(-1);
  const visit = (list: Csr, wordId: number, term: number, seen: Int32Array, counts: Uint8Array) => {
    for (let k = list.start[wordId] ?? 0, end = list.start[wordId + 1] ?? k; k < end; k++) {
      const row = list.ids[k] as number;
      if (seen[row] !== term) {
        seen[row] = term;
        counts[row]!++;
      }
    }
  };
  for (const { term, word } of words) {
    const id = index.wordId.get(word);
    if (id === undefined) continue;
    visit(index.textPostings, id, term, stamp, termCount);
    visit(index.namePostings, id, term, nameStamp, nameHits);
  }
  // Sort keys packed into one number so the typed array sorts natively (no comparator calls):
  // fewer name hits, then longer names, then higher rows sort later. Rows < 2^21, lengths < 2^10.
  const ROW = 2 ** 21;
  const LENGTH = 2 ** 10;
  const keys: number[] = [];
  for (let r = 0; r < index.size; r++) {
    if (termCount[r] !== terms.length) continue;
    const misses = terms.length - (nameHits[r] as number);
    const length = Math.min(LENGTH - 1, index.nameLength[r] as number);
    keys.push((misses * LENGTH + length) * ROW + r);
  }
  const sorted = Float64Array.from(keys).sort();
  return Int32Array.from(sorted, (k) => k % ROW);
}

/** Rows of the scope (before the visitor's filters); when searching, in relevance order (`ranked`). */
async function scopeRows(
  db: Db,
  index: ListingIndex,
  scope: ListingScope,
  terms: string[],
): Promise<{ rows: Int32Array; ranked: boolean }> {
  let candidates: Int32Array;
  if (terms.length) {
    candidates = await searchRows(db, index, terms);
  } else if (scope.categoryIds) {
    // Union of the categories' rows through a mark per row, collected in row (= product id) order.
    const mark = new Uint8Array(index.size);
    let count = 0;
    for (const c of scope.categoryIds) {
      const list = index.rowsByCategory.get(c);
      if (!list) continue;
      for (let i = 0; i < list.length; i++) {
        const row = list[i] as number;
        if (!mark[row]) {
          mark[row] = 1;
          count++;
        }
      }
    }
    candidates = new Int32Array(count);
    for (let r = 0, k = 0; r < index.size; r++) if (mark[r]) candidates[k++] = r;
  } else {
    candidates = Int32Array.from({ length: index.size }, (_, i) => i);
  }

  const categories = terms.length && scope.categoryIds ? new Set(scope.categoryIds) : null;
  const excluded = scope.excludedCategoryIds?.length ? new Set(scope.excludedCategoryIds) : null;
  const tags = scope.tagIds ? new Set(scope.tagIds) : null;
  const groups = (scope.parameterValueIds ?? []).map((g) => new Set(g));
  const brands = scope.brandIds ? new Set(scope.brandIds) : null;
  const price = scope.price ? index.price[scope.price.currency] : null;
  const from = scope.price?.fromWithTax ?? -Infinity;
  const to = scope.price?.toWithTax ?? Infinity;
  if (!categories && !excluded && !tags && groups.length === 0 && !brands && !price)
    return { rows: candidates, ranked: terms.length > 0 };
  const rows = candidates.filter((r) => {
    if (categories && !hasAny(index.categories, r, categories)) return false;
    if (excluded && hasAny(index.categories, r, excluded)) return false;
    if (tags && !hasAny(index.tags, r, tags)) return false;
    for (const g of groups) if (!hasAny(index.values, r, g)) return false;
    if (brands && !brands.has(index.brandId[r] ?? 0)) return false;
    if (price) {
      const p = price[r] ?? NaN;
      if (!(p >= from && p <= to)) return false;
    }
    return true;
  });
  return { rows, ranked: terms.length > 0 };
}

/**
 * Total, page and every facet's counts. Each scope row gets a flag per filter; a facet counts the
 * rows passing every filter but its own, so choosing a value keeps the other values of the same
 * facet countable. Parameters fold into `pfail` (how many chosen parameters the row fails) and
 * `failedParameter` (which one, if exactly one): a value of parameter P counts a row when all
 * parameters pass, or only P fails.
 */
export async function queryListing(db: Db, q: ListingQuery): Promise<ListingCounts> {
  const [index, ref] = await Promise.all([listingIndex(db), catalogReference(db)]);
  const terms = q.terms ?? [];
  const { rows, ranked } = await scopeRows(db, index, q.scope, terms);
  const f = q.filters;

  // Unit price in the context: the customer's lowest group price, else the public one.
  const basePrice = index.price[q.ctx.currency];
  const groupMaps = q.ctx.groups.flatMap((g) => index.groupPrices.get(`${q.ctx.currency}|${g}`) ?? []);
  const priceOf = (r: number): number => {
    let p = NaN;
    for (const m of groupMaps) {
      const gp = m.get(r);
      if (gp !== undefined && !(gp >= p)) p = gp;
    }
    return Number.isNaN(p) ? (basePrice[r] ?? NaN) : p;
  };

  const chosen = [...f.parameters].filter(([, values]) => values.length > 0);
  const chosenSets = chosen.map(([, values]) => new Set(values));
  const brandFilter = f.brandIds.length ? new Set(f.brandIds) : null;
  const tagFilter = f.tagIds.length ? new Set(f.tagIds) : null;
  const from = f.priceFrom ?? -Infinity;
  const to = f.priceTo ?? Infinity;
  const facets = q.facets !== false;

  const matching = new Uint8Array(index.size);
  let total = 0;
  let inStockCount = 0;
  let priceMin = Infinity;
  let priceMax = -Infinity;
  // Counters as typed arrays indexed by id: a hot loop over ~70 000 rows x ~8 values.
  const brandCounts = new Int32Array(index.maxBrandId + 1);
  const tagCounts = new Int32Array(index.maxTagId + 1);
  const valueCounts = new Int32Array(index.maxValueId + 1);
  const valueParameter = new Int32Array(index.maxValueId + 1);
  for (const [id, v] of ref.values) if (id <= index.maxValueId) valueParameter[id] = v.parameterId;
  const { start: tagStart, ids: tagIds } = index.tags;
  const { start: valueStart, ids: valueIds } = index.values;
  const noPriceFilter = f.priceFrom === undefined && f.priceTo === undefined;
  const { brandId: brandOf, inStock: stockOf } = index;
  const noParameters = chosen.length === 0;

  for (let i = 0; i < rows.length; i++) {
    const r = rows[i] as number;
    const price = groupMaps.length ? priceOf(r) : (basePrice[r] as number);
    const brand = brandOf[r] as number;
    const okBrand = !brandFilter || brandFilter.has(brand);
    const okTag = !tagFilter || hasAny(index.tags, r, tagFilter);
    const okPrice = noPriceFilter || (price >= from && price <= to);
    const stocked = stockOf[r] === 1;
    const okStock = !f.inStock || stocked;
    let pfail = 0;
    let failedParameter = 0;
    for (let c = 0; !noParameters && c < chosen.length; c++) {
      if (!hasAny(index.values, r, chosenSets[c] as Set<number>)) {
        pfail++;
        failedParameter = (chosen[c] as [number, number[]])[0];
      }
    }
    const paramsOk = pfail === 0;
    if (okBrand && okTag && okPrice && okStock && paramsOk) {
      matching[r] = 1;
      total++;
    }
    if (!facets) continue;
    if (brand && okTag && okPrice && okStock && paramsOk) brandCounts[brand]!++;
    if (okBrand && okPrice && okStock && paramsOk) {
      for (let k = tagStart[r] as number, end = tagStart[r + 1] as number; k < end; k++)
        tagCounts[tagIds[k] as number]!++;
    }
    if (okBrand && okTag && okPrice && paramsOk && stocked) inStockCount++;
    if (okBrand && okTag && okStock && paramsOk && price === price) {
      if (price < priceMin) priceMin = price;
      if (price > priceMax) priceMax = price;
    }
    if (okBrand && okTag && okPrice && okStock && pfail <= 1) {
      for (let k = valueStart[r] as number, end = valueStart[r + 1] as number; k < end; k++) {
        const v = valueIds[k] as number;
        if (pfail === 0 || valueParameter[v] === failedParameter) valueCounts[v]!++;
      }
    }
  }
  const nonZero = (counts: Int32Array) => {
    const out = new Map<number, number>();
    counts.forEach((n, id) => {
      if (n > 0) out.set(id, n);
    });
    return out;
  };

  const productIds = pageOf(index, rows, matching, q, ranked, priceOf).map((r) => index.productId[r] ?? 0);
  return {
    total,
    productIds,
    brandCounts: nonZero(brandCounts),
    tagCounts: nonZero(tagCounts),
    valueCounts: nonZero(valueCounts),
    inStockCount,
    priceMin: priceMin === Infinity ? null : priceMin,
    priceMax: priceMax === -Infinity ? null : priceMax,
  };
}

/**
 * The page's rows. Public-price and the fixed orders walk a presorted row list and stop after the
 * page, which is cheaper than sorting tens of thousands of matches; search relevance and group
 * prices sort the matches themselves.
 */
function pageOf(
  index: ListingIndex,
  rows: Int32Array,
  matching: Uint8Array,
  q: ListingQuery,
  ranked: boolean,
  priceOf: (r: number) => number,
): number[] {
  const skip = (q.page - 1) * q.perPage;
  const take = (ordered: ArrayLike<number>): number[] => {
    const out: number[] = [];
    let seen = 0;
    for (let i = 0; i < ordered.length && out.length < q.perPage; i++) {
      const r = ordered[i] ?? 0;
      if (!matching[r]) continue;
      if (seen++ >= skip) out.push(r);
    }
    return out;
  };
  const grouped = q.ctx.groups.length > 0;
  switch (q.sort) {
    case 'LatestSort':
      return take(index.latestOrder);
    case 'PriceSortASC':
    case 'PriceSortDESC': {
      const direction = q.sort === 'PriceSortASC' ? 1 : -1;
      if (!grouped)
        return take((direction === 1 ? index.priceAscOrder : index.priceDescOrder)[q.ctx.currency]);
      const sorted = rows
        .filter((r) => matching[r] === 1)
        .sort((a, b) => {
          const x = priceOf(a);
          const y = priceOf(b);
          if (Number.isNaN(x) || Number.isNaN(y))
            return Number.isNaN(x) === Number.isNaN(y) ? a - b : Number.isNaN(x) ? 1 : -1;
          return direction * (x - y) || a - b;
        });
      return take(sorted);
    }
    default:
      return ranked ? take(rows) : take(index.defaultOrder);
  }
}
