import { and, eq, inArray } from 'drizzle-orm';
import type { Locale, PageMeta } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { toPageMeta } from '../category-content/service.ts';
import { pageMeta } from '../tables.ts';

export type PageMetaEntity = (typeof pageMeta.$inferSelect)['entityType'];

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
