import type { PageMeta } from '@shop/contract';
import type { Metadata } from 'next';
import { localeContext, localizedPath, type AppLocale } from '@/i18n/routing';
import type { Landing } from './landing';
import {
  EMPTY_FILTERS,
  hasFilters,
  listingHref,
  parseListingQuery,
  type RawSearchParams,
} from './listing-query';
import { getCatalogState, type ListingScope } from './state';

/** The listing scope behind a landing. */
export function landingScope(landing: Landing): ListingScope & { slug: string } {
  switch (landing.kind) {
    case 'category':
      return { type: 'category', id: String(landing.category.id), slug: landing.category.slug };
    case 'filtered_category':
      return {
        type: 'filtered_category',
        id: landing.filtered.page_meta.slug,
        slug: landing.filtered.page_meta.slug,
      };
    case 'virtual_category':
      return {
        type: 'virtual_category',
        id: landing.virtual.page_meta.slug,
        slug: landing.virtual.page_meta.slug,
      };
  }
}

export function landingTitle(landing: Landing): string {
  if (landing.kind === 'category') return landing.category.name;
  if (landing.kind === 'filtered_category') return landing.filtered.title;
  return landing.virtual.title;
}

function landingMeta(landing: Landing): PageMeta {
  if (landing.kind === 'category') return landing.category.page_meta;
  if (landing.kind === 'filtered_category') return landing.filtered.page_meta;
  return landing.virtual.page_meta;
}

/** The slug of the page in this locale (page_meta.canonical_slugs), else its own slug. */
function canonicalSlug(meta: PageMeta, locale: AppLocale, fallback: string): string {
  return meta.canonical_slugs.find((c) => c.language === locale)?.slug ?? fallback;
}

/**
 * Metadata of a category, filtered or virtual category page. The canonical link points to the
 * filtered category whose filters equal the chosen ones when the backend names one, otherwise to
 * the unfiltered page (keeping `strana` beyond page 1); sorting and filters never make a page of
 * their own, and filtered views are not indexed.
 */
export async function landingMetadata(
  landing: Landing,
  locale: AppLocale,
  searchParams: Promise<RawSearchParams>,
): Promise<Metadata> {
  const meta = landingMeta(landing);
  const scope = landingScope(landing);
  const own = canonicalSlug(meta, locale, scope.slug);
  const filters = parseListingQuery(await searchParams);
  const filtered = hasFilters(filters);

  let canonicalPath = listingHref(`/${own}`, { ...EMPTY_FILTERS, page: filters.page });
  let title = meta.seo_title || landingTitle(landing);
  if (filtered && landing.kind === 'category') {
    // The same cached call the listing makes, so this costs nothing extra.
    const state = await getCatalogState(locale, localeContext[locale].currency, scope, filters);
    if (state?.canonical) {
      canonicalPath = listingHref(
        `/${canonicalSlug(state.canonical.page_meta, locale, state.canonical.slug)}`,
        {
          ...EMPTY_FILTERS,
          page: filters.page,
        },
      );
      title = state.canonical.page_meta.seo_title || state.canonical.title;
    }
  }
  return {
    title,
    description: meta.seo_description ?? undefined,
    keywords: meta.seo_keywords ?? undefined,
    robots: { index: !meta.meta_noindex && !filtered, follow: !meta.meta_nofollow },
    alternates: { canonical: localizedPath(locale, canonicalPath) },
    openGraph: meta.share_image ? { images: [meta.share_image] } : undefined,
  };
}
