import { eq } from 'drizzle-orm';
import type { CmsPage, Locale } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { translate } from '../../../http/locale.ts';
import { cleanHtml } from '../html.ts';
import { findEntityIdsBySlugs, getPageMetas } from '../page-meta/service.ts';
import { pages } from '../tables.ts';

/** page(slug): a text page with sanitised content; null when there is none. */
export async function getPage(db: Db, slug: string, locale: Locale): Promise<CmsPage | null> {
  const [id] = await findEntityIdsBySlugs(db, 'page', [slug], locale);
  if (id === undefined) return null;
  const [[row], metas] = await Promise.all([
    db.select().from(pages).where(eq(pages.id, id)),
    getPageMetas(db, 'page', [id], locale),
  ]);
  const meta = metas.get(id);
  if (!row || !meta) return null;
  return {
    _id: String(row.id),
    title: translate(row.title, locale),
    content: cleanHtml(translate(row.content, locale)) ?? '',
    custom_menu_code: row.customMenuCode,
    page_meta: meta,
  };
}
