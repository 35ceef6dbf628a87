import { and, eq, inArray } from 'drizzle-orm';
import type { Locale, PageMeta } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { translate } from '../../../http/locale.ts';
import { cleanHtml } from '../../../http/sanitize-html.ts';
import { categoryContents, pageMeta } from '../tables.ts';

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
    db
      .select()
      .from(pageMeta)
      .where(and(eq(pageMeta.entityType, 'category'), inArray(pageMeta.entityId, categoryIds))),
  ]);
  const out = new Map<number, CategoryContent>();
  for (const id of categoryIds) {
    const content = contents.find((c) => c.categoryId === id);
    const own = metas.filter((m) => m.entityId === id);
    out.set(id, {
      // Sanitised here so every reader (catalogue category, CMS category) serves safe HTML.
      description: content?.description ? cleanHtml(translate(content.description, locale)) : null,
      textBelowProducts: content?.textBelowProducts
        ? cleanHtml(translate(content.textBelowProducts, locale))
        : null,
      pageMeta: toPageMeta(own, locale),
    });
  }
  return out;
}

type PageMetaRow = typeof pageMeta.$inferSelect;
const localeOrder: PageMetaRow['locale'][] = ['cs', 'sk', 'de'];

/** The locale's page_meta row (falling back to cs) plus every locale's slug as canonical_slugs. */
export function toPageMeta(rows: PageMetaRow[], locale: Locale): PageMeta | null {
  const row = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === 'cs') ?? rows[0];
  if (!row) return null;
  return {
    slug: row.slug,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    seo_keywords: row.seoKeywords,
    share_image: row.shareImage,
    meta_noindex: row.metaNoindex,
    meta_nofollow: row.metaNofollow,
    // In the shop's language order, whatever order the rows came in.
    canonical_slugs: [...rows]
      .sort((a, b) => localeOrder.indexOf(a.locale) - localeOrder.indexOf(b.locale))
      .map((r) => ({ language: r.locale, slug: r.slug })),
  };
}
