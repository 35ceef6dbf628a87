import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CategoryPage } from '@/components/catalog/CategoryPage';
import { TextPage } from '@/components/content/TextPage';
import { isAppLocale, localizedPath, routing, type AppLocale } from '@/i18n/routing';
import { resolveLanding } from '@/lib/catalog/landing';
import { landingMetadata } from '@/lib/catalog/metadata';
import { getTopCategories } from '@/lib/cms';
import { defaultDisplay, parseDisplayCode } from '@/lib/currency/display-code';
import { findRewrittenPage } from '@/lib/fallback/page';
import { listingQueryFromSegments } from '@/lib/page-rewrite';
import { getProduct } from '@/lib/product/server';
import { wildcardProductSlug } from '@/lib/product/wildcard-link';
import { textPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string; display: string; slug: string[] }> };

/**
 * Catch-all `/*`: a top-level slug `/{slug}` is a store category, else a filtered
 * category, else a virtual category (lib/catalog/landing); a product's wildcard link
 * `/<category path>/<product slug>` goes on to the product's own page; anything else is 404.
 */

/** Prerenders the top categories; any other category renders on first visit and is then cached. */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = isAppLocale(params.locale) ? params.locale : routing.defaultLocale;
  const top = await getTopCategories(locale);
  const slugs = [...new Set(top.flatMap((c) => c.top_categories.map((x) => x.slug)))];
  // Cache Components needs at least one param; a slug nobody uses renders the 404.
  return (slugs.length ? slugs : ['__none__']).map((slug) => ({ slug: [slug] }));
}

/**
 * The slug, the listing query (a `~…` segment the proxy adds, see lib/page-rewrite) and the price
 * display: everything the page shows follows from its params, so it is prerendered and cached.
 */
async function resolve(params: Props['params']) {
  const { locale: raw, display: code, slug: segments } = await params;
  const locale: AppLocale = isAppLocale(raw) ? raw : routing.defaultLocale;
  const display = parseDisplayCode(code) ?? defaultDisplay(locale);
  const query = listingQueryFromSegments(segments);
  const none = { locale, display, query, landing: null };
  if (segments.length > 2 || (segments.length === 2 && Object.keys(query).length === 0)) return none;
  let slug: string;
  try {
    slug = decodeURIComponent(segments[0]!);
  } catch {
    return none;
  }
  // The page's main data: a backend failure throws into the error page, an unknown slug is null.
  return { ...none, landing: await resolveLanding(slug, locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, landing, query } = await resolve(params);
  if (!landing) {
    const rewritten = await findRewrittenPage(params);
    if (rewritten) return textPageMetadata(locale, rewritten.page, rewritten.path);
    const t = await getTranslations({ locale, namespace: 'NotFound' });
    return { title: t('title'), robots: { index: false } };
  }
  return landingMetadata(landing, locale, Promise.resolve(query));
}

/** The product a wildcard link `/<category path>/<product slug>` names, or null. */
async function wildcardProduct(params: Props['params']): Promise<string | null> {
  const { locale: raw, display: code, slug: encoded } = await params;
  if (encoded.length < 2 || encoded.some((s) => s.startsWith('~'))) return null;
  const locale: AppLocale = isAppLocale(raw) ? raw : routing.defaultLocale;
  const display = parseDisplayCode(code) ?? defaultDisplay(locale);
  let segments: string[];
  try {
    segments = encoded.map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  const product = await getProduct(segments.at(-1)!, locale, display.currency);
  return wildcardProductSlug(segments, product);
}

export default async function CatchAllPage({ params }: Props) {
  // Awaited outside any Suspense boundary so that an unknown slug answers with a real 404 status.
  const { locale, display, query, landing } = await resolve(params);
  if (!landing) {
    // The canonical address of a product stays /produkt/{slug}.
    const product = await wildcardProduct(params);
    if (product) permanentRedirect(localizedPath(locale, `/produkt/${encodeURIComponent(product)}`));
    // A URL rewrite to a CMS page shows that page with status 200.
    const rewritten = await findRewrittenPage(params);
    if (!rewritten) notFound();
    setRequestLocale(locale);
    return <TextPage page={rewritten.page} />;
  }
  setRequestLocale(locale);
  return (
    <CategoryPage
      locale={locale}
      landing={landing}
      searchParams={Promise.resolve(query)}
      currency={display.currency}
      vatDisplay={display.both ? 'both' : display.vat}
    />
  );
}
