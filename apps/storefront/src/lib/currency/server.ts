import { cookies } from 'next/headers';
import { localeContext, type AppLocale } from '@/i18n/routing';
import {
  CURRENCY_COOKIE,
  DISPLAY_BOTH_COOKIE,
  DISPLAY_VAT_COOKIE,
  parseBoth,
  parseCurrency,
  parseVatDisplay,
  type PriceDisplay,
} from './index';

/** The storefront's own choice when the visitor made none: the locale's currency, prices with VAT. */
export function defaultPriceDisplay(locale: AppLocale): PriceDisplay {
  return { currency: localeContext[locale].currency, vat: 'with', both: false };
}

/**
 * The visitor's price display from the cookies (the proxy turned `?mena=` or, for a new visitor
 * from abroad, the country into the currency cookie). Reading cookies makes the caller dynamic:
 * call it only inside a Suspense hole.
 */
export async function getPriceDisplay(locale: AppLocale): Promise<PriceDisplay> {
  const jar = await cookies();
  const fallback = defaultPriceDisplay(locale);
  return {
    currency: parseCurrency(jar.get(CURRENCY_COOKIE)?.value) ?? fallback.currency,
    vat: parseVatDisplay(jar.get(DISPLAY_VAT_COOKIE)?.value),
    both: parseBoth(jar.get(DISPLAY_BOTH_COOKIE)?.value),
  };
}
