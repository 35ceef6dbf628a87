import { and, asc, count, desc, eq, exists, inArray, type SQL } from 'drizzle-orm';
import type {
  ArticleAuthor,
  ArticleCategory,
  ArticleListConfiguration,
  ArticleTag,
  Locale,
  PageMeta,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { translate } from '../../http/locale.ts';
import { cleanHtml } from '../../http/sanitize-html.ts';
import { resolveContentBlocks, type BlockAudience } from '../pages/index.ts';
import { findEntityIdsBySlugs, getPageMetas } from '../publishing/index.ts';
import { isArticlePublished } from './publication.ts';
import {
  articleCategories,
  articleListConfiguration,
  articleTagLinks,
  articleTags,
  articles,
  authors,
  categoryLinkedArticles,
} from './tables.ts';

/**
 * The shopping guide's articles with their categories, tags and authors. An article is public only
 * while it is enabled for the site and its date_published lies before now; nothing here ever
 * returns another one.
 */

type ArticleRowDb = typeof articles.$inferSelect;

/** An article as the GraphQL layer serves it; `content` is sanitised only when asked for. */
export interface ArticleRecord {
  _id: string;
  date_published: string;
  created: string;
  title: string;
  short_title: string | null;
  perex: string | null;
  image: { path: string; alt: string } | null;
  site_enabled: boolean;
  page_meta: PageMeta;
  /** Translated, not yet sanitised HTML. */
  rawContent: string;
  authorId: number | null;
  categoryId: number | null;
  id: number;
}

export interface ArticleListPage {
  items: ArticleRecord[];
  total: number;
}

export interface ArticleFilter {
  skip: number;
  limit: number;
  category?: string | null;
  tag?: string | null;
  author?: string | null;
}

/** The publishing rule in SQL: enabled for the site and published by `now`. */
export const isPublished = (now: Date): SQL => isArticlePublished(now);

const orDefault = <T>(value: T | undefined | null): T | null => value ?? null;

/** Articles (rows) as records with their page_meta; rows without page_meta have no address and are left out. */
async function toRecords(db: Db, rows: ArticleRowDb[], locale: Locale): Promise<ArticleRecord[]> {
  const metas = await getPageMetas(
    db,
    'article',
    rows.map((r) => r.id),
    locale,
  );
  return rows.flatMap((r) => {
    const meta = metas.get(r.id);
    if (!meta) return [];
    const title = translate(r.title, locale);
    return [
      {
        id: r.id,
        _id: String(r.id),
        date_published: r.datePublished.toISOString(),
        created: r.createdAt.toISOString(),
        title,
        short_title: r.shortTitle ? translate(r.shortTitle, locale) : null,
        perex: r.perex ? translate(r.perex, locale) : null,
        image: r.image ? { path: r.image, alt: r.imageAlt ? translate(r.imageAlt, locale) : title } : null,
        site_enabled: r.siteEnabled,
        page_meta: meta,
        rawContent: translate(r.content, locale),
        authorId: r.authorId,
        categoryId: r.categoryId,
      },
    ];
  });
}

/** article(slug): a published article, or null. */
export async function getArticle(
  db: Db,
  slug: string,
  locale: Locale,
  now: Date,
): Promise<ArticleRecord | null> {
  const [id] = await findEntityIdsBySlugs(db, 'article', [slug], locale);
  if (id === undefined) return null;
  const rows = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), isPublished(now)));
  const [record] = await toRecords(db, rows, locale);
  return record ?? null;
}

/** Ids of a category and of the categories listed under it. */
async function categoryWithChildren(db: Db, id: number): Promise<number[]> {
  const children = await db
    .select({ id: articleCategories.id })
    .from(articleCategories)
    .where(eq(articleCategories.masterCategoryId, id));
  return [id, ...children.map((c) => c.id)];
}

/** An article's content blocks as its page shows them after the content. */
export async function getArticleBlocks(db: Db, articleId: number, audience: BlockAudience) {
  const [row] = await db
    .select({ blocks: articles.contentBlocks })
    .from(articles)
    .where(eq(articles.id, articleId));
  return row ? resolveContentBlocks(db, row.blocks, audience) : [];
}

/**
 * articles(skip, limit, category, tag, author): published articles newest first and how many there
 * are. A category takes its child categories' articles too; an unknown slug gives an empty list.
 */
