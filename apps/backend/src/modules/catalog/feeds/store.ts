import { and, eq, sql } from 'drizzle-orm';
import type { AdminProductFeed } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { productFeeds } from '../tables.ts';
import { FEED_TARGETS, feedQuery, type FeedTarget } from './targets.ts';

/** A stored feed as served. */
export async function storedFeed(
  db: Db,
  t: FeedTarget,
): Promise<{ body: Buffer; etag: string; builtAt: Date } | null> {
  const [row] = await db
    .select({ body: productFeeds.bodyGzip, etag: productFeeds.etag, builtAt: productFeeds.builtAt })
    .from(productFeeds)
    .where(
      and(
        eq(productFeeds.format, t.format),
        eq(productFeeds.locale, t.locale),
        eq(productFeeds.currencyCode, t.currency),
      ),
    );
  return row ? { ...row, body: Buffer.from(row.body) } : null;
}

/** Every feed with its addresses, and its size and product count once built. */
export async function feedOverview(db: Db): Promise<AdminProductFeed[]> {
  const rows = await queryRows<{
    format: string;
    locale: string;
    currency_code: string;
    product_count: number;
    built_at: string;
    bytes: number;
  }>(
    db,
    sql`select format, locale, currency_code, product_count, built_at, octet_length(body_gzip) as bytes
          from catalog.product_feeds`,
  );
  return FEED_TARGETS.map((t) => {
    const row = rows.find(
      (r) => r.format === t.format && r.locale === t.locale && r.currency_code === t.currency,
    );
    return {
      format: t.format,
      locale: t.locale,
      currency: t.currency,
      apiPath: `/api/v1/feeds/${t.format}.xml?locale=${t.locale}&currency=${t.currency}`,
      storefrontPath: `/feeds/${t.format}.xml${feedQuery(t)}`,
      productCount: row?.product_count ?? null,
      builtAt: row ? new Date(row.built_at).toISOString() : null,
      bytes: row?.bytes ?? null,
    };
  });
}

/** Whether every feed has been built once. */
export async function feedsMissing(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from catalog.product_feeds`);
  return (row?.n ?? 0) < FEED_TARGETS.length;
}
