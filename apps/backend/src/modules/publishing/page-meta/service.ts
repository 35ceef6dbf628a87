import { and, eq, inArray } from 'drizzle-orm';
import type { Locale, PageMeta } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { pageMeta } from '../tables.ts';

export type PageMetaEntity = (typeof pageMeta.$inferSelect)['entityType'];

type PageMetaRow = typeof pageMeta.$inferSelect;
const localeOrder: PageMetaRow['locale'][] = ['cs', 'sk', 'de'];

/** The locale's page_meta row (falling back to cs) plus every locale's slug as canonical_slugs. */
function toPageMeta(rows: PageMetaRow[], locale: Locale): PageMeta | null {
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

/** page_meta of many entities of one type, keyed by entity id (locale row, falling back to cs). */
export async function getPageMetas(
  db: Db,
  entityType: PageMetaEntity,
  ids: number[],
  locale: Locale,
): Promise<Map<number, PageMeta>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(pageMeta)
    .where(and(eq(pageMeta.entityType, entityType), inArray(pageMeta.entityId, ids)));
  const out = new Map<number, PageMeta>();
  for (const id of ids) {
    const meta = toPageMeta(
      rows.filter((r) => r.entityId === id),
      locale,
    );
    if (meta) out.set(id, meta);
  }
  return out;
}

/**
 * Entity ids for slugs, in the order asked: the locale's slug first, then the Czech one, so a
 * link shared from the Czech shop still opens in Slovak.
 */
export async function findEntityIdsBySlugs(
  db: Db,
  entityType: PageMetaEntity,
  slugs: string[],
  locale: Locale,
): Promise<number[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ entityId: pageMeta.entityId, locale: pageMeta.locale, slug: pageMeta.slug })
    .from(pageMeta)
    .where(
      and(
        eq(pageMeta.entityType, entityType),
        inArray(pageMeta.slug, slugs),
        inArray(pageMeta.locale, locale === 'cs' ? ['cs'] : [locale, 'cs']),
      ),
    );
  const ids = slugs.flatMap((slug) => {
    const hit = rows.find((r) => r.slug === slug && r.locale === locale) ?? rows.find((r) => r.slug === slug);
    return hit ? [hit.entityId] : [];
  });
  return [...new Set(ids)];
}

/** The ids of the entities of a type that have an address (a page_meta row in some locale). */
export async function entityIdsWithPageMeta(db: Db, entityType: PageMetaEntity): Promise<number[]> {
  const rows = await db
    .selectDistinct({ entityId: pageMeta.entityId })
    .from(pageMeta)
    .where(eq(pageMeta.entityType, entityType));
  return rows.map((r) => r.entityId);
}
