import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { databaseOf } from '../../../db/per-database-cache.ts';
import { queryRows } from '../../../db/query.ts';

/**
 * catalog.product_listing held in memory as column arrays, for facet counting. Counting every facet
 * of a 70 000-product category with "all filters but its own" semantics means touching each
 * product's values once per request: in SQL (unnest + group by over the whole subtree) that is
 * hundreds of milliseconds, over typed arrays a few. Lists (categories, tags, values) are stored
 * CSR-style: the ids of row r are ids[start[r] .. start[r + 1]).
 *
 * Rows are kept for a short TTL (like the category tree) and reloaded in the background after it,
 * serving the previous copy meanwhile; writers call invalidateListingIndex for an immediate reload.
 */
export interface ListingIndex {
  size: number;
  productId: Int32Array;
  rowOf: Map<number, number>;
  /** 0: no brand. */
  brandId: Int32Array;
  defaultVariantId: Int32Array;
  /** Public unit price with VAT of the default variant, minor units; NaN: none. */
  price: { CZK: Float64Array; EUR: Float64Array };
  inStock: Uint8Array;
  categories: Csr;
  tags: Csr;
  values: Csr;
  /** Largest ids, to size counters. */
  maxBrandId: number;
  maxTagId: number;
  maxValueId: number;
  /** Rows listed in each category. */
  rowsByCategory: Map<number, Int32Array>;
  /** Row numbers in DefaultSort (position, id) and LatestSort (created desc, id desc) order. */
  defaultOrder: Int32Array;
  latestOrder: Int32Array;
  /** Row numbers by public price (no price last, then id), per currency. */
  priceAscOrder: { CZK: Int32Array; EUR: Int32Array };
  priceDescOrder: { CZK: Int32Array; EUR: Int32Array };
  /** `${currency}|${group}` -> row -> the group's unit price of the default variant. */
  groupPrices: Map<string, Map<number, number>>;
  /** Search: word -> id; rows whose search text (all names, brand, codes, category) has the word. */
  wordId: Map<string, number>;
  textPostings: Csr;
  /** Rows whose Czech name has the word (ranking: name matches first). */
  namePostings: Csr;
  nameLength: Int32Array;
}

export interface Csr {
  start: Int32Array;
  ids: Int32Array;
}

interface Row {
  product_id: number;
  brand_id: number | null;
  default_variant_id: number;
  unit_price_czk: number | null;
  unit_price_eur: number | null;
  in_stock: boolean;
  position: number;
  created: number;
  /** Comma-joined: a text column parses much faster than three int[] columns. */
  categories: string;
  tags: string;
  vals: string;
  search_text: string;
  search_name: string;
}

const WORD_SPLIT = /[^\p{L}\p{N}]+/u;

/** Inverted lists: for each word id, the rows having it (each row once). */
function postings(texts: string[], wordId: Map<string, number>): Csr {
  const lists: number[][] = [];
  texts.forEach((text, row) => {
    for (const w of new Set(text.split(WORD_SPLIT))) {
      if (!w) continue;
      let id = wordId.get(w);
      if (id === undefined) wordId.set(w, (id = wordId.size));
      (lists[id] ??= []).push(row);
    }
  });
  const start = new Int32Array(wordId.size + 1);
  for (let i = 0; i < wordId.size; i++) start[i + 1] = (start[i] ?? 0) + (lists[i]?.length ?? 0);
  const ids = new Int32Array(start[wordId.size] ?? 0);
  lists.forEach((l, i) => ids.set(l, start[i] ?? 0));
  return { start, ids };
}

function csr(lists: string[]): Csr {
  const start = new Int32Array(lists.length + 1);
  const parsed = lists.map((s) => (s ? s.split(',').map(Number) : []));
  parsed.forEach((l, i) => (start[i + 1] = (start[i] ?? 0) + l.length));
  const ids = new Int32Array(start[lists.length] ?? 0);
  parsed.forEach((l, i) => ids.set(l, start[i] ?? 0));
  return { start, ids };
}

function order(size: number, compare: (a: number, b: number) => number): Int32Array {
  return Int32Array.from({ length: size }, (_, i) => i).sort(compare);
}

