import { and, asc, desc, inArray } from 'drizzle-orm';
import type { CuratedGuideRef, Locale } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { translate } from '../../../http/locale.ts';
import { getPageMetas, isPublished } from '../../publishing/index.ts';
import { curatedGuides } from '../tables.ts';

export type CuratedGuideRow = typeof curatedGuides.$inferSelect;

/** A guide as lists and links show it; null without a slug (a guide without one has no page). */
export function toCuratedGuideRef(
  row: CuratedGuideRow,
  meta: CuratedGuideRef['page_meta'] | undefined,
  locale: Locale,
): CuratedGuideRef | null {
  if (!meta) return null;
  const title = translate(row.title, locale);
  return {
    _id: String(row.id),
    title,
    subtitle: row.subtitle ? translate(row.subtitle, locale) : null,
    perex: row.perex ? translate(row.perex, locale) : null,
    image: row.image ? { path: row.image, alt: title } : null,
    page_meta: meta,
  };
}

/** Published curated guides with a slug, heaviest first; only those of `ids` when given (in that order). */
export async function listCuratedGuideRefs(
  db: Db,
  locale: Locale,
  ids?: number[],
): Promise<CuratedGuideRef[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select()
    .from(curatedGuides)
    .where(and(isPublished(curatedGuides.publishedAt), ids ? inArray(curatedGuides.id, ids) : undefined))
    .orderBy(desc(curatedGuides.weight), asc(curatedGuides.id));
  const metas = await getPageMetas(
    db,
    'curated_guide',
    rows.map((r) => r.id),
    locale,
  );
  const ordered = ids ? ids.flatMap((id) => rows.filter((r) => r.id === id)) : rows;
  return ordered.flatMap((r) => {
    const ref = toCuratedGuideRef(r, metas.get(r.id), locale);
    return ref ? [ref] : [];
  });
}
