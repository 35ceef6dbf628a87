import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { pageWindow } from '../catalog/listing/Pagination';
import { AppLink } from '../ui/AppLink';

/** Paging of a content page or list as plain links, so it works without JavaScript. */
export async function ContentPagination({
  locale,
  page,
  totalPages,
  href,
  label,
}: {
  locale: AppLocale;
  page: number;
  totalPages: number;
  href: (page: number) => string;
  /** The navigation's name where a page has more than one kind of paging; default "Stránkování". */
  label?: string;
}) {
  if (totalPages <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const base =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 font-semibold';
  const link = `${base} border-line bg-white hover:border-brand`;
  return (
    <nav aria-label={label ?? t('pagination')} className="mt-10">
      <p className="sr-only">{t('pageOf', { page, total: totalPages })}</p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <AppLink locale={locale} href={href(page - 1)} rel="prev" prefetch={false} className={link}>
              <span aria-hidden="true">‹&nbsp;</span>
              {t('previous')}
            </AppLink>
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
                <AppLink
                  locale={locale}
                  href={href(p)}
                  prefetch={false}
                  aria-label={t('page', { page: p })}
                  className={link}
                >
                  {p}
                </AppLink>
              )}
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <AppLink locale={locale} href={href(page + 1)} rel="next" prefetch={false} className={link}>
              {t('next')}
              <span aria-hidden="true">&nbsp;›</span>
            </AppLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