async function load(db: Db): Promise<ListingIndex> {
  const [rows, groupRows] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select product_id, brand_id, default_variant_id, unit_price_czk, unit_price_eur, in_stock, position,
                 extract(epoch from created_at)::float8 as created,
                 array_to_string(category_ids, ',') as categories, array_to_string(tag_ids, ',') as tags,
                 array_to_string(value_ids, ',') as vals, search_text, search_name
            from catalog.product_listing order by product_id`,
    ),
    queryRows<{ product_id: number; key: string; price: number }>(
      db,
      sql`select l.product_id, pr.currency_code || '|' || pr.customer_group as key, pr.unit_with_tax as price
            from catalog.product_listing l
            join catalog.prices pr on pr.variant_id = l.default_variant_id and pr.customer_group is not null`,
    ),
  ]);
  const size = rows.length;
  const productId = Int32Array.from(rows, (r) => r.product_id);
  const rowOf = new Map<number, number>();
  productId.forEach((id, i) => rowOf.set(id, i));
  const czk = Float64Array.from(rows, (r) => r.unit_price_czk ?? NaN);
  const eur = Float64Array.from(rows, (r) => r.unit_price_eur ?? NaN);
  const position = Int32Array.from(rows, (r) => r.position);
  const created = Float64Array.from(rows, (r) => r.created);
  const categories = csr(rows.map((r) => r.categories));

  const byCategory = new Map<number, number[]>();
  for (let r = 0; r < size; r++) {
    for (let k = categories.start[r] ?? 0; k < (categories.start[r + 1] ?? 0); k++) {
      const c = categories.ids[k] ?? 0;
      let list = byCategory.get(c);
      if (!list) byCategory.set(c, (list = []));
      list.push(r);
    }
  }
  const groupPrices = new Map<string, Map<number, number>>();
  for (const g of groupRows) {
    const row = rowOf.get(g.product_id);
    if (row === undefined) continue;
    let m = groupPrices.get(g.key);
    if (!m) groupPrices.set(g.key, (m = new Map()));
    m.set(row, g.price);
  }
  // No price last in both directions; equal prices by id.
  const byPrice = (p: Float64Array, direction: 1 | -1) => (a: number, b: number) => {
    const x = p[a] ?? NaN;
    const y = p[b] ?? NaN;
    if (Number.isNaN(x) || Number.isNaN(y))
      return Number.isNaN(x) === Number.isNaN(y) ? a - b : Number.isNaN(x) ? 1 : -1;
    return direction * (x - y) || a - b;
  };
  const brandId = Int32Array.from(rows, (r) => r.brand_id ?? 0);
  const tags = csr(rows.map((r) => r.tags));
  const values = csr(rows.map((r) => r.vals));
  const wordId = new Map<string, number>();
  const textPostings = postings(
    rows.map((r) => r.search_text),
    wordId,
  );
  const namePostings = postings(
    rows.map((r) => r.search_name),
    wordId,
  );
  const max = (a: Int32Array) => a.reduce((m, x) => (x > m ? x : m), 0);
  return {
    size,
    productId,
    maxBrandId: max(brandId),
    maxTagId: max(tags.ids),
    maxValueId: max(values.ids),
    rowOf,
    brandId,
    defaultVariantId: Int32Array.from(rows, (r) => r.default_variant_id),
    price: { CZK: czk, EUR: eur },
    inStock: Uint8Array.from(rows, (r) => (r.in_stock ? 1 : 0)),
    categories,
    tags,
    values,
    rowsByCategory: new Map([...byCategory].map(([c, list]) => [c, Int32Array.from(list)])),
    defaultOrder: order(size, (a, b) => (position[a] ?? 0) - (position[b] ?? 0) || a - b),
    latestOrder: order(size, (a, b) => (created[b] ?? 0) - (created[a] ?? 0) || b - a),
    priceAscOrder: { CZK: order(size, byPrice(czk, 1)), EUR: order(size, byPrice(eur, 1)) },
    priceDescOrder: { CZK: order(size, byPrice(czk, -1)), EUR: order(size, byPrice(eur, -1)) },
    groupPrices,
    wordId,
    textPostings,
    namePostings,
    nameLength: Int32Array.from(rows, (r) => r.search_name.length),
  };
}

const TTL_MS = 30_000;
const cache = new WeakMap<Db, { at: number; index: Promise<ListingIndex>; reloading?: boolean }>();

export function listingIndex(db: Db): Promise<ListingIndex> {
  const hit = cache.get(db);
  if (hit && performance.now() - hit.at < TTL_MS) return hit.index;
  if (hit && !hit.reloading) {
    // Stale: answer from the old copy while a fresh one loads.
    hit.reloading = true;
    const fresh = load(db);
    fresh.then(
      () => cache.set(db, { at: performance.now(), index: fresh }),
      () => (hit.reloading = false),
    );
    return hit.index;
  }
  if (hit) return hit.index;
  const index = load(db);
  cache.set(db, { at: performance.now(), index });
  index.catch(() => cache.delete(db));
  return index;
}

/** After listing rows changed: the next request reloads (and waits for) the index. */
export function invalidateListingIndex(db: Db): void {
  cache.delete(databaseOf(db));
}
