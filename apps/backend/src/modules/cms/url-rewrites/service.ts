import { and, eq } from 'drizzle-orm';
import type { Locale, UrlRewriteResponse } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { getPageMetas } from '../page-meta/service.ts';
import { isPublished } from '../publication/state.ts';
import { pages, urlRewrites } from '../tables.ts';

/** Trailing slashes do not make another path: `/a/` and `/a` are the same page. */
export const normalisePath = (path: string): string => path.replace(/\/+$/, '') || '/';

/** The published page a storefront path shows in the locale; null when the path is not rewritten. */
export async function findUrlRewrite(
  db: Db,
  locale: Locale,
  path: string,
): Promise<UrlRewriteResponse | null> {
  const [row] = await db
    .select({ pageId: urlRewrites.pageId })
    .from(urlRewrites)
    .innerJoin(pages, eq(pages.id, urlRewrites.pageId))
    .where(
      and(
        eq(urlRewrites.locale, locale),
        eq(urlRewrites.path, normalisePath(path)),
        isPublished(pages.publishedAt),
      ),
    );
  if (!row) return null;
  const meta = (await getPageMetas(db, 'page', [row.pageId], locale)).get(row.pageId);
  return meta ? { type: 'page', page_meta: { slug: meta.slug } } : null;
}
