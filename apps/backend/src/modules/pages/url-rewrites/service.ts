import { and, eq } from 'drizzle-orm';
import type { Locale, UrlRewriteResponse } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { getPageMetas, isPublished } from '../../publishing/index.ts';
import { pages, urlRewrites } from '../tables.ts';
import { normalisePath } from '../../navigation/index.ts';

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
