import type { ReadyResponse } from '@shop/contract';
import type { Database } from '../../../db/client.ts';

/** What readiness asks of Redis: a PING (the client the rate limits count with). */
export interface RedisPing {
  ping(): Promise<unknown>;
}

export const DATABASE_TIMEOUT_MS = 2000;
export const REDIS_TIMEOUT_MS = 500;

/**
 * Ready when the database answers `select 1` and, where the process counts its limits in Redis,
 * Redis answers PING, each within its timeout; both are asked at once. Answers each one's state.
 */
export async function readiness(
  database: Pick<Database, 'ping'>,
  redis: RedisPing | null,
  timeouts = { databaseMs: DATABASE_TIMEOUT_MS, redisMs: REDIS_TIMEOUT_MS },
): Promise<ReadyResponse> {
  const [db, cache] = await Promise.all([
    answers(() => database.ping(), timeouts.databaseMs),
    redis ? answers(() => redis.ping(), timeouts.redisMs) : undefined,
  ]);
  const checks: ReadyResponse['checks'] = { database: db ? 'up' : 'down' };
  if (cache !== undefined) checks.redis = cache ? 'up' : 'down';
  const ready = Object.values(checks).every((state) => state === 'up');
  return { status: ready ? 'ready' : 'unavailable', checks };
}

/** True when `call` resolves within `timeoutMs`. */
async function answers(call: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      call().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
