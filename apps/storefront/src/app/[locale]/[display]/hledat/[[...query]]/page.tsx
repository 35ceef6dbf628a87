import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SearchResults } from '@/components/search/SearchResults';
import { localizedPath, routeLocale } from '@/i18n/routing';
import { defaultDisplay, parseDisplayCode } from '@/lib/currency/display-code';
import { listingQueryFromSegment } from '@/lib/page-rewrite';

type Props = { params: Promise<{ locale: string; display: string; query?: string[] }> };

/** The empty search page is prerendered; each query renders on its first visit and is then cached. */
export function generateStaticParams() {
  return [{ query: [] }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'Search' });
  return {
    title: t('title'),
    robots: { index: false, follow: true },
    alternates: { canonical: localizedPath(locale, '/hledat') },
  };
}

/**
 * /hledat?q=: categories and pages, then products with filters, sorting and paging. The proxy puts
 * the query into the path (lib/page-rewrite), so a search is a page like a category listing: it
 * reads nothing per request, is cached and shared, and is not streamed, so that it works without
 * JavaScript.
 */
export default async function SearchPage({ params }: Props) {
  const { display: code, query } = await params;
  const locale = await routeLocale(params);
  const display = parseDisplayCode(code) ?? defaultDisplay(locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Search' });
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('heading')}</h1>
      <SearchResults
        locale={locale}
        currency={display.currency}
        vatDisplay={display.both ? 'both' : display.vat}
        searchParams={Promise.resolve(listingQueryFromSegment(query?.[0]))}
      />
    </>
  );
}
