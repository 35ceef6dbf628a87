import type { CurrencyCode } from '@shop/contract';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isAppLocale, localizedPath, routing, type AppLocale } from '@/i18n/routing';
import { defaultDisplay, parseDisplayCode } from '../currency/display-code';

export type CheckoutPageProps = { params: Promise<{ locale: string; display: string }> };

/** The locale and the currency of the visitor's price display (the proxy puts it into the path). */
export async function checkoutContext(
  params: CheckoutPageProps['params'],
): Promise<{ locale: AppLocale; currency: CurrencyCode }> {
  const { locale: raw, display } = await params;
  const locale = isAppLocale(raw) ? raw : routing.defaultLocale;
  return { locale, currency: (parseDisplayCode(display) ?? defaultDisplay(locale)).currency };
}

/** A checkout step's title; never indexed, as it shows the shopper's own cart. */
export async function checkoutMetadata(
  params: CheckoutPageProps['params'],
  step: 'methods' | 'info',
  path: string,
): Promise<Metadata> {
  const { locale } = await checkoutContext(params);
  const t = await getTranslations({ locale, namespace: 'Checkout' });
  return {
    title: t(`${step}.title`),
    robots: { index: false, follow: false },
    alternates: { canonical: localizedPath(locale, path) },
  };
}
