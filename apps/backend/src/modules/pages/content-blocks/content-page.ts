import { and, eq } from 'drizzle-orm';
import type { ContentPage, Locale } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { translate } from '../../../http/locale.ts';
import { cleanHtml } from '../../../http/sanitize-html.ts';
import { findEntityIdsBySlugs, getPageMetas, isPublished } from '../../publishing/index.ts';
import { pages } from '../tables.ts';
import { resolveContentBlocks, type BlockAudience } from './service.ts';
import { readStoredBlocks } from './stored.ts';

/** How many pages `count` blocks make at `perPage` a page (null: all on one); never fewer than one. */
export function pageCount(count: number, perPage: number | null): number {
  if (!perPage || perPage < 1) return 1;
  return Math.max(1, Math.ceil(count / perPage));
}

/**
 * content_page(slug, page): a page of kind content_page with the blocks of page `page` (from 1) of
 * `blocks_per_page` each; null for an unknown slug, another kind of page or a page number past the last.
 */
export async function getContentPage(
  db: Db,
  slug: string,
  page: number,
  audience: BlockAudience & { locale: Locale },
): Promise<ContentPage | null> {
  const { locale } = audience;
  const [id] = await findEntityIdsBySlugs(db, 'page', [slug], locale);
  if (id === undefined || !Number.isInteger(page) || page < 1) return null;
  const [[row], metas] = await Promise.all([
    db
      .select()
      .from(pages)
      .where(and(eq(pages.id, id), eq(pages.kind, 'content_page'), isPublished(pages.publishedAt))),
    getPageMetas(db, 'page', [id], locale),
  ]);
  const meta = metas.get(id);
  if (!row || !meta) return null;
  const stored = readStoredBlocks(row.contentBlocks);
  const perPage = row.blocksPerPage && row.blocksPerPage > 0 ? row.blocksPerPage : null;
  const count = pageCount(stored.length, perPage);
  if (page > count) return null;
  const shown = perPage ? stored.slice((page - 1) * perPage, page * perPage) : stored;
  const title = translate(row.title, locale);
  const blocks = await resolveContentBlocks(db, shown, audience);
  const offset = perPage ? (page - 1) * perPage : 0;
  return {
    _id: String(row.id),
    title,
    content: cleanHtml(translate(row.content, locale)) ?? '',
    background_image: row.backgroundImage ? { path: row.backgroundImage, alt: title } : null,
    blocks_per_page: perPage,
    page,
    page_count: count,
    page_meta: meta,
    // Keys count through the whole page, so a block keeps its key on every page.
    content_blocks: blocks.map((b, i) => ({ ...b, _id: String(offset + i + 1) })),
  };
}

/** The blocks of any page (text pages show them after their content), all of them. */
export async function getPageBlocks(db: Db, pageId: number, audience: BlockAudience) {
  const [row] = await db.select({ blocks: pages.contentBlocks }).from(pages).where(eq(pages.id, pageId));
  return row ? resolveContentBlocks(db, row.blocks, audience) : [];
}
