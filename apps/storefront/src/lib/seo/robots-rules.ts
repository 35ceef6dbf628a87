import { localizedPath, routing } from '@/i18n/routing';

/**
 * Paths crawlers skip: the cart and checkout, the user area and search results (per locale; a
 * locale on its own host has the same unprefixed paths as Czech, listed once).
 */
export function disallowedPaths(): string[] {
  const paths = routing.locales.flatMap((l) => [
    localizedPath(l, '/kosik'),
    localizedPath(l, '/uzivatel'),
    `${localizedPath(l, '/hledat')}?`,
  ]);
  return [...new Set(paths)];
}
