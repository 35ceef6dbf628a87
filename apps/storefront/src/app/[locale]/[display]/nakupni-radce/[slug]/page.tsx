import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleDetail } from '@/components/content/articles/ArticleDetail';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { decodeSlug } from '@/lib/articles/list';
import { articleMetadata } from '@/lib/articles/metadata';
import { getAllArticleSlugs, getArticle } from '@/lib/cms/articles';

type Props = { params: Promise<{ locale: string; slug: string }> };

/** Article `/nakupni-radce/{slug}` (named route article-slug); tags `article:<slug>` and `articles`. */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = isAppLocale(params.locale) ? params.locale : routing.defaultLocale;
  const slugs = await getAllArticleSlugs(locale);
  // Cache Components needs at least one param; a slug nobody uses renders the 404.
  return (slugs.length ? slugs : ['__none__']).map((slug) => ({ slug }));
}

async function resolve(params: Props['params']) {
  const { locale: raw, slug: encoded } = await params;
  const locale: AppLocale = isAppLocale(raw) ? raw : routing.defaultLocale;
  const slug = decodeSlug(encoded);
  return { locale, article: slug ? await getArticle(slug, locale) : null };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, article } = await resolve(params);
  if (!article) {
    const t = await getTranslations({ locale, namespace: 'NotFound' });
    return { title: t('title'), robots: { index: false } };
  }
  return articleMetadata(locale, article);
}

export default async function ArticlePage({ params }: Props) {
  // Awaited outside any Suspense boundary so that an unknown slug answers with a real 404 status.
  const { locale, article } = await resolve(params);
  if (!article) notFound();
  setRequestLocale(locale);
  return <ArticleDetail article={article} locale={locale} />;
}
