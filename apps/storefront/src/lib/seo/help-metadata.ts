import type { Metadata } from 'next';
import type { AppLocale } from '@/i18n/routing';
import { localeAlternates } from './alternates';

/**
 * Metadata of a help page whose path is the same in every locale (FAQ, glossary, infomail archive,
 * "Vše o nákupu"): title, description, the canonical link and hreflang alternates of every locale.
 */
export async function fixedPathMetadata(
  locale: AppLocale,
  path: string,
  page: { title: string; description: string },
): Promise<Metadata> {
  return {
    title: page.title,
    description: page.description,
    alternates: await localeAlternates(locale, () => path),
    openGraph: { title: page.title, description: page.description },
  };
}