export async function listArticles(
  db: Db,
  filter: ArticleFilter,
  locale: Locale,
  now: Date,
): Promise<ArticleListPage> {
  const conditions: SQL[] = [isPublished(now)];
  const empty = { items: [], total: 0 };
  if (filter.category) {
    const [id] = await findEntityIdsBySlugs(db, 'article_category', [filter.category], locale);
    if (id === undefined) return empty;
    conditions.push(inArray(articles.categoryId, await categoryWithChildren(db, id)));
  }
  if (filter.tag) {
    const [id] = await findEntityIdsBySlugs(db, 'article_tag', [filter.tag], locale);
    if (id === undefined) return empty;
    conditions.push(
      exists(
        db
          .select({ one: articleTagLinks.tagId })
          .from(articleTagLinks)
          .where(and(eq(articleTagLinks.articleId, articles.id), eq(articleTagLinks.tagId, id))),
      ),
    );
  }
  if (filter.author) {
    const [id] = await findEntityIdsBySlugs(db, 'author', [filter.author], locale);
    if (id === undefined) return empty;
    conditions.push(eq(articles.authorId, id));
  }
  const where = and(...conditions);
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(articles).where(where),
    filter.limit === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(articles)
          .where(where)
          .orderBy(desc(articles.datePublished), desc(articles.id))
          .offset(filter.skip)
          .limit(filter.limit),
  ]);
  return { items: await toRecords(db, rows, locale), total: counted?.total ?? 0 };
}

/** Published articles by id, in the order asked (unpublished and unknown ones left out). */
export async function getPublishedArticles(
  db: Db,
  ids: number[],
  locale: Locale,
  now: Date,
): Promise<ArticleRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(articles)
    .where(and(inArray(articles.id, ids), isPublished(now)));
  const records = await toRecords(db, rows, locale);
  return ids.flatMap((id) => records.filter((r) => r.id === id));
}

// --- categories ---------------------------------------------------------------------------------

type CategoryRowDb = typeof articleCategories.$inferSelect;

async function toCategories(
  db: Db,
  rows: CategoryRowDb[],
  locale: Locale,
): Promise<Map<number, ArticleCategory>> {
  const masterIds = rows.flatMap((r) => (r.masterCategoryId === null ? [] : [r.masterCategoryId]));
  const missing = masterIds.filter((id) => !rows.some((r) => r.id === id));
  const masters = missing.length
    ? await db.select().from(articleCategories).where(inArray(articleCategories.id, missing))
    : [];
  const all = [...rows, ...masters];
  const metas = await getPageMetas(
    db,
    'article_category',
    all.map((r) => r.id),
    locale,
  );
  const base = (r: CategoryRowDb) => {
    const meta = metas.get(r.id);
    if (!meta) return null;
    return {
      _id: String(r.id),
      title: translate(r.title, locale),
      menu_title: r.menuTitle ? translate(r.menuTitle, locale) : null,
      perex: r.perex ? translate(r.perex, locale) : null,
      weight: r.weight,
      page_meta: meta,
    };
  };
  const out = new Map<number, ArticleCategory>();
  for (const r of rows) {
    const own = base(r);
    if (!own) continue;
    const master = all.find((m) => m.id === r.masterCategoryId);
    out.set(r.id, { ...own, master_category: master ? base(master) : null });
  }
  return out;
}

/** Article categories by id (with their master category). */
export async function getArticleCategoriesById(
  db: Db,
  ids: number[],
  locale: Locale,
): Promise<Map<number, ArticleCategory>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(articleCategories).where(inArray(articleCategories.id, ids));
  return toCategories(db, rows, locale);
}

/** article_category(slug). */
export async function getArticleCategory(
  db: Db,
  slug: string,
  locale: Locale,
): Promise<ArticleCategory | null> {
  const [id] = await findEntityIdsBySlugs(db, 'article_category', [slug], locale);
  if (id === undefined) return null;
  return orDefault((await getArticleCategoriesById(db, [id], locale)).get(id));
}

/** article_categories: heaviest first; a category that is another's master category is left out. */
export async function listArticleCategories(db: Db, locale: Locale): Promise<ArticleCategory[]> {
  const rows = await db
    .select()
    .from(articleCategories)
    .orderBy(desc(articleCategories.weight), asc(articleCategories.id));
  const masters = new Set(rows.map((r) => r.masterCategoryId));
  const listed = rows.filter((r) => !masters.has(r.id));
  const byId = await toCategories(db, listed, locale);
  return listed.flatMap((r) => {
    const c = byId.get(r.id);
    return c ? [c] : [];
  });
}

// --- tags and authors ---------------------------------------------------------------------------

