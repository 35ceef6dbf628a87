import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { TopCategories } from '@/components/catalog/TopCategories';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { getTopCategories } from '@/lib/cms';
import type { ErrorPageStatus } from '@/lib/error-pages';
import { logAndReturn } from '@/lib/http';

/** The texts of each error page. */
export const ERROR_NAMESPACES = { 403: 'Forbidden', 404: 'NotFound', 500: 'Error' } as const;

/**
 * The content of the 403, 404 and 500 pages inside the shop frame: what happened, a way home, and the
 * top categories to carry on from.
 */
export async function ErrorPage({ locale, status }: { locale: AppLocale; status: ErrorPageStatus }) {
  const [t, tc, top] = await Promise.all([
    getTranslations({ locale, namespace: ERROR_NAMESPACES[status] }),
    getTranslations({ locale, namespace: 'NotFound' }),
    // Optional here: an error page must not fail because the CMS is down.
    getTopCategories(locale).catch(logAndReturn(`top categories on ${status}`, [])),
  ]);
  return (
    <>
      <div className="py-6 text-center md:py-10">
        <p className="text-5xl font-extrabold text-brand" aria-hidden="true">
          {status}
        </p>
        <h1 className="mt-2 text-2xl font-extrabold md:text-3xl">{t('heading')}</h1>
        <p className="mt-2 text-muted">{t('text')}</p>
        <p className="mt-6">
          <Link
            href={localizedPath(locale, '/')}
            className="inline-block rounded-md bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
          >
            {t('home')}
          </Link>
        </p>
      </div>
      <TopCategories items={top} locale={locale} heading={tc('topCategories')} />
    </>
  );
}
