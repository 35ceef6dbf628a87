import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CategoryPage } from '@/components/catalog/CategoryPage';
import { RewrittenPage } from '@/components/content/RewrittenPage';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { resolveLanding } from '@/lib/catalog/landing';
import { landingMetadata } from '@/lib/catalog/metadata';
import { getTopCategories } from '@/lib/cms';
import { findRewrittenPage } from '@/lib/fallback/page';
import { rewrittenPageMetadata } from '@/lib/seo/metadata';

type Props = {
  params: Promise<{ locale: string; slug: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * Catch-all (spec §2 `/*`): a top-level slug `/{slug}` is a store category, else a filtered
 * category, else a virtual category (lib/catalog/landing); anything else is 404.
 */

/**
 * Allowed to block: the listing reads the query before the first byte, so that it reads, filters
 * and pages without JavaScript (streamed content needs a script to appear). Its data is cached.
 */
export const instant = false;

/** Prerenders the top categories; any other category renders on first visit and is then cached. */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = isAppLocale(params.locale) ? params.locale : routing.defaultLocale;
  const top = await getTopCategories(locale);
  const slugs = [...new Set(top.flatMap((c) => c.top_categories.map((x) => x.slug)))];
  // Cache Components needs at least one param; a slug nobody uses renders the 404.
  return (slugs.length ? slugs : ['__none__']).map((slug) => ({ slug: [slug] }));
}

async function resolve(params: Props['params']) {
  const { locale: raw, slug: segments } = await params;
  const locale: AppLocale = isAppLocale(raw) ? raw : routing.defaultLocale;
  if (segments.length !== 1) return { locale, landing: null };
  let slug: string;
  try {
    slug = decodeURIComponent(segments[0]!);
  } catch {
    return { locale, landing: null };
  }
  // The page's main data: a backend failure throws into the error page, an unknown slug is null.
  return { locale, landing: await resolveLanding(slug, locale) };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, landing } = await resolve(params);
  if (!landing) {
    const rewritten = await findRewrittenPage(params);
    if (rewritten) return rewrittenPageMetadata(locale, rewritten.page, rewritten.path);
    const t = await getTranslations({ locale, namespace: 'NotFound' });
    return { title: t('title'), robots: { index: false } };
  }
  return landingMetadata(landing, locale, searchParams);
}

export default async function CatchAllPage({ params, searchParams }: Props) {
  // Awaited outside any Suspense boundary so that an unknown slug answers with a real 404 status.
  const { locale, landing } = await resolve(params);
  if (!landing) {
    // spec §2 error pages: a URL rewrite to a CMS page shows that page with status 200.
    const rewritten = await findRewrittenPage(params);
    if (!rewritten) notFound();
    setRequestLocale(locale);
    return <RewrittenPage page={rewritten.page} />;
  }
  setRequestLocale(locale);
  return <CategoryPage locale={locale} landing={landing} searchParams={searchParams} />;
}
