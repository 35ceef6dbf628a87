import { and, eq } from 'drizzle-orm';
import type { Locale, UrlRewriteResponse } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { getPageMetas } from '../page-meta/service.ts';
import { urlRewrites } from '../tables.ts';

/** Trailing slashes do not make another path: `/a/` and `/a` are the same page. */
export const normalisePath = (path: string): string => path.replace(/\/+$/, '') || '/';

/** The page a storefront path shows in the locale; null when the path is not rewritten. */
export async function findUrlRewrite(
  db: Db,
  locale: Locale,
  path: string,
): Promise<UrlRewriteResponse | null> {
  const [row] = await db
    .select()
    .from(urlRewrites)
    .where(and(eq(urlRewrites.locale, locale), eq(urlRewrites.path, normalisePath(path))));
  if (!row) return null;
  const meta = (await getPageMetas(db, 'page', [row.pageId], locale)).get(row.pageId);
  return meta ? { type: 'page', page_meta: { slug: meta.slug } } : null;
}
