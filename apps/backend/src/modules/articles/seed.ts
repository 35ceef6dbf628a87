import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { insertChunked, syncIdentity } from '../../db/bulk.ts';
import type { Translated } from '../../db/columns.ts';
import { translate } from '../../http/locale.ts';
import type { ArticleDataset } from '../../seed/article-dataset.ts';
import type { SeoTexts } from '../../seed/dataset.ts';
import { seoColumns } from '../publishing/page-meta/seed.ts';
import {
  articleCategories,
  articleListConfiguration,
  articleTagLinks,
  articleTags,
  articles,
  authors,
  categoryLinkedArticles,
} from './tables.ts';
import { pageMeta } from '../publishing/tables.ts';

const locales = ['cs', 'sk', 'de'] as const;
type PageMetaInsert = typeof pageMeta.$inferInsert;

/** One page_meta row per locale the entity is translated to (its title has that locale), with its SEO texts. */
function metaRows(
  entityType: PageMetaInsert['entityType'],
  entityId: number,
  slug: string,
  title: Translated | null,
  seo: SeoTexts & { keywords?: Translated; image?: string } = {},
): PageMetaInsert[] {
  return locales
    .filter((l) => l === 'cs' || title?.[l] !== undefined)
    .map((locale) => ({
      entityType,
      entityId,
      locale,
      slug,
      ...seoColumns(seo, locale),
      seoKeywords: seo.keywords ? translate(seo.keywords, locale) : null,
      shareImage: seo.image ?? null,
    }));
}

/** Writes the articles, their categories, tags, authors, slugs and category links. */
export async function seedArticles(tx: Tx, data: ArticleDataset | undefined): Promise<void> {
  if (!data) return;
  // Master categories first: a child refers to its master.
  const ordered = [...data.categories].sort(
    (a, b) => Number(a.masterId !== undefined) - Number(b.masterId !== undefined),
  );
  await insertChunked(
    tx,
    articleCategories,
    ordered.map((c) => ({
      id: c.id,
      title: c.title,
      menuTitle: c.menuTitle ?? null,
      perex: c.perex ?? null,
      weight: c.weight,
      masterCategoryId: c.masterId ?? null,
    })),
  );
  await insertChunked(
    tx,
    articleTags,
    data.tags.map((t) => ({ id: t.id, title: t.title, perex: t.perex ?? null })),
  );
  await insertChunked(
    tx,
    authors,
    data.authors.map((a) => ({
      id: a.id,
      title: a.title,
      perex: a.perex ?? null,
      image: a.image ?? null,
      content: a.content ?? null,
      hasPage: a.hasPage,
    })),
  );
  await insertChunked(
    tx,
    articles,
    data.articles.map((a) => ({
      id: a.id,
      datePublished: new Date(a.datePublished),
      createdAt: new Date(a.datePublished),
      title: a.title,
      shortTitle: a.shortTitle ?? null,
      perex: a.perex ?? null,
      content: a.content,
      contentBlocks: [],
      image: a.image ?? null,
      imageAlt: a.imageAlt ?? null,
      siteEnabled: a.siteEnabled ?? true,
      authorId: a.authorId ?? null,
      categoryId: a.categoryId ?? null,
    })),
  );
  await insertChunked(
    tx,
    articleTagLinks,
    data.articles.flatMap((a) => a.tagIds.map((tagId) => ({ articleId: a.id, tagId }))),
  );
  // A category page lists its linked articles in the data set's order.
  const positions = new Map<number, number>();
  await insertChunked(
    tx,
    categoryLinkedArticles,
    data.articles.flatMap((a) =>
      (a.linkedCategoryIds ?? []).map((categoryId) => {
        const position = positions.get(categoryId) ?? 0;
        positions.set(categoryId, position + 1);
        return { categoryId, articleId: a.id, position };
      }),
    ),
  );
  await insertChunked(tx, articleListConfiguration, [
    {
      id: 1,
      title: data.list.title,
      perex: data.list.perex ?? null,
      featuredArticleIds: data.list.featuredArticleIds,
    },
  ]);
  await insertChunked(tx, pageMeta, [
    ...data.categories.flatMap((c) => metaRows('article_category', c.id, c.slug, c.title, c.seo)),
    ...data.tags.flatMap((t) => metaRows('article_tag', t.id, t.slug, t.title)),
    // Authors' names are not translated: every locale gets the author's slug.
    ...data.authors.flatMap((a) =>
      metaRows('author', a.id, a.slug, { cs: a.title, sk: a.title, de: a.title }, { title: { cs: a.title } }),
    ),
    ...data.articles.flatMap((a) => metaRows('article', a.id, a.slug, a.title, { ...a.seo, image: a.image })),
  ]);
  for (const t of [
    'articles.article_categories',
    'articles.article_tags',
    'articles.authors',
    'articles.articles',
  ])
    await syncIdentity(tx, t);
  await syncIdentity(tx, 'publishing.page_meta');
}

/** Empties the article tables (their slugs go with publishing.page_meta). */
export async function truncateArticles(tx: Tx): Promise<void> {
  await tx.execute(sql`truncate
    articles.category_linked_articles, articles.article_tag_links, articles.article_list_configuration,
    articles.articles, articles.authors, articles.article_tags, articles.article_categories
    restart identity cascade`);
}
