import { DataLayerEvents } from '@/components/analytics/DataLayerEvents';
import { searchEvent } from '@/lib/analytics/ecommerce';
import type { CurrencyCode } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import type { RawSearchParams } from '@/lib/catalog/listing-query';
import type { VatDisplay } from '@/lib/catalog/price';
import { DROPDOWN_CATEGORIES, getSearch, normaliseQuery } from '@/lib/catalog/search';
import { logAndReturn } from '@/lib/http';
import { Listing } from '../catalog/listing/Listing';
import { AppLink } from '../ui/AppLink';
import { LabelledSection } from '@/components/ui/LabelledSection';

/**
 * /hledat results: matching categories and content pages (GET /search), then the full product
 * listing of the query (catalogue state, scope search) with its filters, sorting and paging.
 */
export async function SearchResults({
  locale,
  currency,
  vatDisplay,
  searchParams,
}: {
  locale: AppLocale;
  currency: CurrencyCode;
  vatDisplay: VatDisplay;
  searchParams: Promise<RawSearchParams>;
}) {
  const raw = (await searchParams).q;
  const typed = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  const q = normaliseQuery(typed);
  const t = await getTranslations({ locale, namespace: 'Search' });
  if (!typed) return <p className="mt-4 text-muted">{t('empty')}</p>;
  if (!q) {
    return (
      <>
        <p className="mt-2 text-muted">{t('query', { query: typed })}</p>
        <p className="mt-4">{t('tooShort')}</p>
      </>
    );
  }
  // Categories and pages are extras: when they fail the products still show.
  const extras = await getSearch(locale, currency, q, 1).catch(logAndReturn('search extras', null));
  const categories = extras?.categories.slice(0, DROPDOWN_CATEGORIES) ?? [];
  return (
    <>
      <p className="mt-2 text-muted">{t('query', { query: q })}</p>
      {categories.length > 0 && (
        <LabelledSection
          id="search-categories"
          heading={t('categories')}
          className="mt-6"
          headingClassName="mb-3 text-xl font-bold"
        >
          <ul className="flex flex-wrap gap-2">
            {categories.map((c) => (
              <li key={c.id}>
                <AppLink
                  locale={locale}
                  href={`/${c.slug}`}
                  className="inline-block rounded-full border border-line bg-white px-4 py-2 font-semibold text-brand hover:border-brand"
                >
                  {c.name}
                </AppLink>
              </li>
            ))}
          </ul>
        </LabelledSection>
      )}
      {extras && extras.content.length > 0 && (
        <LabelledSection
          id="search-content"
          heading={t('content')}
          className="mt-6"
          headingClassName="mb-3 text-xl font-bold"
        >
          <ul className="list-disc space-y-1 pl-5">
            {extras.content.map((c) => (
              <li key={c.path}>
                <AppLink
                  locale={locale}
                  href={c.path}
                  prefetch={false}
                  className="text-brand underline hover:no-underline"
                >
                  {c.title}
                </AppLink>
              </li>
            ))}
          </ul>
        </LabelledSection>
      )}
      {searchEvent(q) && <DataLayerEvents events={[searchEvent(q)!]} />}
      <div className="mt-8">
        <Listing
          locale={locale}
          currency={currency}
          scope={{ type: 'search', q }}
          path={localizedPath(locale, '/hledat')}
          keep={{ q }}
          searchParams={searchParams}
          vatDisplay={vatDisplay}
          visibleHeading
        />
      </div>
    </>
  );
}
