import { eq } from 'drizzle-orm';
import type { AdminArticleBody, Locale } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { Translated } from '../../db/columns.ts';
import { translate } from '../../http/locale.ts';
import { categorySlug } from '../catalog/index.ts';
import { getPageMetas, withOptionalTranslation } from '../publishing/index.ts';
import { articles, categoryLinkedArticles } from './tables.ts';

/** One locale of a translated text set or cleared; an empty text clears it. */
const inLocale = (current: Translated | null, locale: Locale, value: string | null | undefined) =>
  withOptionalTranslation(current, locale, value === '' ? null : value);

/** The article as changed: what the operator gets back and what the revalidation names. */
export interface UpdatedArticle {
  id: number;
  slug: string;
  title: string;
  datePublished: Date;
  siteEnabled: boolean;
  /** Slugs of the store categories whose pages link to the article. */
  linkedCategorySlugs: string[];
}

/** Changes an article (one locale of its texts, its publishing date and switch); null when there is none. */
export async function updateArticle(
  db: Db,
  id: number,
  input: AdminArticleBody,
): Promise<UpdatedArticle | null> {
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
    if (!row) return null;
    const { locale } = input;
    const title = inLocale(row.title, locale, input.title) ?? row.title;
    const content = inLocale(row.content, locale, input.content) ?? { cs: '' };
    const [saved] = await tx
      .update(articles)
      .set({
        title,
        shortTitle: inLocale(row.shortTitle, locale, input.short_title),
        perex: inLocale(row.perex, locale, input.perex),
        content,
        datePublished: input.date_published ? new Date(input.date_published) : row.datePublished,
        siteEnabled: input.site_enabled ?? row.siteEnabled,
      })
      .where(eq(articles.id, id))
      .returning();
    return saved ?? null;
  });
  if (!updated) return null;
  const meta = (await getPageMetas(db, 'article', [id], input.locale)).get(id);
  const links = await db
    .select({ categoryId: categoryLinkedArticles.categoryId })
    .from(categoryLinkedArticles)
    .where(eq(categoryLinkedArticles.articleId, id));
  const slugs = await Promise.all(links.map((l) => categorySlug(db, l.categoryId)));
  return {
    id,
    slug: meta?.slug ?? String(id),
    title: translate(updated.title, input.locale),
    datePublished: updated.datePublished,
    siteEnabled: updated.siteEnabled,
    linkedCategorySlugs: slugs.flatMap((s) => (s === null ? [] : [s])),
  };
}
