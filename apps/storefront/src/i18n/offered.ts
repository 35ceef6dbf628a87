import { getGlobals } from '@/lib/product/server';
import { localeContext, routing, type AppLocale } from './routing';

/**
 * The languages the shop offers (the `languages` shop setting, in the globals), each with its name
 * in itself: the language switcher, the language banner, hreflang alternates and the sitemap name
 * only these, and a page of any other locale is not found. The default locale is always offered.
 * Cached with the globals (revalidated when the setting changes).
 */
export async function offeredLanguages(): Promise<{ locale: AppLocale; name: string }[]> {
  const { defaultLocale } = routing;
  const globals = await getGlobals(defaultLocale, localeContext[defaultLocale].currency);
  const names = new Map(globals.languages.map((l) => [l.code, l.name]));
  return routing.locales
    .filter((l) => l === defaultLocale || names.has(l))
    .map((locale) => ({ locale, name: names.get(locale) ?? locale }));
}

export async function offeredLocales(): Promise<AppLocale[]> {
  return (await offeredLanguages()).map((l) => l.locale);
}
