import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CuratedGuidePage } from '@/components/content/guides/CuratedGuidePage';
import { isAppLocale, routing } from '@/i18n/routing';
import { getCuratedGuide, getCuratedGuides } from '@/lib/cms/content-blocks';
import { contentRouteContext } from '@/lib/cms/page-params';
import { curatedGuidePath } from '@/lib/cms/paths';
import { metadataFromPageMeta } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string; display: string; slug: string }> };

/**
 * Curated guide `/pruvodce/{slug}` (route curatedGuidePage-slug), cached with the tags
 * `curated-guides` and `curated-guide:<slug>`; every guide is prerendered.
 */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = isAppLocale(params.locale) ? params.locale : routing.defaultLocale;
  const guides = await getCuratedGuides(locale);
  // Cache Components needs one param; a slug nobody uses renders the 404 at build time.
  return (guides.length ? guides.map((g) => g.page_meta.slug) : ['__none__']).map((slug) => ({ slug }));
}

async function resolve(params: Props['params']) {
  const raw = await params;
  const ctx = contentRouteContext(raw);
  let slug: string;
  try {
    slug = decodeURIComponent(raw.slug);
  } catch {
    return { ...ctx, slug: raw.slug, guide: null };
  }
  if (slug.length > 200) return { ...ctx, slug, guide: null };
  return { ...ctx, slug, guide: await getCuratedGuide(slug, ctx.locale, ctx.currency) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug, guide } = await resolve(params);
  if (!guide) {
    const t = await getTranslations({ locale, namespace: 'NotFound' });
    return { title: t('title'), robots: { index: false } };
  }
  return metadataFromPageMeta(
    locale,
    guide.page_meta,
    { title: guide.title, description: guide.perex, slug },
    curatedGuidePath,
  );
}

export default async function CuratedGuideRoute({ params }: Props) {
  // Awaited outside any Suspense boundary so that an unknown slug answers with a real 404 status.
  const { locale, vatDisplay, guide } = await resolve(params);
  if (!guide) notFound();
  setRequestLocale(locale);
  return <CuratedGuidePage guide={guide} locale={locale} vatDisplay={vatDisplay} />;
}
