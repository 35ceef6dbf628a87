import { defineRouting } from 'next-intl/routing';
import type { CurrencyCode, Locale } from '@shop/contract';
import { hasLocalePrefix, parseSiteDomains } from '@shop/rules';

/**
 * Locales of the storefront. Czech is the default and has no path prefix; Slovak and German are
 * served under `/sk/…` and `/de/…`, or without a prefix on a host of their own (`SITE_DOMAINS`). The list mirrors `locales` of `@shop/contract` (kept as a
 * literal here so that the proxy bundle does not pull in zod).
 */
export const routing = defineRouting({
  locales: ['cs', 'sk', 'de'] as const satisfies readonly Locale[],
  defaultLocale: 'cs' satisfies Locale,
  localePrefix: 'as-needed',
  // Czech-first shop: `/` is always Czech; other languages only by their explicit prefix.
  localeDetection: false,
  // No Set-Cookie on page responses, so that prerendered pages stay shareable by caches.
  localeCookie: false,
  alternateLinks: false,
});

export type AppLocale = (typeof routing.locales)[number];

/**
 * Hosts that serve one locale each (`SITE_DOMAINS=intimfit.cz=cs,intimfit.sk=sk`); empty on a
 * single-host shop. The build bakes it in (next.config.ts), as links of prerendered pages follow it.
 */
export const siteDomains = parseSiteDomains(process.env.SITE_DOMAINS, routing.locales);

/** Per-locale storefront context sent to the backend (CZE → cz/CZK, SVK → sk/EUR). */
export const localeContext: Record<AppLocale, { currency: CurrencyCode; domain: string; htmlLang: string }> =
  {
    cs: { currency: 'CZK', domain: 'cz', htmlLang: 'cs' },
    sk: { currency: 'EUR', domain: 'sk', htmlLang: 'sk' },
    de: { currency: 'EUR', domain: 'cz', htmlLang: 'de' },
  };

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
}

/**
 * Storefront path for a locale: no prefix for the default locale, nor for a locale on its own
 * host (a link to another locale's host needs `localeUrl`). `path` starts with `/`.
 */
export function localizedPath(locale: AppLocale, path: string): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  if (!hasLocalePrefix(siteDomains, locale, routing.defaultLocale)) return p;
  return p === '/' ? `/${locale}` : `/${locale}${p}`;
}

/** The locale a route's `[locale]` segment names; an unknown one is the default locale. */
export async function routeLocale(params: Promise<{ locale: string }>): Promise<AppLocale> {
  const { locale } = await params;
  return isAppLocale(locale) ? locale : routing.defaultLocale;
}
