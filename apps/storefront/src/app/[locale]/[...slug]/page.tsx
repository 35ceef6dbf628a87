import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/Breadcrumb';
import { CategoryLinks } from '@/components/catalog/CategoryLinks';
import { isAppLocale, localizedPath, routing, type AppLocale } from '@/i18n/routing';
import { getCategoryBySlug, getTopCategories } from '@/lib/cms';

type Props = { params: Promise<{ locale: string; slug: string[] }> };

/**
 * Catch-all (spec §2 `/*`): a category addressed by its slug as a top-level path `/{slug}`. Other
 * content pages (CMS url-rewrite, redirects) come in later issues; until then anything else is 404.
 */

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
  if (segments.length !== 1) return { locale, category: null };
  let slug: string;
  try {
    slug = decodeURIComponent(segments[0]!);
  } catch {
    return { locale, category: null };
  }
  // The page's main data: a backend failure throws into the error page, an unknown slug is null.
  return { locale, category: await getCategoryBySlug(slug, locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category } = await resolve(params);
  if (!category) {
    const t = await getTranslations({ locale, namespace: 'NotFound' });
    return { title: t('title'), robots: { index: false } };
  }
  const meta = category.page_meta;
  const canonicalSlug = meta.canonical_slugs.find((c) => c.language === locale)?.slug ?? category.slug;
  return {
    title: meta.seo_title || category.name,
    description: meta.seo_description ?? undefined,
    keywords: meta.seo_keywords ?? undefined,
    robots: { index: !meta.meta_noindex, follow: !meta.meta_nofollow },
    alternates: { canonical: localizedPath(locale, `/${canonicalSlug}`) },
  };
}

export default async function CatchAllPage({ params }: Props) {
  // Awaited outside any Suspense boundary so that an unknown slug answers with a real 404 status.
  const { locale, category } = await resolve(params);
  if (!category) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Catalog' });
  return (
    <article>
      <Breadcrumb locale={locale} items={category.breadcrumb} current={category.name} />
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{category.name}</h1>
      <p className="mt-1 text-muted">{t('productCount', { count: category.productCount })}</p>
      {category.description && (
        <div
          className="rich-text mt-4"
          // Safe by contract: `description` is HTML sanitised by the backend (CatalogCategory.description).
          // This is the only place the storefront renders backend HTML.
          dangerouslySetInnerHTML={{ __html: category.description }}
        />
      )}
      {category.children.length > 0 && (
        <section aria-labelledby="subcategories" className="mt-8">
          <h2 id="subcategories" className="mb-3 text-xl font-bold">
            {t('subcategories')}
          </h2>
          <CategoryLinks locale={locale} items={category.children} labelledBy="subcategories" />
        </section>
      )}
    </article>
  );
}
