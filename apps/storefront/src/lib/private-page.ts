import type { Metadata } from 'next';
import { isAppLocale, localizedPath, routing, type AppLocale } from '@/i18n/routing';
import type { PriceDisplay } from './currency';
import { defaultDisplay, parseDisplayCode } from './currency/display-code';

/**
 * The shopper's own pages (cart, checkout, finished order, payment return, log-in): rendered per
 * request from the shopper's cookies, never cached for anyone else, never indexed.
 */
export type PrivatePageProps = {
  params: Promise<{ locale: string; display: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The locale and the visitor's price display (the proxy puts both into the path). */
export async function pageContext(
  params: PrivatePageProps['params'],
): Promise<{ locale: AppLocale; display: PriceDisplay }> {
  const { locale: raw, display } = await params;
  const locale = isAppLocale(raw) ? raw : routing.defaultLocale;
  return { locale, display: parseDisplayCode(display) ?? defaultDisplay(locale) };
}

/** A private page's title, never indexed; `path` names its canonical address. */
export async function privateMetadata(
  params: PrivatePageProps['params'],
  title: (locale: AppLocale) => Promise<string>,
  path?: string,
): Promise<Metadata> {
  const { locale } = await pageContext(params);
  return {
    title: await title(locale),
    robots: { index: false, follow: false },
    ...(path ? { alternates: { canonical: localizedPath(locale, path) } } : {}),
  };
}

/** The first value of a query parameter. */
export const firstParam = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
