import {
  ARTICLES_PER_PAGE,
  type ArticleAuthor,
  type ArticleCategory,
  type ArticleList,
  type ArticleTag,
  type PageMeta,
} from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import {
  getArticleCategory,
  getArticleListConfiguration,
  getArticles,
  getArticleTag,
  getAuthor,
} from '../cms/articles';
import {
  ARTICLE_LIST_PATH,
  articleCategoryPath,
  articleTagPath,
  authorPath,
  pageFromSegments,
} from './paths';

/** What an article list shows: all articles, a category's, a tag's or an author's. */
export type ArticleListScope =
  | { kind: 'all'; title: string; perex: string | null }
  | { kind: 'category'; category: ArticleCategory }
  | { kind: 'tag'; tag: ArticleTag }
  | { kind: 'author'; author: ArticleAuthor };

export interface ArticleListView {
  scope: ArticleListScope;
  /** The list's first page (without locale prefix); other pages add `/strana/{n}`. */
  basePath: string;
  page: number;
  totalPages: number;
  list: ArticleList;
  pageMeta: PageMeta | null;
}

function filterOf(scope: ArticleListScope) {
  switch (scope.kind) {
    case 'category':
      return { category: scope.category.page_meta.slug };
    case 'tag':
      return { tag: scope.tag.page_meta.slug };
    case 'author':
      return { author: scope.author.page_meta.slug };
    default:
      return {};
  }
}

function basePathOf(scope: ArticleListScope): string {
  switch (scope.kind) {
    case 'category':
      return articleCategoryPath(scope.category);
    case 'tag':
      return articleTagPath(scope.tag.page_meta.slug);
    case 'author':
      return authorPath(scope.author.page_meta.slug);
    default:
      return ARTICLE_LIST_PATH;
  }
}

function pageMetaOf(scope: ArticleListScope): PageMeta | null {
  switch (scope.kind) {
    case 'category':
      return scope.category.page_meta;
    case 'tag':
      return scope.tag.page_meta;
    case 'author':
      return scope.author.page_meta;
    default:
      return null;
  }
}

/** One page of a list, or null when the page does not exist (beyond the last one). */
export async function loadArticleList(
  scope: ArticleListScope,
  page: number,
  locale: AppLocale,
): Promise<ArticleListView | null> {
  const list = await getArticles(
    { skip: (page - 1) * ARTICLES_PER_PAGE, limit: ARTICLES_PER_PAGE, ...filterOf(scope) },
    locale,
  );
  const totalPages = Math.max(1, Math.ceil(list.total / ARTICLES_PER_PAGE));
  if (page > totalPages) return null;
  return { scope, basePath: basePathOf(scope), page, totalPages, list, pageMeta: pageMetaOf(scope) };
}

const decode = (segment: string): string | null => {
  try {
    const value = decodeURIComponent(segment);
    return value.length > 0 && value.length <= 200 ? value : null;
  } catch {
    return null;
  }
};

/** `/nakupni-radce` and `/nakupni-radce/strana/{n}`. */
export async function resolveAllArticles(
  segments: string[],
  locale: AppLocale,
): Promise<ArticleListView | null> {
  const page = pageFromSegments(segments);
  if (page === null) return null;
  const config = await getArticleListConfiguration(locale);
  return loadArticleList(
    { kind: 'all', title: config?.title ?? '', perex: config?.perex ?? null },
    page,
    locale,
  );
}

/**
 * `/clanky/{slug}[/strana/{n}]` and `/clanky/{master}/{child}[/strana/{n}]`: a category is
 * addressed only under its own master category (or without one, when it has none).
 */
export async function resolveCategoryArticles(
  slug: string,
  rest: string[],
  locale: AppLocale,
): Promise<ArticleListView | null> {
  const first = decode(slug);
  if (!first) return null;
  const childSlug = rest.length === 1 || rest.length === 3 ? decode(rest[0]!) : null;
  const page = pageFromSegments(childSlug ? rest.slice(1) : rest);
  if (page === null) return null;
  const category = await getArticleCategory(childSlug ?? first, locale);
  if (!category) return null;
  const master = category.master_category?.page_meta.slug ?? null;
  if (childSlug ? master !== first : master !== null) return null;
  return loadArticleList({ kind: 'category', category }, page, locale);
}

/** `/nakupni-radce/stitek/{slug}[/strana/{n}]`. */
export async function resolveTagArticles(slug: string, rest: string[], locale: AppLocale) {
  const decoded = decode(slug);
  const page = pageFromSegments(rest);
  if (!decoded || page === null) return null;
  const tag = await getArticleTag(decoded, locale);
  return tag ? loadArticleList({ kind: 'tag', tag }, page, locale) : null;
}

/** `/nakupni-radce/autor/{slug}[/strana/{n}]`: only for an author who has a page. */
export async function resolveAuthorArticles(slug: string, rest: string[], locale: AppLocale) {
  const decoded = decode(slug);
  const page = pageFromSegments(rest);
  if (!decoded || page === null) return null;
  const author = await getAuthor(decoded, locale);
  return author?.author_has_page ? loadArticleList({ kind: 'author', author }, page, locale) : null;
}

export { decode as decodeSlug };
