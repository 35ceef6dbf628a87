import { and, eq, sql } from 'drizzle-orm';
import type { CmsPage, Locale } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { translatedSql } from '../../../db/columns.ts';
import { queryRows } from '../../../db/query.ts';
import { translate } from '../../../http/locale.ts';
import { allTerms } from '../../catalog/index.ts';
import { cleanHtml } from '../../../http/sanitize-html.ts';
import { findEntityIdsBySlugs, getPageMetas, isPublished, slugsByEntity } from '../../publishing/index.ts';
import { pages } from '../tables.ts';

/** page(slug): a text page with sanitised content; null when there is none. */
export async function getPage(db: Db, slug: string, locale: Locale): Promise<CmsPage | null> {
  const [id] = await findEntityIdsBySlugs(db, 'page', [slug], locale);
  if (id === undefined) return null;
  const [[row], metas] = await Promise.all([
    db
      .select()
      .from(pages)
      .where(and(eq(pages.id, id), isPublished(pages.publishedAt))),
    getPageMetas(db, 'page', [id], locale),
  ]);
  const meta = metas.get(id);
  if (!row || !meta) return null;
  return {
    _id: String(row.id),
    title: translate(row.title, locale),
    content: cleanHtml(translate(row.content, locale)) ?? '',
    custom_menu_code: row.customMenuCode,
    contact_box: row.contactBox && {
      title_frontend: translate(row.contactBox.title, locale),
      description: cleanHtml(translate(row.contactBox.description, locale)) ?? '',
      show_button: row.contactBox.showButton,
    },
    page_meta: meta,
  };
}

/**
 * Text pages whose title (in the locale, else Czech) holds every search term, as the search
 * dropdown links them; pages without a slug in the locale or in Czech are left out.
 */
export async function searchPages(
  db: Db,
  terms: string[],
  locale: Locale,
  limit: number,
): Promise<{ title: string; slug: string }[]> {
  if (terms.length === 0) return [];
  const localTitle = translatedSql(sql`p.title`, locale);
  const title = sql`public.shop_unaccent(lower(${localTitle}))`;
  const rows = await queryRows<{ id: number; title: string }>(
    db,
    sql`select p.id, ${localTitle} as title
          from pages.pages p
         where p.published_at <= now() and ${allTerms(title, terms)}
         order by p.id`,
  );
  const slugs = await slugsByEntity(
    db,
    'page',
    rows.map((r) => r.id),
  );
  return rows
    .flatMap((r) => {
      // An entity without a Czech row has an empty Czech slug.
      const slug = slugs.get(r.id)?.[locale] || slugs.get(r.id)?.cs;
      return slug ? [{ title: r.title, slug }] : [];
    })
    .slice(0, limit);
}
