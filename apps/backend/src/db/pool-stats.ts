import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { QueuedClient } from './queued-client.ts';

/**
 * How busy the database connections are, read at scrape time. The embedded database is a pool of
 * one connection that runs one statement or transaction at a time.
 */
export interface PoolStats {
  /** Open connections. */
  total: number;
  /** Connections with nothing to do. */
  idle: number;
  /** Callers waiting for a connection (PGlite: for the one connection). */
  waiting: number;
  /** Queries queued behind another on a connection they already hold (PostgreSQL). */
  queuedQueries: number;
}

/** The pool's own counts, and the queries queued on its connections. */
export function postgresPoolStats(pool: pg.Pool): () => PoolStats {
  const clients = new Set<QueuedClient>();
  pool.on('connect', (client) => {
    if (client instanceof QueuedClient) clients.add(client);
  });
  pool.on('remove', (client) => {
    if (client instanceof QueuedClient) clients.delete(client);
  });
  return () => {
    let queuedQueries = 0;
    for (const client of clients) queuedQueries += client.queuedQueries;
    return {
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      queuedQueries,
    };
  };
}

/**
 * Counts the calls in flight on a PGlite instance: each of query, exec and transaction takes the
 * instance's lock, so all but one of them wait.
 */
export function pgliteStats(client: PGlite): () => PoolStats {
  let inFlight = 0;
  const counted = <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async function (this: PGlite, ...args: A): Promise<R> {
      inFlight++;
      try {
        return await call.apply(this, args);
      } finally {
        inFlight--;
      }
    };
  client.query = counted(client.query) as PGlite['query'];
  client.exec = counted(client.exec) as PGlite['exec'];
  client.transaction = counted(client.transaction) as PGlite['transaction'];
  return () => ({
    total: client.closed ? 0 : 1,
    idle: !client.closed && inFlight === 0 ? 1 : 0,
    waiting: Math.max(0, inFlight - 1),
    queuedQueries: 0,
  });
}
