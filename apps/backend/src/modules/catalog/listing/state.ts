import { toMajor, toMinor } from '@shop/rules';
import { sql } from 'drizzle-orm';
import type { CatalogState, CurrencyCode, Facets, Locale, SortOrder } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { HttpError, errorTitles, notFound } from '../../../http/errors.ts';
import { collator, translate } from '../../../http/locale.ts';
import { currencyDecimals } from '../../settings/index.ts';
import type { CatalogContent } from '../content.ts';
import { categoryPath, visibleSubtree } from '../categories/service.ts';
import type { PriceContext } from '../../../http/price-context.ts';
import { productBoxes } from '../products/boxes.ts';
import { catalogReference, type CatalogReference } from '../reference.ts';
import { brands } from '../tables.ts';
import { eq } from 'drizzle-orm';
import { queryListing, type ListingFilters } from './query.ts';
import type { ListingScope } from './scope.ts';
import { searchTerms } from './search-match.ts';

export type ScopeType = CatalogState['scope']['type'];

/** The parsed state request (contract catalogStateQuery after validation). */
export interface StateRequest {
  scope: ScopeType;
  id?: string;
  q?: string;
  page: number;
  perPage: number;
  sort: SortOrder;
  param?: string[];
  brand?: string[];
  tag?: string[];
  priceFrom?: number;
  priceTo?: number;
  inStock?: 'true' | 'false';
}

interface ResolvedScope {
  id: string;
  title: string;
  scope: ListingScope;
  terms: string[];
  /** The store category behind the listing: filter settings, canonical lookup. */
  categoryId: number | null;
}

const bad = (field: string) => new HttpError(400, errorTitles.invalid, field);

async function resolveScope(
  db: Db,
  r: StateRequest,
  locale: Locale,
  currency: CurrencyCode,
  content: CatalogContent,
): Promise<ResolvedScope> {
  const id = r.id?.trim() ?? '';
  switch (r.scope) {
    case 'category': {
      if (!/^\d{1,9}$/.test(id)) throw id ? notFound('id') : bad('id');
      const tree = await visibleSubtree(db, Number(id));
      if (!tree) throw notFound('id');
      return {
        id,
        title: translate(tree.name, locale),
        scope: { categoryIds: tree.ids },
        terms: [],
        categoryId: tree.id,
      };
    }
    case 'brand': {
      if (!id) throw bad('id');
      const [brand] = await db.select().from(brands).where(eq(brands.slug, id));
      if (!brand) throw notFound('id');
      return { id, title: brand.name, scope: { brandIds: [brand.id] }, terms: [], categoryId: null };
    }
    case 'search': {
      const q = (r.q ?? id).trim();
      if (!q) throw bad('q');
      return { id: q, title: q, scope: {}, terms: searchTerms(q), categoryId: null };
    }
    case 'virtual_category':
    case 'filtered_category': {
      if (!id) throw bad('id');
      const resolved =
        r.scope === 'virtual_category'
          ? await content.virtualCategory(db, id, locale, currency)
          : await content.filteredCategory(db, id, locale);
      if (!resolved) throw notFound('id');
      const categoryId = resolved.scope.categoryIds?.[0] ?? null;
      return { id, title: resolved.title, scope: resolved.scope, terms: [], categoryId };
    }
  }
}

const positiveInt = (s: string) => (/^\d{1,9}$/.test(s) && Number(s) > 0 ? Number(s) : null);

/** `param=<parameterId>:<valueId>`, `brand`, `tag` ids; malformed ones are 400, unknown ids ignored. */
function parseFilters(r: StateRequest, ref: CatalogReference, decimals: number): ListingFilters {
  const parameters = new Map<number, number[]>();
  for (const item of r.param ?? []) {
    const [p, v, rest] = item.split(':');
    const pid = positiveInt(p ?? '');
    const vid = positiveInt(v ?? '');
    if (pid === null || vid === null || rest !== undefined) throw bad('param');
    if (ref.values.get(vid)?.parameterId !== pid) continue;
    parameters.set(pid, [...new Set([...(parameters.get(pid) ?? []), vid])]);
  }
  const ids = (list: string[] | undefined, field: string) =>
    (list ?? []).map(
      (s) =>
        positiveInt(s) ??
        (() => {
          throw bad(field);
        })(),
    );
  if (r.priceFrom !== undefined && r.priceTo !== undefined && r.priceFrom > r.priceTo) throw bad('priceFrom');
  const minor = (major: number) => toMinor(major, decimals);
  return {
    parameters,
    brandIds: ids(r.brand, 'brand'),
    tagIds: ids(r.tag, 'tag'),
    priceFrom: r.priceFrom === undefined ? undefined : minor(r.priceFrom),
    priceTo: r.priceTo === undefined ? undefined : minor(r.priceTo),
    inStock: r.inStock === 'true',
  };
}

interface FacetParameter {
  parameterId: number;
  important: boolean;
  closed: boolean;
}

/**
 * Which parameters a listing offers as filters: the category's catalog settings, inherited from the
 * nearest ancestor that has any; listings without a category offer every parameter their products
 * have, in the parameters' order.
 */
