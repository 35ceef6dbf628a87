import { and, eq, gt, inArray, not, sql } from 'drizzle-orm';
import { adminArticleContent, groupTags, itemTags, type PublicationState } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { Translated } from '../../db/columns.ts';
import { FieldsRefused } from '../../http/errors.ts';
import { categorySlug } from '../catalog/index.ts';
import {
  bodyText,
  storedHtml,
  storedText,
  type ContentDefinition,
  adminRefusals,
} from '../publishing/index.ts';
import { isArticlePublished } from './publication.ts';
import { checkContentBlocks } from '../pages/index.ts';
import { articleCategories, articles, authors, categoryLinkedArticles } from './tables.ts';

type Row = typeof articles.$inferSelect;
type Body = (typeof adminArticleContent)['_output'];

/** An article is a draft while it is not enabled for the site; scheduled while its date lies ahead. */
const articleStates: Record<PublicationState, () => ReturnType<typeof and>> = {
  draft: () => not(articles.siteEnabled),
  scheduled: () => and(eq(articles.siteEnabled, true), gt(articles.datePublished, sql`now()`)),
  published: () => isArticlePublished(),
};

async function refuseMissing(db: Tx, body: Body) {
  const [category] = body.category_id
    ? await db
        .select({ id: articleCategories.id })
        .from(articleCategories)
        .where(eq(articleCategories.id, body.category_id))
    : [{ id: 0 }];
  const [author] = body.author_id
    ? await db.select({ id: authors.id }).from(authors).where(eq(authors.id, body.author_id))
    : [{ id: 0 }];
  if (!category || !author)
    throw new FieldsRefused({
      category_id: category ? undefined : adminRefusals.invalid,
      author_id: author ? undefined : adminRefusals.invalid,
    });
}

export const articleContent: ContentDefinition<Body> = {
  type: 'articles',
  objectType: 'article',
  table: articles,
  id: articles.id,
  titleColumn: articles.title,
  metaEntity: 'article',
  preview: 'article',
  body: adminArticleContent,
  publication: {
    publishedAt: (row) =>
      (row as unknown as Row).siteEnabled ? (row as unknown as Row).datePublished : null,
    values: (at) => (at ? { siteEnabled: true, datePublished: at } : { siteEnabled: false }),
    where: (state) => articleStates[state]()!,
  },
  newRow: () => ({ datePublished: new Date() }),
  async values(tx, body) {
    await refuseMissing(tx, body);
    const blocks = body.content_blocks
      ? await checkContentBlocks(tx, body.content_blocks, 'content_blocks')
      : null;
    if (blocks && Object.keys(blocks.errors).length) throw new FieldsRefused(blocks.errors);
    return {
      title: storedText(body.title, 'title'),
      shortTitle: storedText(body.short_title, 'short_title', { optional: true }),
      perex: storedText(body.perex, 'perex', { optional: true }),
      content: storedHtml(body.content, 'content', { optional: true }) ?? { cs: '' },
      ...(blocks ? { contentBlocks: blocks.blocks } : {}),
      ...(body.image !== undefined ? { image: body.image || null } : {}),
      imageAlt: storedText(body.image_alt, 'image_alt', { optional: true }),
      ...(body.category_id !== undefined ? { categoryId: body.category_id } : {}),
      ...(body.author_id !== undefined ? { authorId: body.author_id } : {}),
    };
  },
  fields(raw) {
    const row = raw as unknown as Row;
    return {
      title: bodyText(row.title),
      short_title: bodyText(row.shortTitle),
      perex: bodyText(row.perex),
      content: bodyText(row.content),
      content_blocks: row.contentBlocks,
      image: row.image,
      image_alt: bodyText(row.imageAlt),
      category_id: row.categoryId,
      author_id: row.authorId,
    };
  },
  translatedTexts(raw) {
    const row = raw as unknown as Row;
    return [row.title, row.perex, row.content as Translated];
  },
  async tags(db: Db | Tx, row, slugs) {
    const links = await db
      .select({ categoryId: categoryLinkedArticles.categoryId })
      .from(categoryLinkedArticles)
      .where(inArray(categoryLinkedArticles.articleId, [row.id]));
    const categories = await Promise.all(links.map((l) => categorySlug(db as Db, l.categoryId)));
    return [
      // Lists, category, tag and author pages show the article too: the group tag stales them all.
      groupTags.articles,
      ...slugs.map((slug) => itemTags.article(slug)),
      ...categories.flatMap((slug) => (slug ? [itemTags.category(slug)] : [])),
    ];
  },
};
