import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SearchResults } from '@/components/search/SearchResults';
import { isAppLocale, localizedPath, routing, type AppLocale } from '@/i18n/routing';
import { defaultDisplay, parseDisplayCode } from '@/lib/currency/display-code';

/** Results depend on the query and render before the first byte (no streaming), see above. */
export const instant = false;

type Props = {
  params: Promise<{ locale: string; display: string }>;
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
 * /hledat?q=: categories and pages, then products with filters, sorting and paging. Rendered per
 * request from cached calls and not streamed, so that it works without JavaScript (see CategoryPage).
 */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const display = parseDisplayCode((await params).display) ?? defaultDisplay(locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Search' });
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('heading')}</h1>
      <SearchResults
        locale={locale}
        currency={display.currency}
        vatDisplay={display.both ? 'both' : display.vat}
        searchParams={searchParams}
      />
    </>
  );
}
