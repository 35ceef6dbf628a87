import { createHash } from 'node:crypto';
import { createGzip, type Gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { productFeeds } from '../tables.ts';
import { feedDeliveries, type DeliveryMethods } from './delivery.ts';
import { feedFormats } from './formats.ts';
import { feedItems, type FeedMarket, type FeedSite } from './items.ts';
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
 * read once for all of them, a chunk of products at a time, and each chunk's offers go straight
 * into the compressors of the feeds of their locale and currency: memory holds one chunk and the
 * compressed files, not the XML.
 */
export async function buildProductFeeds(
  db: Db,
  shop: FeedShop,
  targets: readonly FeedTarget[] = FEED_TARGETS,
): Promise<BuiltFeed[]> {
  const started = performance.now();
  const markets: FeedMarket[] = [];
  const marketOf = (t: FeedTarget) => {
    let i = markets.findIndex((m) => m.locale === t.locale && m.currency === t.currency);
    if (i < 0) i = markets.push({ locale: t.locale, currency: t.currency }) - 1;
    return i;
  };
  const sinks = targets.map((t) => ({ t, market: marketOf(t), ...gzipSink(), products: new Set<number>() }));
  const deliveries = await Promise.all(
    markets.map((m) => feedDeliveries(shop.deliveryMethods, m.locale, m.currency)),
  );
  for (const s of sinks)
    await write(s.gzip, feedFormats[s.t.format].head(s.t, { name: shop.name, url: shop.storefrontUrl }));
  for await (const chunk of feedItems(db, shop, markets)) {
    for (const s of sinks) {
      const format = feedFormats[s.t.format];
      let text = '';
      for (const item of chunk[s.market]!) {
        const written = format.item(item, deliveries[s.market]!, s.t);
        if (written) {
          text += written;
          s.products.add(item.productId);
        }
      }
      await write(s.gzip, text);
    }
  }
  const built: BuiltFeed[] = [];
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
  return built;
}
