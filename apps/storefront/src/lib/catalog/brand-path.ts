import { localizedPath, type AppLocale } from '@/i18n/routing';

/**
 * Where a brand's products are listed: the search page for the brand's name, filtered to the brand
 * (the search text of every product holds its brand's name; the filter keeps other brands out).
 */
export function brandProductsPath(locale: AppLocale, brand: { id: number; name: string }): string {
  const query = new URLSearchParams({ q: brand.name, znacka: String(brand.id) });
  return localizedPath(locale, `/hledat?${query}`);
}
