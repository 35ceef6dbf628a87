import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import type { ArticleListView } from '@/lib/articles/list';
import { articleListMetadata } from '@/lib/articles/metadata';
import { ArticleListPage, articleListTitle } from './ArticleListPage';

/**
 * The metadata and page of an article list route from the function that finds the list its
 * params name (null: a real 404, answered before anything streams).
 */
export function articleListRoute<P extends { locale: string }>(
  find: (params: P, locale: AppLocale) => Promise<ArticleListView | null>,
) {
  async function resolve(params: Promise<P>) {
    const p = await params;
    const locale: AppLocale = isAppLocale(p.locale) ? p.locale : routing.defaultLocale;
    return { locale, view: await find(p, locale) };
  }

  async function generateMetadata({ params }: { params: Promise<P> }): Promise<Metadata> {
    const { locale, view } = await resolve(params);
    if (!view) {
      const t = await getTranslations({ locale, namespace: 'NotFound' });
      return { title: t('title'), robots: { index: false } };
    }
    return articleListMetadata(locale, view, await articleListTitle(view, locale));
  }

  async function ArticleListRoute({ params }: { params: Promise<P> }) {
    // Awaited outside any Suspense boundary so that an unknown list answers with a real 404 status.
    const { locale, view } = await resolve(params);
    if (!view) notFound();
    setRequestLocale(locale);
    return <ArticleListPage view={view} locale={locale} />;
  }

  return { generateMetadata, ArticleListRoute };
}
