import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { listingHref, type ListingFilters } from '@/lib/catalog/listing-query';
import { ListingLink } from './ListingNavigation';

/** Page numbers to show: first, last, and two around the current one, with gaps as null. */
export function pageWindow(page: number, total: number): (number | null)[] {
  const pages = new Set(
    [1, total, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= total),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const prev = out[out.length - 1];
    if (typeof prev === 'number' && p - prev > 1) out.push(null);
    out.push(p);
  }
  return out;
}

/** Paging as real links (`strana=N`), so it works without JavaScript and can be bookmarked. */
export async function Pagination({
  locale,
  path,
  filters,
  keep,
  page,
  totalPages,
}: {
  locale: AppLocale;
  path: string;
  filters: ListingFilters;
  keep: Record<string, string>;
  page: number;
  totalPages: number;
}) {
  if (totalPages <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const href = (p: number) => listingHref(path, { ...filters, page: p }, keep);
  const base =
    'inline-flex min-w-11 min-h-11 items-center justify-center rounded-md border px-3 font-semibold';
  return (
    <nav aria-label={t('pagination')} className="mt-8">
      <p className="sr-only">{t('pageOf', { page, total: totalPages })}</p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <ListingLink
              href={href(page - 1)}
              rel="prev"
              scrollToTop
              className={`${base} border-line bg-white hover:border-brand`}
            >
              <span aria-hidden="true">‹ </span>
              {t('previous')}
            </ListingLink>
          </li>
        )}
        {pageWindow(page, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className={`${base} border-brand bg-brand text-white`}>
                  <span className="sr-only">{t('page', { page: p })}</span>
                  <span aria-hidden="true">{p}</span>
                </span>
              ) : (
                <ListingLink
                  href={href(p)}
                  scrollToTop
                  aria-label={t('page', { page: p })}
                  className={`${base} border-line bg-white hover:border-brand`}
                >
                  {p}
                </ListingLink>
              )}
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <ListingLink
              href={href(page + 1)}
              rel="next"
              scrollToTop
              className={`${base} border-line bg-white hover:border-brand`}
            >
              {t('next')}
              <span aria-hidden="true"> ›</span>
            </ListingLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
