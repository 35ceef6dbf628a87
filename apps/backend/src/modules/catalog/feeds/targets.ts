import type { CurrencyCode, Locale, ProductFeedFormat } from '@shop/contract';

/** One feed file: a format in a locale and currency. */
export interface FeedTarget {
  format: ProductFeedFormat;
  locale: Locale;
  currency: CurrencyCode;
}

/**
 * The feeds built: Heureka's Czech (heureka.cz, CZK) and Slovak (heureka.sk, EUR) ones, Zboží.cz's
 * Czech one, and Google's per storefront locale with its currency. The first of a format is its
 * default (no query).
 */
export const FEED_TARGETS: readonly FeedTarget[] = [
  { format: 'heureka', locale: 'cs', currency: 'CZK' },
  { format: 'heureka', locale: 'sk', currency: 'EUR' },
  { format: 'zbozi', locale: 'cs', currency: 'CZK' },
  { format: 'google', locale: 'cs', currency: 'CZK' },
  { format: 'google', locale: 'sk', currency: 'EUR' },
  { format: 'google', locale: 'de', currency: 'EUR' },
];

/** The feed a request names: its format, and the locale and currency when given. */
export function feedTargetOf(format: ProductFeedFormat, locale?: Locale, currency?: CurrencyCode) {
  return FEED_TARGETS.find(
    (t) =>
      t.format === format &&
      (locale === undefined || t.locale === locale) &&
      (currency === undefined || t.currency === currency),
  );
}

/** The query that names a feed beside its format's default ('' for the default). */
export function feedQuery(t: FeedTarget): string {
  const first = FEED_TARGETS.find((x) => x.format === t.format);
  if (first === t) return '';
  const sameLocale = FEED_TARGETS.filter((x) => x.format === t.format && x.locale === t.locale);
  return sameLocale.length > 1 ? `?locale=${t.locale}&currency=${t.currency}` : `?locale=${t.locale}`;
}

/** The country a feed's locale sells to (its shipping), alpha-2 and alpha-3. */
export const feedCountry: Record<Locale, { alpha2: string; alpha3: string }> = {
  cs: { alpha2: 'CZ', alpha3: 'CZE' },
  sk: { alpha2: 'SK', alpha3: 'SVK' },
  de: { alpha2: 'DE', alpha3: 'DEU' },
};
