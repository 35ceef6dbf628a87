import { and, desc, eq } from 'drizzle-orm';
import type { Infomail, InfomailItem, Locale } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { translate } from '../../../http/locale.ts';
import { cleanHtml } from '../../../http/sanitize-html.ts';
import { findEntityIdsBySlugs, getPageMetas, isPublished } from '../../publishing/index.ts';
import { infomails } from '../tables.ts';

/**
 * infomails(skip, limit): the shop's newsletters as sent, newest first (ties by the higher id), with
 * the total. Only published ones; an infomail without a slug cannot be opened and is not listed.
 */
export async function listInfomails(
  db: Db,
  locale: Locale,
  page: { skip: number; limit: number },
): Promise<{ total: number; items: InfomailItem[] }> {
  // Infomails are few (one a month or so): their slugs are read once and the page cut here.
  const rows = await db
    .select({ id: infomails.id, title: infomails.title, sentAt: infomails.sentAt })
    .from(infomails)
    .where(isPublished(infomails.publishedAt))
    .orderBy(desc(infomails.sentAt), desc(infomails.id));
  const metas = await getPageMetas(
    db,
    'infomail',
    rows.map((r) => r.id),
    locale,
  );
  const listed = rows.flatMap((row) => {
    const meta = metas.get(row.id);
    return meta
      ? [
          {
            _id: String(row.id),
            title: translate(row.title, locale),
            sent_at: row.sentAt.toISOString(),
            page_meta: meta,
          },
        ]
      : [];
  });
  return { total: listed.length, items: listed.slice(page.skip, page.skip + page.limit) };
}

/** infomail(slug): the infomail with its e-mail HTML and content sanitised; null when unknown. */
export async function getInfomail(db: Db, slug: string, locale: Locale): Promise<Infomail | null> {
  const [id] = await findEntityIdsBySlugs(db, 'infomail', [slug], locale);
  if (id === undefined) return null;
  const [[row], metas] = await Promise.all([
    db
      .select()
      .from(infomails)
      .where(and(eq(infomails.id, id), isPublished(infomails.publishedAt))),
    getPageMetas(db, 'infomail', [id], locale),
  ]);
  const meta = metas.get(id);
  if (!row || !meta) return null;
  return {
    _id: String(row.id),
    title: translate(row.title, locale),
    sent_at: row.sentAt.toISOString(),
    infomail_html: row.infomailHtml ? cleanHtml(translate(row.infomailHtml, locale)) : null,
    content: row.content ? cleanHtml(translate(row.content, locale)) : null,
    page_meta: meta,
  };
}
