import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.ts';
import { rememberTransactionRoot } from './per-database-cache.ts';
import { QueuedClient } from './queued-client.ts';
import { pgliteStats, postgresPoolStats, type PoolStats } from './pool-stats.ts';

export type Schema = typeof schema;
/** Drizzle over PGlite or node-postgres: the same query builder and schema objects for both. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, accepted wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations from src/db/migrations. */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** How busy the connections are right now (metrics). */
  poolStats(): PoolStats;
  /**
   * PGlite only: a consistent copy of the data directory, as a tar file, taken while the database
   * is in use (PostgreSQL is backed up with pg_dump).
   */
  dumpDataDir?(): Promise<Blob>;
  /** Flushes PGlite to disk or ends the pool. Idempotent. */
  close(): Promise<void>;
}

export type DatabaseTarget = (
  | {
      kind: 'pglite';
      dataDir?: string; // no dataDir: in memory (tests)
      /** A dumpDataDir() tar to create the database from; dataDir must hold no database yet. */
      loadDataDir?: Blob;
    }
  | {
      kind: 'postgres';
      url: string;
      max?: number;
      /** An idle connection failed (server restart, admin termination); the pool replaces it. */
      onConnectionError?: (err: Error) => void;
    }
) & {
  /** Called with every statement sent (tests and benchmarks count them). */
  onQuery?: (statement: string) => void;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Lets per-database caches know which database a transaction handle belongs to. */
function withTransactionRoots<D extends Db>(db: D): D {
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) =>
    transaction((tx) => {
      rememberTransactionRoot(tx, db);
      return run(tx);
    }, config)) as D['transaction'];
  return db;
}

const queryLogger = (target: DatabaseTarget) =>
  target.onQuery ? { logQuery: (statement: string) => target.onQuery!(statement) } : undefined;

export async function connectDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.max ?? 10, Client: QueuedClient });
    // Without a listener, an idle connection's error would crash the process.
    pool.on('error', (err) => target.onConnectionError?.(err));
    const db = withTransactionRoots(drizzlePg({ client: pool, schema, logger: queryLogger(target) }));
    let closed = false;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      poolStats: postgresPoolStats(pool),
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }

  if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: target.dataDir,
    extensions: { unaccent, pg_trgm },
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  const poolStats = pgliteStats(client);
  const db = withTransactionRoots(drizzlePglite({ client, schema, logger: queryLogger(target) }));
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats,
    // Taken holding the transaction lock, so that no transaction is half done in the copy, and
    // after a checkpoint, so that opening the copy has little write-ahead log to replay.
    dumpDataDir: () =>
      client.transaction(async (tx) => {
        await tx.exec('checkpoint');
        return client.dumpDataDir('none');
      }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
