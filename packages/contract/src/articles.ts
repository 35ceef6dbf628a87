import { z } from 'zod';
import { contentBlock, contentBlockFragments } from './content-blocks.ts';
import { pageMeta } from './page-meta.ts';

/**
 * CMS GraphQL queries of the shopping guide: articles, their categories, tags and authors, and the
 * article list configuration. Only published articles are ever returned (enabled for the site and
 * `date_published` before now). Every HTML field is sanitised by the backend.
 */

/** Articles a page of the article list shows. */
export const ARTICLES_PER_PAGE = 15;
/** The most articles one `articles` call returns. */
export const MAX_ARTICLES_LIMIT = 50;

const pageMetaFields = /* GraphQL */ `
      page_meta {
        slug
        seo_title
        seo_description
        seo_keywords
        share_image
        meta_noindex
        meta_nofollow
        canonical_slugs {
          language
          slug
        }
      }
`;

const categoryFields = /* GraphQL */ `
      _id
      title
      menu_title
      perex
      weight
      ${pageMetaFields}
      master_category {
        _id
        title
        menu_title
        perex
        weight
        ${pageMetaFields}
      }
`;

const tagFields = /* GraphQL */ `
      _id
      title
      perex
      ${pageMetaFields}
`;

const authorFields = /* GraphQL */ `
      _id
      title
      perex
      image {
        path
        alt
      }
      content
      author_has_page
      ${pageMetaFields}
`;

/** The fields of an article in a list (no content). */
const summaryFields = /* GraphQL */ `
      _id
      date_published
      title
      short_title
      perex
      image {
        path
        alt
      }
      category {
        ${categoryFields}
      }
      ${pageMetaFields}
`;

const image = z.object({ path: z.string(), alt: z.string() });

const baseCategory = z.object({
  _id: z.string(),
  title: z.string(),
  menu_title: z.string().nullable(),
  perex: z.string().nullable(),
  weight: z.number().int(),
  page_meta: pageMeta,
});
export const articleCategory = baseCategory.extend({ master_category: baseCategory.nullable() });
export type ArticleCategory = z.infer<typeof articleCategory>;

export const articleTag = z.object({
  _id: z.string(),
  title: z.string(),
  perex: z.string().nullable(),
  page_meta: pageMeta,
});
export type ArticleTag = z.infer<typeof articleTag>;

export const articleAuthor = z.object({
  _id: z.string(),
  /** The author's name. */
  title: z.string(),
  perex: z.string().nullable(),
  image: image.nullable(),
  /** Sanitised HTML. */
  content: z.string().nullable(),
  author_has_page: z.boolean(),
  page_meta: pageMeta,
});
export type ArticleAuthor = z.infer<typeof articleAuthor>;

export const articleSummary = z.object({
  _id: z.string(),
  /** ISO date-time. */
  date_published: z.string(),
  title: z.string(),
  short_title: z.string().nullable(),
  perex: z.string().nullable(),
  image: image.nullable(),
  category: articleCategory.nullable(),
  page_meta: pageMeta,
});
export type ArticleSummary = z.infer<typeof articleSummary>;

export const article = articleSummary.extend({
  created: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  site_enabled: z.boolean(),
  author: articleAuthor.nullable(),
  tags: z.array(articleTag),
  /** Shown after the content. */
  content_blocks: z.array(contentBlock),
});
export type Article = z.infer<typeof article>;

// --- article(slug) ------------------------------------------------------------------------------

export const articleQuery = /* GraphQL */ `
  query Article($slug: String!) {
    article(slug: $slug) {
      ${summaryFields}
      created
      content
      site_enabled
      author {
        ${authorFields}
      }
      tags {
        ${tagFields}
      }
      content_blocks { ...ContentBlockFields }
    }
  }
  ${contentBlockFragments}
`;
export const articleResult = z.object({ data: z.object({ article: article.nullable() }) });

