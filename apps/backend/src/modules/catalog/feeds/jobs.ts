import type { Db } from '../../../db/client.ts';
import type { JobHandlers, JobLogger } from '../../jobs/index.ts';
import { buildProductFeeds, type FeedShop } from './build.ts';

/** The 'product-feeds' job: rebuilds every feed. */
export function createProductFeedJobHandlers(deps: { db: Db; shop: FeedShop; log: JobLogger }): JobHandlers {
  return {
    'product-feeds': async () => {
      const built = await buildProductFeeds(deps.db, deps.shop);
      deps.log.info({ feeds: built }, 'product feeds built');
    },
  };
}
