import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { TopCategories } from '@/components/catalog/TopCategories';
import { isAppLocale, localizedPath, routing } from '@/i18n/routing';
import { getTopCategories } from '@/lib/cms';
import { logAndReturn } from '@/lib/http';

export const metadata: Metadata = { title: 'Stránka nenalezena', robots: { index: false } };

/** 404 inside the shop frame (spec §2 error pages: the error page also loads top categories). */
export default async function NotFound() {
  const requested = await getLocale();
  const locale = isAppLocale(requested) ? requested : routing.defaultLocale;
  const [t, top] = await Promise.all([
    getTranslations({ locale, namespace: 'NotFound' }),
    // Optional here: a 404 must not turn into a 500 because the CMS is down.
    getTopCategories(locale).catch(logAndReturn('top categories on 404', [])),
  ]);
  return (
    <>
      <div className="py-6 text-center md:py-10">
        <p className="text-5xl font-extrabold text-brand" aria-hidden="true">
          404
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
      <TopCategories items={top} locale={locale} heading={t('topCategories')} />
    </>
  );
}
