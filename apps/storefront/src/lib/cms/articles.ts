import {
  articleCategoriesQuery,
  articleCategoriesResult,
  articleCategoryQuery,
  articleCategoryResult,
  articleListConfigurationQuery,
  articleListConfigurationResult,
  articleQuery,
  articleResult,
  articlesQuery,
  articlesResult,
  articleTagQuery,
  articleTagResult,
  authorQuery,
  authorResult,
  groupTags,
  itemTags,
  MAX_ARTICLES_LIMIT,
  type Article,
  type ArticleAuthor,
  type ArticleCategory,
  type ArticleList,
  type ArticleListConfiguration,
  type ArticlesVariables,
  type ArticleTag,
} from '@shop/contract';
import { cacheLife, cacheTag } from 'next/cache';
import type { AppLocale } from '@/i18n/routing';
import { cmsGraphql } from './graphql';

/**
 * The shopping guide's CMS queries. `'use cache'` functions keyed by their arguments, all tagged
 * `articles` (any article change stales lists, categories, tags and authors alike) and an article
 * also by `article:<slug>`. Only published articles ever come back.
 */

/** article(slug); null for an unknown or unpublished slug. */
export async function getArticle(slug: string, locale: AppLocale): Promise<Article | null> {
  'use cache';
  cacheTag(groupTags.articles, itemTags.article(slug));
  cacheLife('hours');
  return (await cmsGraphql(locale, articleResult, articleQuery, 'Article', { slug })).data.article;
}

/** articles(skip, limit, category, tag, author): newest first with the total. */
export async function getArticles(variables: ArticlesVariables, locale: AppLocale): Promise<ArticleList> {
  'use cache';
  cacheTag(groupTags.articles);
  cacheLife('hours');
  return (await cmsGraphql(locale, articlesResult, articlesQuery, 'Articles', variables)).data.articles;
}

export async function getArticleCategory(slug: string, locale: AppLocale): Promise<ArticleCategory | null> {
  'use cache';
  cacheTag(groupTags.articles);
  cacheLife('hours');
  return (await cmsGraphql(locale, articleCategoryResult, articleCategoryQuery, 'ArticleCategory', { slug }))
    .data.article_category;
}

/** The categories to filter by (master categories left out), heaviest first. */
export async function getArticleCategories(locale: AppLocale): Promise<ArticleCategory[]> {
  'use cache';
  cacheTag(groupTags.articles);
  cacheLife('hours');
  return (await cmsGraphql(locale, articleCategoriesResult, articleCategoriesQuery, 'ArticleCategories')).data
    .article_categories;
}

export async function getArticleTag(slug: string, locale: AppLocale): Promise<ArticleTag | null> {
  'use cache';
  cacheTag(groupTags.articles);
  cacheLife('hours');
  return (await cmsGraphql(locale, articleTagResult, articleTagQuery, 'ArticleTag', { slug })).data
    .article_tag;
}

export async function getAuthor(slug: string, locale: AppLocale): Promise<ArticleAuthor | null> {
  'use cache';
  cacheTag(groupTags.articles);
  cacheLife('hours');
  return (await cmsGraphql(locale, authorResult, authorQuery, 'Author', { slug })).data.author;
}

export async function getArticleListConfiguration(
  locale: AppLocale,
): Promise<ArticleListConfiguration | null> {
  'use cache';
  cacheTag(groupTags.articles);
  cacheLife('hours');
  return (
    await cmsGraphql(
      locale,
      articleListConfigurationResult,
      articleListConfigurationQuery,
      'ArticleListConfiguration',
    )
  ).data.configuration_article_list;
}

/** Slugs of every published article, for the sitemap. */
export async function getAllArticleSlugs(locale: AppLocale): Promise<string[]> {
  'use cache';
  cacheTag(groupTags.articles);
  cacheLife('hours');
  const slugs: string[] = [];
  for (let skip = 0; ; skip += MAX_ARTICLES_LIMIT) {
    const page = await getArticles({ skip, limit: MAX_ARTICLES_LIMIT }, locale);
    slugs.push(...page.items.map((a) => a.page_meta.slug));
    if (page.items.length < MAX_ARTICLES_LIMIT || skip + MAX_ARTICLES_LIMIT >= page.total) return slugs;
  }
}
