import { inArray } from 'drizzle-orm';
import type { Locale, PageMeta } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { translate } from '../../../http/locale.ts';
import { cleanHtml } from '../../../http/sanitize-html.ts';
import { categoryContents } from '../tables.ts';
import { getPageMetas } from '../../publishing/index.ts';

export interface CategoryContent {
  description: string | null;
  textBelowProducts: string | null;
  pageMeta: PageMeta | null;
}

/** CMS texts and SEO data of store categories, keyed by category id. */
export async function getCategoryContents(
  db: Db,
  categoryIds: number[],
  locale: Locale,
): Promise<Map<number, CategoryContent>> {
  if (categoryIds.length === 0) return new Map();
  const [contents, metas] = await Promise.all([
    db.select().from(categoryContents).where(inArray(categoryContents.categoryId, categoryIds)),
    getPageMetas(db, 'category', categoryIds, locale),
  ]);
  const out = new Map<number, CategoryContent>();
  for (const id of categoryIds) {
    const content = contents.find((c) => c.categoryId === id);
    out.set(id, {
      // Sanitised here so every reader (catalogue category, CMS category) serves safe HTML.
      description: content?.description ? cleanHtml(translate(content.description, locale)) : null,
      textBelowProducts: content?.textBelowProducts
        ? cleanHtml(translate(content.textBelowProducts, locale))
        : null,
      pageMeta: metas.get(id) ?? null,
    });
  }
  return out;
}

/** The tile pictures of store categories (top_category_image), keyed by category id; those without one are left out. */
export async function topCategoryImages(db: Db, categoryIds: number[]): Promise<Map<number, string>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await db
    .select({ id: categoryContents.categoryId, image: categoryContents.topCategoryImage })
    .from(categoryContents)
    .where(inArray(categoryContents.categoryId, categoryIds));
  return new Map(rows.flatMap((r) => (r.image ? [[r.id, r.image] as const] : [])));
}
