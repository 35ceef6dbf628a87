import { groupTags } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { enqueueJobOnce } from '../../jobs/index.ts';
import type { PriceRevalidator } from '../pricing/admin-routes.ts';
import { feedsMissing } from './store.ts';

/** How long after a catalogue change the feeds are rebuilt: changes meanwhile make one rebuild. */
export const FEED_REBUILD_DELAY_MS = 60_000;

/** Queues the feeds' rebuild, unless one is already waiting. */
export const scheduleFeedRebuild = (db: Db | Tx, delayMs = FEED_REBUILD_DELAY_MS) =>
  enqueueJobOnce(db, 'product-feeds', {}, delayMs);

/** The start of a product's item tag (itemTags.productId). */
const PRODUCT_TAG = 'product-id:';

/**
 * A revalidator that also rebuilds the feeds: every change that stales the storefront's catalogue
 * (groupTags.catalog: products, prices, listings) or a product's page (its stock, say) passes
 * through it, so no writer has to remember the feeds.
 */
export function withFeedRebuild(db: Db, revalidator: PriceRevalidator): PriceRevalidator {
  return {
    async notifyChanged(tags) {
      const stale = tags.some((t) => t === groupTags.catalog || t.startsWith(PRODUCT_TAG));
      // Like the revalidation itself this never fails the change: the next change or start queues it.
      if (stale) await scheduleFeedRebuild(db).catch(() => false);
      return revalidator.notifyChanged(tags);
    },
  };
}

/** At start: the feeds not built yet are built at once. */
export async function queueMissingFeeds(db: Db): Promise<void> {
  if (await feedsMissing(db)) await scheduleFeedRebuild(db, 0);
}
