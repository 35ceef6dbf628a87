import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.ts';
import {
  PACKETA_FEED_BASE_URL,
  packetaFeedUrl,
} from '../../../integrations/packeta/packeta-feed-protocol.ts';
import {
  packetaFeedDouble,
  PACKETA_FEED_DOUBLE_BASE,
} from '../../../integrations/packeta/packeta-feed-double.ts';
import { packetaPickupPointFeed, type PickupPointFeed } from '../../../integrations/packeta/packeta-feed.ts';

/** Where the backend serves its doubles of Packeta (PACKETA=test). */
export const TEST_PACKETA_PREFIX = '/test-packeta';

/** Serves the double of Packeta's branch feed at PUBLIC_URL/test-packeta with PACKETA=test. */
export async function servePacketaFeedDouble(app: FastifyInstance, config: Config): Promise<void> {
  if (config.packeta.kind !== 'test') return;
  await app.register(packetaFeedDouble, { prefix: TEST_PACKETA_PREFIX, publicUrl: config.publicUrl });
}

/**
 * The pickup points' feed: Packeta's branch feed for the shop's API key, or in development the
 * double this backend serves, fetched over HTTP as Packeta's is.
 */
export function connectPickupPointFeed(config: Config): PickupPointFeed {
  const { kind, apiKey, feedUrl } = config.packeta;
  const base =
    feedUrl ??
    (kind === 'live'
      ? PACKETA_FEED_BASE_URL
      : `${config.publicUrl}${TEST_PACKETA_PREFIX}${PACKETA_FEED_DOUBLE_BASE}`);
  return packetaPickupPointFeed({ url: packetaFeedUrl(base, apiKey ?? 'test') });
}
