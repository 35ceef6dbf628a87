import type { CurrencyCode } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import {
  filtersKey,
  hasFilters,
  listingHref,
  parseListingQuery,
  type RawSearchParams,
} from '@/lib/catalog/listing-query';
import type { VatDisplay } from '@/lib/catalog/price';
import { getCatalogState, type ListingScope } from '@/lib/catalog/state';
import { ActiveFilters } from './ActiveFilters';
import { Facets } from './Facets';
import { FilterForm } from './FilterForm';
import { ListingNavigation } from './ListingNavigation';
import { ProductGrid, type CatalogBanner } from './ProductGrid';
import { SortLinks } from './SortLinks';
import { DataLayerEvents } from '@/components/analytics/DataLayerEvents';
import { Pagination } from '@/components/ui/Pagination';
import { viewItemListEvent } from '@/lib/analytics/ecommerce';

export type ListingProps = {
  locale: AppLocale;
  currency: CurrencyCode;
  scope: ListingScope;
  /** Path of the page (links for sorting and paging). */
  path: string;
  /** Where the filter form goes: the page itself, or for a filtered category its base category. */
  formAction?: string;
  /** Page query parameters that are not listing state (e.g. `q`). */
  keep?: Record<string, string>;
  searchParams: Promise<RawSearchParams>;
  presetValueIds?: number[];
  banners?: CatalogBanner[];
  vatDisplay?: VatDisplay;
  /** Show the products' heading (search results head their products; a category's h1 says it already). */
  visibleHeading?: boolean;
  /** How many leading products' pictures load first (ProductGrid's default when unset). */
  leadPictures?: number;
};

/** The list's id in analytics: what it lists. */
const listId = (scope: ListingScope) => (scope.type === 'search' ? 'search' : `${scope.type}:${scope.id}`);

/**
 * The listing of a category, virtual or filtered category, brand or search: facets, sorting,
 * chosen filters, products and paging. It depends on the query, so it renders per request; the
 * backend answer itself is cached per query (getCatalogState).
 */
export async function Listing(props: ListingProps) {
  const { locale, currency, scope, path, keep = {}, presetValueIds } = props;
  const filters = parseListingQuery(await props.searchParams);
  const [t, state] = await Promise.all([
    getTranslations({ locale, namespace: 'Listing' }),
    getCatalogState(locale, currency, scope, filters),
  ]);
  if (!state) return <p className="mt-6 text-muted">{t('emptyScope')}</p>;
  const page = Math.min(state.page, Math.max(state.totalPages, 1));
  const showFacets =
    state.total > 0 ||
    hasFilters(filters) ||
    state.facets.parameters.length > 0 ||
    state.facets.brands.length > 0;

  return (
    <ListingNavigation loadingLabel={t('loading')} stateKey={`${path}?${filtersKey(filters)}`}>
      {showFacets && (
        // Before the filters, so that a keyboard shopper need not tab through every facet.
        <a
          href="#products-heading"
          className="sr-only rounded bg-brand px-4 py-2 font-semibold text-white focus:not-sr-only focus:mt-6 focus:inline-block"
        >
          {t('skipFilters')}
        </a>
      )}
      <div className="mt-6 md:grid md:grid-cols-[16rem_minmax(0,1fr)] md:gap-8">
        {showFacets && (
          <aside aria-labelledby="filters-heading" className="mb-4 md:mb-0">
            <details className="menu-disclosure rounded-lg border border-line bg-white p-3 md:border-0 md:p-0">
              <summary className="cursor-pointer font-semibold">{t('filtersToggle')}</summary>
              <h2 id="filters-heading" className="sr-only md:not-sr-only md:mb-1 md:text-lg md:font-bold">
                {t('filters')}
              </h2>
              <FilterForm action={props.formAction ?? path} keep={keep} submitLabel={t('apply')}>
                {/* Keyed by the query: the checkboxes are uncontrolled and must follow the URL. */}
                <Facets
                  key={filtersKey(filters)}
                  locale={locale}
                  facets={state.facets}
                  filters={filters}
                  currency={currency}
                  presetValueIds={presetValueIds}
                />
              </FilterForm>
            </details>
          </aside>
        )}
        <section aria-labelledby="products-heading" className="min-w-0 md:col-start-2">
          <h2
            id="products-heading"
            tabIndex={-1}
            className={props.visibleHeading ? 'mb-3 text-xl font-bold' : 'sr-only'}
          >
            {t('products')}
          </h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="font-semibold" aria-live="polite">
              {t('total', { count: state.total })}
            </p>
            <SortLinks locale={locale} path={path} filters={filters} keep={keep} />
          </div>
          <ActiveFilters
            locale={locale}
            path={path}
            facets={state.facets}
            filters={filters}
            keep={keep}
            currency={currency}
          />
          {state.products.length > 0 && (
            <DataLayerEvents events={[viewItemListEvent(listId(scope), path, state.products)]} />
          )}
          {state.products.length > 0 ? (
            <ProductGrid
              locale={locale}
              products={state.products}
              banners={page === 1 ? props.banners : []}
              vatDisplay={props.vatDisplay}
              labelledBy="products-heading"
              leadPictures={props.leadPictures}
            />
          ) : (
            <p className="rounded-lg bg-tint p-6 text-center">
              {hasFilters(filters) ? t('empty') : t('emptyScope')}
            </p>
          )}
          <Pagination
            locale={locale}
            page={page}
            totalPages={state.totalPages}
            href={(p) => listingHref(path, { ...filters, page: p }, keep)}
            listing
            className="mt-8"
          />
        </section>
      </div>
    </ListingNavigation>
  );
}