async function facetParameters(
  db: Db,
  categoryId: number | null,
  locale: Locale,
): Promise<FacetParameter[] | null> {
  if (categoryId === null) return null;
  const path = await categoryPath(db, categoryId, locale);
  if (path.length === 0) return null;
  const rows = await queryRows<{
    category_id: number;
    parameter_id: number;
    important: boolean;
    closed: boolean;
  }>(
    db,
    sql`select category_id, parameter_id, important, closed from catalog.category_filter_parameters
         where category_id in (${sql.join(
           path.map((c) => sql`${c.id}`),
           sql`, `,
         )})
         order by important desc, position, parameter_id`,
  );
  for (const c of [...path].reverse()) {
    const own = rows.filter((r) => r.category_id === c.id);
    if (own.length)
      return own.map((r) => ({ parameterId: r.parameter_id, important: r.important, closed: r.closed }));
  }
  return null;
}

export async function catalogState(
  db: Db,
  r: StateRequest,
  ctx: PriceContext,
  locale: Locale,
  content: CatalogContent,
): Promise<CatalogState> {
  const [resolved, ref, decimals] = await Promise.all([
    resolveScope(db, r, locale, ctx.currency, content),
    catalogReference(db),
    currencyDecimals(db, ctx.currency),
  ]);
  const filters = parseFilters(r, ref, decimals);
  const searching = r.scope === 'search';
  const nothingToSearch = searching && resolved.terms.length === 0;

  const [counts, facetParams] = await Promise.all([
    nothingToSearch
      ? null
      : queryListing(db, {
          scope: resolved.scope,
          terms: resolved.terms,
          filters,
          ctx,
          sort: r.sort,
          page: r.page,
          perPage: r.perPage,
        }),
    facetParameters(db, resolved.categoryId, locale),
  ]);

  const chosenValues = [...filters.parameters.values()].flat();
  const selectedValueIds = [...chosenValues, ...(resolved.scope.parameterValueIds ?? []).flat()];
  const products = counts ? await productBoxes(db, counts.productIds, ctx, locale, selectedValueIds) : [];
  const total = counts?.total ?? 0;

  const onlyParameters =
    chosenValues.length > 0 &&
    filters.brandIds.length === 0 &&
    filters.tagIds.length === 0 &&
    filters.priceFrom === undefined &&
    filters.priceTo === undefined &&
    !filters.inStock;
  const canonical =
    r.scope === 'category' && resolved.categoryId !== null && onlyParameters
      ? await content.canonicalFilteredCategory(db, resolved.categoryId, chosenValues, locale)
      : null;

  return {
    scope: { type: r.scope, id: resolved.id, title: resolved.title },
    products,
    total,
    page: r.page,
    perPage: r.perPage,
    totalPages: Math.max(1, Math.ceil(total / r.perPage)),
    sort: r.sort,
    facets: buildFacets(counts, filters, facetParams, ref, locale, decimals, r),
    canonical,
  };
}

function buildFacets(
  counts: Awaited<ReturnType<typeof queryListing>> | null,
  filters: ListingFilters,
  params: FacetParameter[] | null,
  ref: CatalogReference,
  locale: Locale,
  decimals: number,
  r: StateRequest,
): Facets {
  const valueCounts = counts?.valueCounts ?? new Map<number, number>();
  const chosen = new Set([...filters.parameters.values()].flat());
  const shown = (id: number) => (valueCounts.get(id) ?? 0) > 0 || chosen.has(id);
  const offered =
    params ??
    [...ref.parameters.values()]
      .filter((p) => p.values.some((v) => shown(v.id)))
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((p) => ({ parameterId: p.id, important: false, closed: false }));
  const compare = collator(locale).compare;
  const brandFilter = new Set(filters.brandIds);
  const tagFilter = new Set(filters.tagIds);
  return {
    parameters: offered.flatMap(({ parameterId, important, closed }) => {
      const p = ref.parameters.get(parameterId);
      if (!p) return [];
      const values = p.values.filter((v) => shown(v.id));
      if (values.length === 0) return [];
      return [
        {
          id: p.id,
          code: p.code,
          name: translate(p.name, locale),
          kind: p.kind,
          unit: p.unit,
          important,
          closed,
          values: values.map((v) => ({
            id: v.id,
            name: translate(v.name, locale),
            colorHex: v.colorHex,
            count: valueCounts.get(v.id) ?? 0,
            selected: chosen.has(v.id),
          })),
        },
      ];
    }),
    // Brands in the order of the brand list: heaviest first, then by name.
    brands: [...ref.brands.values()]
      .filter((b) => (counts?.brandCounts.get(b.id) ?? 0) > 0 || brandFilter.has(b.id))
      .sort((a, b) => b.weight - a.weight || compare(a.name, b.name) || a.id - b.id)
      .map((b) => ({
        id: b.id,
        name: b.name,
        slug: b.slug,
        count: counts?.brandCounts.get(b.id) ?? 0,
        selected: brandFilter.has(b.id),
      })),
    tags: [...ref.tags.values()]
      .filter((t) => t.visibleInCatalog && ((counts?.tagCounts.get(t.id) ?? 0) > 0 || tagFilter.has(t.id)))
      .map((t) => ({
        id: t.id,
        name: translate(t.text, locale),
        code: t.code,
        count: counts?.tagCounts.get(t.id) ?? 0,
        selected: tagFilter.has(t.id),
      })),
    availability: { inStockCount: counts?.inStockCount ?? 0, selected: filters.inStock },
    price: {
      min: toMajor(counts?.priceMin ?? 0, decimals),
      max: toMajor(counts?.priceMax ?? 0, decimals),
      from: r.priceFrom ?? null,
      to: r.priceTo ?? null,
    },
  };
}
