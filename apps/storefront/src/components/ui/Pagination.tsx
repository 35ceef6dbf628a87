import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/i18n/routing';
import { ListingLink } from '../catalog/listing/ListingNavigation';
import { AppLink } from './AppLink';

/** Page numbers to show: first, last, and two around the current one, with gaps as null. */
function pageWindow(page: number, total: number): (number | null)[] {
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

type PageLinkProps = {
  locale: AppLocale;
  listing: boolean;
  href: string;
  rel?: string;
  'aria-label'?: string;
  children: ReactNode;
};

const BASE = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 font-semibold';

/** A page's link; in a listing it navigates inside the listing's transition, back to its top. */
function PageLink({ locale, listing, href, children, ...attrs }: PageLinkProps) {
  const className = `${BASE} border-line bg-white hover:border-brand`;
  return listing ? (
    <ListingLink href={href} {...attrs} scrollToTop className={className}>
      {children}
    </ListingLink>
  ) : (
    <AppLink locale={locale} href={href} {...attrs} prefetch={false} className={className}>
      {children}
    </AppLink>
  );
}

/**
 * Paging as real links, so it works without JavaScript and can be bookmarked. `href` gives a
 * page's storefront path; in a product listing (`listing`) it gives the listing's own URL, and the
 * links navigate inside the listing's transition.
 */
export async function Pagination({
  locale,
  page,
  totalPages,
  href,
  label,
  listing = false,
  className = 'mt-10',
}: {
  locale: AppLocale;
  page: number;
  totalPages: number;
  href: (page: number) => string;
  /** The navigation's name where a page has more than one kind of paging; default "Stránkování". */
  label?: string;
  listing?: boolean;
  className?: string;
}) {
  if (totalPages <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'Listing' });
  return (
    <nav aria-label={label ?? t('pagination')} className={className}>
      <p className="sr-only">{t('pageOf', { page, total: totalPages })}</p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <PageLink locale={locale} listing={listing} href={href(page - 1)} rel="prev">
              <span aria-hidden="true">‹&nbsp;</span>
              {t('previous')}
            </PageLink>
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
                <span aria-current="page" className={`${BASE} border-brand bg-brand text-white`}>
                  <span className="sr-only">{t('page', { page: p })}</span>
                  <span aria-hidden="true">{p}</span>
                </span>
              ) : (
                <PageLink
                  locale={locale}
                  listing={listing}
                  href={href(p)}
                  aria-label={t('page', { page: p })}
                >
                  {p}
                </PageLink>
              )}
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <PageLink locale={locale} listing={listing} href={href(page + 1)} rel="next">
              {t('next')}
              <span aria-hidden="true">&nbsp;›</span>
            </PageLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
