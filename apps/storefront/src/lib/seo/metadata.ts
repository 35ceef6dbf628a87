import type { PageMeta } from '@shop/contract';
import type { Metadata } from 'next';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { localeAlternates } from './alternates';

/**
 * Page metadata from a CMS/store `page_meta`: title, description, keywords, noindex and
 * nofollow, the canonical link and hreflang alternates for every locale (canonical slugs per
 * language when the CMS has them). `path` builds the storefront path of a slug.
 */
export async function metadataFromPageMeta(
  locale: AppLocale,
  meta: PageMeta | null | undefined,
  fallback: { title: string; description?: string | null; slug: string },
  path: (slug: string) => string,
): Promise<Metadata> {
  const slugFor = (l: AppLocale) =>
    meta?.canonical_slugs.find((c) => c.language === l)?.slug ?? meta?.slug ?? fallback.slug;
  const alternates = await localeAlternates(locale, (l) => path(slugFor(l)));
  const description = meta?.seo_description || fallback.description || undefined;
  return {
    // An SEO title from the CMS is the whole title (it names the shop itself); a plain name gets the template.
    title: meta?.seo_title ? { absolute: meta.seo_title } : fallback.title,
    description,
    keywords: meta?.seo_keywords || undefined,
    robots: { index: !meta?.meta_noindex, follow: !meta?.meta_nofollow },
    alternates,
    openGraph: {
      title: meta?.seo_title || fallback.title,
      description,
      ...(meta?.share_image ? { images: [meta.share_image] } : {}),
    },
  };
}

/** Metadata of a CMS item from its page_meta, with its title (and `description`) where that has none. */
export function itemMetadata(
  locale: AppLocale,
  item: { title: string; page_meta: PageMeta },
  path: (slug: string) => string,
  description?: string | null,
): Promise<Metadata> {
  return metadataFromPageMeta(
    locale,
    item.page_meta,
    { title: item.title, description, slug: item.page_meta.slug },
    path,
  );
}

/** Metadata of a CMS page shown at a rewritten path: its page_meta, canonical to the path shown. */
export async function textPageMetadata(
  locale: AppLocale,
  page: { title: string; page_meta: PageMeta },
  path: string,
): Promise<Metadata> {
  const meta = await itemMetadata(locale, page, () => path);
  // The same text lives at one address per locale only where the CMS rewrites it; no hreflang guesses.
  return { ...meta, alternates: { canonical: localizedPath(locale, path) } };
}

/**
 * Metadata of a page whose path is the same in every locale (contacts, brands, the help indexes):
 * title, description, the canonical link and hreflang alternates of every locale.
 */
export async function samePathMetadata(
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
