import { setRequestLocale } from 'next-intl/server';
import { routeLocale, type AppLocale } from '@/i18n/routing';

/** A page's locale (an unknown one is the default), set for the request's translations. */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<AppLocale> {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  return locale;
}
