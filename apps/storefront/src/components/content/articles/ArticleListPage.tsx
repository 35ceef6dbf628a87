import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { getArticleCategories, getArticleListConfiguration } from '@/lib/cms/articles';
import { ARTICLE_LIST_PATH, articleCategoryPath, listPagePath } from '@/lib/articles/paths';
import type { ArticleListView } from '@/lib/articles/list';
import { breadcrumbJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/articles/urls';
import { localizedPath } from '@/i18n/routing';
import { MediaImage } from '../../ui/MediaImage';
import { ArticleGrid } from './ArticleCard';
import { ArticleCategoryNav } from './ArticleCategoryNav';
import { Pagination } from '@/components/ui/Pagination';
import { ContentBreadcrumb, type Crumb } from './ContentBreadcrumb';
import { CmsHtml } from '@/components/content/CmsHtml';
import { LabelledSection } from '@/components/ui/LabelledSection';

/** The heading of a list in the shopper's language. */
export async function articleListTitle(view: ArticleListView, locale: AppLocale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Articles' });
  const { scope } = view;
  switch (scope.kind) {
    case 'category':
      return scope.category.title;
    case 'tag':
      return t('tagTitle', { tag: scope.tag.title });
    case 'author':
      return scope.author.title;
    default:
      return scope.title || t('guide');
  }
}

/**
 * An article list: breadcrumb, heading and perex, the categories, on the guide's first page its
 * featured articles, then 15 articles and paging.
 */
export async function ArticleListPage({ view, locale }: { view: ArticleListView; locale: AppLocale }) {
  const [t, categories, config, title] = await Promise.all([
    getTranslations({ locale, namespace: 'Articles' }),
    getArticleCategories(locale),
    getArticleListConfiguration(locale),
    articleListTitle(view, locale),
  ]);
  const { scope, list } = view;
  const guide = config?.title || t('guide');
  const trail: Crumb[] = [];
  if (scope.kind !== 'all') trail.push({ name: guide, href: ARTICLE_LIST_PATH });
  const master = scope.kind === 'category' ? scope.category.master_category : null;
  if (master)
    trail.push({
      name: master.title,
      href: articleCategoryPath({ page_meta: master.page_meta, master_category: null }),
    });
  const perex =
    scope.kind === 'all'
      ? scope.perex
      : scope.kind === 'category'
        ? scope.category.perex
        : scope.kind === 'tag'
          ? scope.tag.perex
          : scope.author.perex;
  // The configuration's chosen articles lead the guide's first page.
  const featured = scope.kind === 'all' && view.page === 1 ? (config?.featured_articles ?? []) : [];
  const currentCategory =
    scope.kind === 'all' ? null : scope.kind === 'category' ? scope.category._id : undefined;
  const home = await getTranslations({ locale, namespace: 'Catalog' });
  const jsonLd = breadcrumbJsonLd([
    { name: home('home'), url: absoluteUrl(localizedPath(locale, '/')) },
    ...trail.map((c) => ({ name: c.name, url: absoluteUrl(localizedPath(locale, c.href)) })),
    { name: title, url: absoluteUrl(localizedPath(locale, view.basePath)) },
  ]);

  return (
    <div>
      <ContentBreadcrumb locale={locale} items={trail} prefetch={false} current={title} />
      <header className="mb-6 max-w-3xl">
        {scope.kind === 'author' && scope.author.image && (
          <MediaImage
            path={scope.author.image.path}
            alt={scope.author.image.alt}
            size={128}
            className="mb-4 size-24 rounded-full"
          />
        )}
        <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">
          {view.page > 1 ? t('pageTitle', { title, page: view.page }) : title}
        </h1>
        {perex && <p className="mt-3 text-lg text-muted">{perex}</p>}
        {scope.kind === 'author' && scope.author.content && view.page === 1 && (
          <CmsHtml className="rich-text mt-4" locale={locale} html={scope.author.content} />
        )}
        <p className="mt-3 text-sm text-muted">{t('count', { count: list.total })}</p>
      </header>
      {scope.kind !== 'author' && scope.kind !== 'tag' && (
        <ArticleCategoryNav locale={locale} categories={categories} currentId={currentCategory} />
      )}
      {featured.length > 0 && (
        <LabelledSection
          id="featured-articles"
          heading={t('featured')}
          className="mb-8"
          headingClassName="mb-4 text-xl font-bold"
        >
          <ArticleGrid articles={featured} locale={locale} headingLevel={3} />
        </LabelledSection>
      )}
      {scope.kind === 'author' && <h2 className="mb-4 text-xl font-bold">{t('authorTitle')}</h2>}
      {featured.length > 0 && (
        <h2 id="all-articles" className="mb-4 text-xl font-bold">
          {t('allArticles')}
        </h2>
      )}
      {list.items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ArticleGrid
          articles={list.items}
          locale={locale}
          headingLevel={scope.kind === 'author' || featured.length > 0 ? 3 : 2}
          labelledBy={featured.length > 0 ? 'all-articles' : undefined}
        />
      )}
      <Pagination
        locale={locale}
        page={view.page}
        totalPages={view.totalPages}
        href={(p) => listPagePath(view.basePath, p)}
        label={t('pagination')}
      />
      <script
        type="application/ld+json"
        // JSON-LD from our own data, `<` escaped by serializeJsonLd.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
      />
    </div>
  );
}
