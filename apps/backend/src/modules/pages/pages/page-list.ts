import { and, asc, eq } from 'drizzle-orm';
import type { Locale, PageListItem } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { translate } from '../../../http/locale.ts';
import { getPageMetas, isPublished } from '../../publishing/index.ts';
import { pages } from '../tables.ts';

type PageKind = PageListItem['kind'];

/** pages: every published page that has page_meta (only those can be linked from menus), by id, optionally of one kind. */
export async function listPages(db: Db, locale: Locale, kind?: PageKind): Promise<PageListItem[]> {
  const rows = await db
    .select({ id: pages.id, title: pages.title, kind: pages.kind })
    .from(pages)
    .where(and(isPublished(pages.publishedAt), kind ? eq(pages.kind, kind) : undefined))
    .orderBy(asc(pages.id));
  const metas = await getPageMetas(
    db,
    'page',
    rows.map((r) => r.id),
    locale,
  );
  return rows.flatMap((row) => {
    const meta = metas.get(row.id);
    return meta
      ? [{ _id: String(row.id), title: translate(row.title, locale), kind: row.kind, page_meta: meta }]
      : [];
  });
}
