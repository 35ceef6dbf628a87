import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import type { VatDisplay } from '@/lib/catalog/price';
import { defaultDisplay, parseDisplayCode } from '@/lib/currency/display-code';
import type { CurrencyCode } from '@shop/contract';

/** The locale and price display of a content route's params (the proxy puts the display in the path). */
export function contentRouteContext(raw: { locale: string; display: string }): {
  locale: AppLocale;
  currency: CurrencyCode;
  vatDisplay: VatDisplay;
} {
  const locale: AppLocale = isAppLocale(raw.locale) ? raw.locale : routing.defaultLocale;
  const display = parseDisplayCode(raw.display) ?? defaultDisplay(locale);
  return { locale, currency: display.currency, vatDisplay: display.both ? 'both' : display.vat };
}

/** A page number from a path segment: digits only, from 1; anything else is null (a 404). */
export function pageNumber(segment: string): number | null {
  if (!/^[1-9]\d{0,3}$/.test(segment)) return null;
  return Number(segment);
}
