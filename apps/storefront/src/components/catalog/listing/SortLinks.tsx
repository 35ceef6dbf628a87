import { sortOrders } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { listingHref, type ListingFilters } from '@/lib/catalog/listing-query';
import { ListingLink } from './ListingNavigation';

/** The four sort orders as real links (no JS needed); changing the order goes back to page 1. */
export async function SortLinks({
  locale,
  path,
  filters,
  keep,
}: {
  locale: AppLocale;
  path: string;
  filters: ListingFilters;
  keep: Record<string, string>;
}) {
  const t = await getTranslations({ locale, namespace: 'Listing' });
  return (
    <nav aria-label={t('sortLabel')} className="flex flex-wrap items-center gap-x-1 gap-y-2 text-sm">
      <span className="mr-1 text-muted" aria-hidden="true">
        {t('sortLabel')}:
      </span>
      <ul className="flex flex-wrap gap-1">
        {sortOrders.map((sort) => {
          const current = filters.sort === sort;
          return (
            <li key={sort}>
              <ListingLink
                href={listingHref(path, { ...filters, sort, page: 1 }, keep)}
                aria-current={current ? 'true' : undefined}
                rel="nofollow"
                className={`inline-block rounded-full border px-3 py-1.5 ${current ? 'border-brand bg-brand text-white' : 'border-line bg-white text-ink hover:border-brand'}`}
              >
                {t(`sort.${sort}`)}
              </ListingLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
