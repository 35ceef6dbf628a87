import { localizedPath, routing } from '@/i18n/routing';

/** Paths crawlers skip: the cart and checkout, the user area and search results (per locale). */
export function disallowedPaths(): string[] {
  return routing.locales.flatMap((l) => [
    localizedPath(l, '/kosik'),
    localizedPath(l, '/uzivatel'),
    `${localizedPath(l, '/hledat')}?`,
  ]);
}
