import { createHash } from 'node:crypto';
import { createGzip, type Gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { productFeeds } from '../tables.ts';
import { feedDeliveries, type DeliveryMethods } from './delivery.ts';
import { feedFormats } from './formats.ts';
import { feedItems, type FeedSite } from './items.ts';
import { FEED_TARGETS, type FeedTarget } from './targets.ts';

export interface FeedShop extends FeedSite {
  /** The shop's name, for Google's channel. */
  name: string;
  deliveryMethods: DeliveryMethods;
}

export interface BuiltFeed extends FeedTarget {
  productCount: number;
  bytes: number;
  ms: number;
}

/** A gzip stream collecting its output: only the compressed file is held in memory. */
function gzipSink(): { gzip: Gzip; done: Promise<Buffer> } {
  const gzip = createGzip({ level: 6 });
  const chunks: Buffer[] = [];
  gzip.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    gzip.on('end', () => resolve(Buffer.concat(chunks)));
    gzip.on('error', reject);
  });
  return { gzip, done };
}

/** Writes text, waiting when the compressor's buffer is full. */
const write = (gzip: Gzip, text: string) =>
  text === '' || gzip.write(text)
    ? Promise.resolve()
    : new Promise<void>((r) => gzip.once('drain', () => r()));

/**
 * Builds every feed and stores each gzipped with its ETag (a hash of the file). The catalogue is
 * read once per locale and currency, a chunk of products at a time, and each chunk's offers go
 * straight into the compressors of that locale's feeds: memory holds one chunk and the compressed
 * files, not the XML.
 */
export async function buildProductFeeds(
  db: Db,
  shop: FeedShop,
  targets: readonly FeedTarget[] = FEED_TARGETS,
): Promise<BuiltFeed[]> {
  const groups = new Map<string, FeedTarget[]>();
  for (const t of targets)
    groups.set(`${t.locale}|${t.currency}`, [...(groups.get(`${t.locale}|${t.currency}`) ?? []), t]);
  const built: BuiltFeed[] = [];
  for (const group of groups.values()) {
    const started = performance.now();
    const { locale, currency } = group[0]!;
    const deliveries = await feedDeliveries(shop.deliveryMethods, locale, currency);
    const sinks = group.map((t) => ({ t, ...gzipSink(), products: new Set<number>() }));
    for (const s of sinks)
      await write(s.gzip, feedFormats[s.t.format].head(s.t, { name: shop.name, url: shop.storefrontUrl }));
    for await (const items of feedItems(db, shop, locale, currency)) {
      for (const s of sinks) {
        const format = feedFormats[s.t.format];
        let text = '';
        for (const item of items) {
          const written = format.item(item, deliveries, s.t);
          if (written) {
            text += written;
            s.products.add(item.productId);
          }
        }
        await write(s.gzip, text);
      }
    }
    for (const s of sinks) {
      s.gzip.end(feedFormats[s.t.format].tail);
      const body = await s.done;
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      await db
        .insert(productFeeds)
        .values({
          format: s.t.format,
          locale: s.t.locale,
          currencyCode: s.t.currency,
          bodyGzip: body,
          etag,
          productCount: s.products.size,
          builtAt: new Date(),
        })
        .onConflictDoUpdate({
          target: [productFeeds.format, productFeeds.locale, productFeeds.currencyCode],
          set: { bodyGzip: body, etag, productCount: s.products.size, builtAt: sql`now()` },
        });
      built.push({
        ...s.t,
        productCount: s.products.size,
        bytes: body.length,
        ms: Math.round(performance.now() - started),
      });
    }
  }
  return built;
}
