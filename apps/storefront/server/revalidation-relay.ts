import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { logError } from '../src/lib/log';

/** The Redis channel on which storefront processes tell each other that pages went stale. */
export const REVALIDATED_CHANNEL = 'storefront:revalidated';

export interface RevalidationRelay {
  /** Tells the other processes that this one accepted a revalidation. */
  announce(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Several storefront processes each keep a page cache of their own, and the backend's revalidation
 * call reaches only the one the load balancer picks. That process announces it on Redis, and every
 * other process empties its page cache (`onRemote`). Next's own cache needs no message: its
 * revalidated tags are kept in Redis by its cache handler (next.config.ts).
 */
export async function revalidationRelay(redisUrl: string, onRemote: () => void): Promise<RevalidationRelay> {
  const self = randomUUID();
  const publisher = createClient({ url: redisUrl });
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber]) {
    client.on('error', (err: unknown) => logError('revalidation relay', err));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(REVALIDATED_CHANNEL, (from) => {
    if (from !== self) onRemote();
  });
  return {
    async announce() {
      await publisher.publish(REVALIDATED_CHANNEL, self);
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
