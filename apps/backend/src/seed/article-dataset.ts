import type { Translated } from '../db/columns.ts';
import type { SeoTexts } from './dataset.ts';

/**
 * Articles of the shopping guide with their categories, tags and authors. Ids are the rows' ids;
 * slugs are shared by every locale the entity is translated to (page_meta rows per locale).
 */
export interface ArticleCategoryRow {
  id: number;
  slug: string;
  title: Translated;
  menuTitle?: Translated;
  perex?: Translated;
  weight: number;
  /** The category this one is listed under (/clanky/{master}/{slug}). */
  masterId?: number;
  seo?: SeoTexts;
}

export interface ArticleTagRow {
  id: number;
  slug: string;
  title: Translated;
  perex?: Translated;
}

export interface AuthorRow {
  id: number;
  slug: string;
  /** The author's name. */
  title: string;
  perex?: Translated;
  image?: string;
  /** HTML. */
  content?: Translated;
  hasPage: boolean;
}

export interface ArticleRow {
  id: number;
  slug: string;
  /** ISO date-time; the article is public once it has passed. */
  datePublished: string;
  title: Translated;
  shortTitle?: Translated;
  perex?: Translated;
  /** HTML. */
  content: Translated;
  image?: string;
  imageAlt?: Translated;
  siteEnabled?: boolean;
  authorId?: number;
  categoryId?: number;
  tagIds: number[];
  /** Store categories (catalog.categories ids) whose pages link to this article. */
  linkedCategoryIds?: number[];
  seo?: SeoTexts & { keywords?: Translated };
}

export interface ArticleDataset {
  categories: ArticleCategoryRow[];
  tags: ArticleTagRow[];
  authors: AuthorRow[];
  articles: ArticleRow[];
  /** configuration_article_list. */
  list: { title: Translated; perex?: Translated; featuredArticleIds: number[] };
}
