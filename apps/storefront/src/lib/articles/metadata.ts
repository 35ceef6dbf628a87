import type { Article } from '@shop/contract';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { localeAlternates } from '../seo/alternates';
import { metadataFromPageMeta } from '../seo/metadata';
import type { ArticleListView } from './list';
import {
  ARTICLE_LIST_PATH,
  articleCategoryPath,
  articlePath,
  articleTagPath,
  authorPath,
  listPagePath,
} from './paths';

/** An article's metadata: its page_meta, canonical and hreflang like catalogue pages, og:type article. */
export async function articleMetadata(locale: AppLocale, article: Article): Promise<Metadata> {
  const meta = await metadataFromPageMeta(
    locale,
    article.page_meta,
    { title: article.title, description: article.perex, slug: article.page_meta.slug },
    articlePath,
  );
  return {
    ...meta,
    openGraph: {
      ...meta.openGraph,
      type: 'article',
      publishedTime: article.date_published,
      ...(article.author ? { authors: [article.author.title] } : {}),
    },
  };
}

function perexOf({ scope }: ArticleListView): string | null {
  switch (scope.kind) {
    case 'category':
      return scope.category.perex;
    case 'tag':
      return scope.tag.perex;
    case 'author':
      return scope.author.perex;
    default:
      return scope.perex;
  }
}

/** A list page's metadata; page n > 1 has its own canonical address and title. */
export async function articleListMetadata(
  locale: AppLocale,
  view: ArticleListView,
  title: string,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Articles' });
  const shownTitle = view.page > 1 ? t('pageTitle', { title, page: view.page }) : title;
  const { scope } = view;
  const slugPath = (slug: string): string => {
    switch (scope.kind) {
      case 'category':
        return articleCategoryPath({
          page_meta: { ...scope.category.page_meta, slug },
          master_category: scope.category.master_category,
        });
      case 'tag':
        return articleTagPath(slug);
      case 'author':
        return authorPath(slug);
      default:
        return ARTICLE_LIST_PATH;
    }
  };
  const path = (slug: string) => listPagePath(slugPath(slug), view.page);
  if (scope.kind === 'all') {
    return {
      title: shownTitle,
      description: scope.perex ?? undefined,
      alternates: await localeAlternates(locale, () => path('')),
      openGraph: { title: shownTitle, description: scope.perex ?? undefined },
    };
  }
  const meta = await metadataFromPageMeta(
    locale,
    view.pageMeta,
    { title: shownTitle, description: perexOf(view), slug: view.pageMeta?.slug ?? '' },
    path,
  );
  // A later page is its own page: the CMS SEO title names the first one.
  return view.page > 1 ? { ...meta, title: shownTitle } : meta;
}