// --- articles(skip, limit, category, tag, author) -----------------------------------------------

/** Newest first; `category` also takes the articles of its child categories. */
export const articlesQuery = /* GraphQL */ `
  query Articles($skip: Int, $limit: Int, $category: String, $tag: String, $author: String) {
    articles(skip: $skip, limit: $limit, category: $category, tag: $tag, author: $author) {
      total
      items {
        ${summaryFields}
      }
    }
  }
`;
export const articlesVariables = z.object({
  skip: z.number().int().min(0).optional(),
  limit: z.number().int().min(0).max(MAX_ARTICLES_LIMIT).optional(),
  category: z.string().optional(),
  tag: z.string().optional(),
  author: z.string().optional(),
});
export type ArticlesVariables = z.infer<typeof articlesVariables>;
export const articleList = z.object({ total: z.number().int(), items: z.array(articleSummary) });
export type ArticleList = z.infer<typeof articleList>;
export const articlesResult = z.object({ data: z.object({ articles: articleList }) });

// --- article_category(slug), article_categories -------------------------------------------------

export const articleCategoryQuery = /* GraphQL */ `
  query ArticleCategory($slug: String!) {
    article_category(slug: $slug) {
      ${categoryFields}
    }
  }
`;
export const articleCategoryResult = z.object({
  data: z.object({ article_category: articleCategory.nullable() }),
});

/** Every category except those that are another's master category, heaviest first. */
export const articleCategoriesQuery = /* GraphQL */ `
  query ArticleCategories {
    article_categories {
      ${categoryFields}
    }
  }
`;
export const articleCategoriesResult = z.object({
  data: z.object({ article_categories: z.array(articleCategory) }),
});

// --- article_tag(slug), author(slug) ------------------------------------------------------------

export const articleTagQuery = /* GraphQL */ `
  query ArticleTag($slug: String!) {
    article_tag(slug: $slug) {
      ${tagFields}
    }
  }
`;
export const articleTagResult = z.object({ data: z.object({ article_tag: articleTag.nullable() }) });

export const authorQuery = /* GraphQL */ `
  query Author($slug: String!) {
    author(slug: $slug) {
      ${authorFields}
    }
  }
`;
export const authorResult = z.object({ data: z.object({ author: articleAuthor.nullable() }) });

// --- configuration_article_list -----------------------------------------------------------------

export const articleListConfiguration = z.object({
  title: z.string(),
  perex: z.string().nullable(),
  /** Published featured articles, in the configured order. */
  featured_articles: z.array(articleSummary),
});
export type ArticleListConfiguration = z.infer<typeof articleListConfiguration>;
export const articleListConfigurationQuery = /* GraphQL */ `
  query ArticleListConfiguration {
    configuration_article_list {
      title
      perex
      featured_articles {
        ${summaryFields}
      }
    }
  }
`;
export const articleListConfigurationResult = z.object({
  data: z.object({ configuration_article_list: articleListConfiguration.nullable() }),
});

// --- PUT /api/admin/v1/articles/{id} ------------------------------------------------------------

/** An operator's change of one locale of an article; absent fields stay as they are. */
export const adminArticleBody = z
  .object({
    locale: z.enum(['cs', 'sk', 'de']),
    title: z.string().trim().min(1).max(300).optional(),
    short_title: z.string().trim().max(200).nullable().optional(),
    perex: z.string().max(5_000).nullable().optional(),
    /** HTML; stored as written, served sanitised. */
    content: z.string().max(200_000).optional(),
    /** ISO date-time. */
    date_published: z.iso.datetime({ offset: true }).optional(),
    site_enabled: z.boolean().optional(),
  })
  .strict();
export type AdminArticleBody = z.infer<typeof adminArticleBody>;
export const adminArticleResponse = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  date_published: z.string(),
  site_enabled: z.boolean(),
  /** The cache tags the storefront was told about. */
  revalidated: z.array(z.string()),
});
