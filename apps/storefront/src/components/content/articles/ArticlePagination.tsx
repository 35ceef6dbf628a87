import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { listPagePath } from '@/lib/articles/paths';
import { AppLink } from '../../ui/AppLink';
import { pageWindow } from '../../catalog/listing/Pagination';

/** Paging of an article list as plain links (`…/strana/{n}`), so it works without JavaScript. */
export async function ArticlePagination({
  locale,
  basePath,
  page,
  totalPages,
}: {
  locale: AppLocale;
  basePath: string;
  page: number;
  totalPages: number;
}) {
  if (totalPages <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'Articles' });
  const href = (p: number) => listPagePath(basePath, p);
  const base =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 font-semibold';
  const link = `${base} border-line bg-white hover:border-brand`;
  return (
    <nav aria-label={t('pagination')} className="mt-8">
      <p className="sr-only">{t('pageOf', { page, total: totalPages })}</p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <AppLink locale={locale} href={href(page - 1)} rel="prev" prefetch={false} className={link}>
              <span aria-hidden="true">‹ </span>
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
              <span aria-hidden="true"> ›</span>
            </AppLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
