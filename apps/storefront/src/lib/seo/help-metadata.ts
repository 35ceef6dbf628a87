import type { Metadata } from 'next';
import { localizedPath, routing, type AppLocale } from '@/i18n/routing';

/**
 * Metadata of a help page whose path is the same in every locale (FAQ, glossary, infomail archive,
 * "Vše o nákupu"): title, description, the canonical link and hreflang alternates of every locale.
 */
export function fixedPathMetadata(
  locale: AppLocale,
  path: string,
  page: { title: string; description: string },
): Metadata {
  const languages: Record<string, string> = {};
  for (const l of routing.locales) languages[l] = localizedPath(l, path);
  languages['x-default'] = languages[routing.defaultLocale]!;
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: languages[locale], languages },
    openGraph: { title: page.title, description: page.description },
  };
}
