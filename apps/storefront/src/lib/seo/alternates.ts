import type { Metadata } from 'next';
import { localeUrl } from '@/i18n/domains';
import { offeredLocales } from '@/i18n/offered';
import { routing, type AppLocale } from '@/i18n/routing';

/**
 * The canonical link of a page and its hreflang alternates: one per offered locale (none while the
 * shop offers one language), `x-default` the Czech page. Absolute, since a locale may live on a
 * host of its own. `pathOf` gives the page's path (without prefix) in a locale.
 */
export async function localeAlternates(
  locale: AppLocale,
  pathOf: (locale: AppLocale) => string,
): Promise<NonNullable<Metadata['alternates']>> {
  const canonical = localeUrl(locale, pathOf(locale));
  const offered = await offeredLocales();
  if (offered.length < 2) return { canonical };
  const languages: Record<string, string> = {};
  for (const l of offered) languages[l] = localeUrl(l, pathOf(l));
  languages['x-default'] = languages[routing.defaultLocale]!;
  return { canonical, languages };
}
