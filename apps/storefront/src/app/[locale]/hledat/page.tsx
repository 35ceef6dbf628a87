import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { CategoryLinks } from '@/components/catalog/CategoryLinks';
import { isAppLocale, localizedPath, routing, type AppLocale } from '@/i18n/routing';
import { logAndReturn } from '@/lib/http';
import { getProductCategories } from '@/lib/store';
import { foldText } from '@/lib/text';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function resolveLocale(params: Props['params']): Promise<AppLocale> {
  const { locale } = await params;
  return isAppLocale(locale) ? locale : routing.defaultLocale;
}

export async function generateMetadata({ params }: Omit<Props, 'searchParams'>): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Search' });
  return {
    title: t('title'),
    robots: { index: false, follow: true },
    alternates: { canonical: localizedPath(locale, '/hledat') },
  };
}

/**
 * /hledat: until product search lands, a real search over the store's categories
 * (GET /api/v1/product-categories, cached), diacritics-insensitive. The heading is in the static
 * shell; the results depend on `?q=` and stream in.
 */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Search' });
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('heading')}</h1>
      <Suspense fallback={<p className="mt-4 text-muted">…</p>}>
        <SearchResults locale={locale} searchParams={searchParams} />
      </Suspense>
    </>
  );
}

async function SearchResults({
  locale,
  searchParams,
}: {
  locale: AppLocale;
  searchParams: Props['searchParams'];
}) {
  const raw = (await searchParams).q;
  const query = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 200) ?? '';
  const t = await getTranslations({ locale, namespace: 'Search' });
  if (!query) return <p className="mt-4 text-muted">{t('empty')}</p>;

  const all = await getProductCategories(locale).catch(logAndReturn('category search', null));
  if (!all) {
    return (
      <>
        <p className="mt-2 text-muted">{t('query', { query })}</p>
        <p role="status" className="mt-4 text-danger">
          {t('unavailable')}
        </p>
      </>
    );
  }
  const words = foldText(query).split(' ').filter(Boolean);
  const matches = all.filter((c) => {
    const name = foldText(c.name);
    return words.every((w) => name.includes(w));
  });
  return (
    <>
      <p className="mt-2 text-muted">{t('query', { query })}</p>
      <section aria-labelledby="search-categories" className="mt-6">
        <h2 id="search-categories" className="mb-1 text-xl font-bold">
          {t('categories')}
        </h2>
        <p role="status" className="mb-3 text-sm text-muted">
          {matches.length ? t('results', { count: matches.length }) : t('noResults', { query })}
        </p>
        {matches.length > 0 && (
          <CategoryLinks locale={locale} items={matches} labelledBy="search-categories" />
        )}
      </section>
    </>
  );
}
