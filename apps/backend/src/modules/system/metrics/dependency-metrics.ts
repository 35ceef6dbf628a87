import { Counter, Gauge, type Registry } from 'prom-client';
import type { Database } from '../../../db/client.ts';
import { perDatabaseCacheLookups } from '../../../db/per-database-cache.ts';
import { jobQueueStats } from '../../jobs/index.ts';

/** A scrape must answer even when the database does not. */
const QUERY_TIMEOUT_MS = 1000;

/**
 * What the process depends on, read when scraped: the database connections, the job queue's
 * backlog (through the jobs module's service) and the hit rate of the per-database caches.
 */
export function observeDependencies(registry: Registry, database: Pick<Database, 'db' | 'poolStats'>): void {
  const pool = (name: string, help: string, read: (s: ReturnType<Database['poolStats']>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(database.poolStats()));
      },
    });
  pool('shop_db_pool_connections', 'Open database connections (the embedded database: 1)', (s) => s.total);
  pool('shop_db_pool_idle_connections', 'Open database connections with nothing to do', (s) => s.idle);
  pool(
    'shop_db_pool_waiting',
    'Callers waiting for a database connection (the embedded database: for its one connection)',
    (s) => s.waiting,
  );
  pool(
    'shop_db_queued_queries',
    'Queries queued behind another on a PostgreSQL connection their caller holds',
    (s) => s.queuedQueries,
  );

  // Both gauges come from one query per scrape.
  const queue = sharedWhilePending(() => withTimeout(jobQueueStats(database.db), QUERY_TIMEOUT_MS));
  const job = (name: string, help: string, read: (s: Awaited<ReturnType<typeof jobQueueStats>>) => number) =>
    new Gauge({
      name,
      help: `${help}; NaN when the database did not answer`,
      registers: [registry],
      async collect() {
        this.set(await queue().then(read, () => NaN));
      },
    });
  job('shop_jobs_pending', 'After-commit jobs due and not yet taken by a runner', (s) => s.pending);
  job(
    'shop_jobs_oldest_pending_age_seconds',
    'How long the job due the longest has waited since it became due (0: none waits)',
    (s) => s.oldestAgeSeconds,
  );

  const lookups = (name: string, help: string, read: (c: { hits: number; misses: number }) => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read(perDatabaseCacheLookups()));
      },
    });
  lookups('shop_db_cache_hits_total', 'Look-ups the per-database caches answered from memory', (c) => c.hits);
  lookups(
    'shop_db_cache_misses_total',
    'Look-ups the per-database caches loaded from the database',
    (c) => c.misses,
  );
}

/** One call in flight at a time: callers that come while it runs share its answer. */
function sharedWhilePending<T>(call: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= call().finally(() => (pending = undefined));
    return pending;
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