async function toTags(
  db: Db,
  rows: (typeof articleTags.$inferSelect)[],
  locale: Locale,
): Promise<ArticleTag[]> {
  const metas = await getPageMetas(
    db,
    'article_tag',
    rows.map((r) => r.id),
    locale,
  );
  return rows.flatMap((r) => {
    const meta = metas.get(r.id);
    if (!meta) return [];
    return [
      {
        _id: String(r.id),
        title: translate(r.title, locale),
        perex: r.perex ? translate(r.perex, locale) : null,
        page_meta: meta,
      },
    ];
  });
}

/** The tags of an article, alphabetically in the locale. */
export async function getArticleTags(db: Db, articleId: number, locale: Locale): Promise<ArticleTag[]> {
  const rows = await db
    .select({ tag: articleTags })
    .from(articleTagLinks)
    .innerJoin(articleTags, eq(articleTags.id, articleTagLinks.tagId))
    .where(eq(articleTagLinks.articleId, articleId));
  const tags = await toTags(
    db,
    rows.map((r) => r.tag),
    locale,
  );
  return tags.sort((a, b) => a.title.localeCompare(b.title, locale));
}

/** article_tag(slug). */
export async function getArticleTag(db: Db, slug: string, locale: Locale): Promise<ArticleTag | null> {
  const [id] = await findEntityIdsBySlugs(db, 'article_tag', [slug], locale);
  if (id === undefined) return null;
  const rows = await db.select().from(articleTags).where(eq(articleTags.id, id));
  const [tag] = await toTags(db, rows, locale);
  return tag ?? null;
}

async function toAuthors(
  db: Db,
  rows: (typeof authors.$inferSelect)[],
  locale: Locale,
): Promise<ArticleAuthor[]> {
  const metas = await getPageMetas(
    db,
    'author',
    rows.map((r) => r.id),
    locale,
  );
  return rows.flatMap((r) => {
    const meta = metas.get(r.id);
    if (!meta) return [];
    return [
      {
        _id: String(r.id),
        title: r.title,
        perex: r.perex ? translate(r.perex, locale) : null,
        image: r.image ? { path: r.image, alt: r.title } : null,
        content: r.content ? cleanHtml(translate(r.content, locale)) : null,
        author_has_page: r.hasPage,
        page_meta: meta,
      },
    ];
  });
}

/** An author by id (an article's author). */
export async function getAuthorById(db: Db, id: number, locale: Locale): Promise<ArticleAuthor | null> {
  const rows = await db.select().from(authors).where(eq(authors.id, id));
  const [author] = await toAuthors(db, rows, locale);
  return author ?? null;
}

/** author(slug); `author_has_page` tells whether the author has a page of their own. */
export async function getAuthor(db: Db, slug: string, locale: Locale): Promise<ArticleAuthor | null> {
  const [id] = await findEntityIdsBySlugs(db, 'author', [slug], locale);
  return id === undefined ? null : getAuthorById(db, id, locale);
}

// --- configuration_article_list -----------------------------------------------------------------

export type ArticleListConfigurationRecord = Omit<ArticleListConfiguration, 'featured_articles'> & {
  featured: ArticleRecord[];
};

/** configuration_article_list: the list page's title and perex and its published featured articles. */
export async function getArticleListConfiguration(
  db: Db,
  locale: Locale,
  now: Date,
): Promise<ArticleListConfigurationRecord | null> {
  const [row] = await db.select().from(articleListConfiguration).where(eq(articleListConfiguration.id, 1));
  if (!row) return null;
  return {
    title: translate(row.title, locale),
    perex: row.perex ? translate(row.perex, locale) : null,
    featured: await getPublishedArticles(db, row.featuredArticleIds, locale, now),
  };
}

// --- category pages' linked articles ------------------------------------------------------------

/** The published articles a store category's page links to, in their order. */
export async function getLinkedArticles(
  db: Db,
  storeCategoryId: number,
  locale: Locale,
  now: Date,
): Promise<{ _id: string; title: string; short_title: string | null; slug: string }[]> {
  const rows = await db
    .select({ article: articles })
    .from(categoryLinkedArticles)
    .innerJoin(articles, eq(articles.id, categoryLinkedArticles.articleId))
    .where(and(eq(categoryLinkedArticles.categoryId, storeCategoryId), isPublished(now)))
    .orderBy(asc(categoryLinkedArticles.position), asc(articles.id));
  const records = await toRecords(
    db,
    rows.map((r) => r.article),
    locale,
  );
  return records.map((a) => ({
    _id: a._id,
    title: a.title,
    short_title: a.short_title,
    slug: a.page_meta.slug,
  }));
}
