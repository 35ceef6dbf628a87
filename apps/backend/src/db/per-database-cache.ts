import type { Db } from './client.ts';

/** Transaction handle -> the database it runs on (filled by connectDatabase's transaction wrapper). */
const transactionRoots = new WeakMap<object, Db>();

/** Records that `tx` runs on `db`, so caches kept per database serve transactions too. */
export function rememberTransactionRoot(tx: object, db: Db): void {
  transactionRoots.set(tx, db);
}

/** The database a transaction handle runs on (the handle itself when it is the database). */
export const databaseOf = (db: Db): Db => transactionRoots.get(db) ?? db;

/** Hits and misses of every per-database cache in this process, for the metrics. */
const lookups = { hits: 0, misses: 0 };

export function perDatabaseCacheLookups(): Readonly<typeof lookups> {
  return { ...lookups };
}

/**
 * A small, rarely changing data set loaded from the database and kept per database for `ttlMs`.
 * Inside a transaction the database's fresh copy is used; a miss there is loaded through the
 * transaction (on the embedded database a query beside an open transaction would wait for it to
 * end) and kept only with `fillFromTransactions`: for tables that only a data load writes, which
 * drops the cache when it ends. Otherwise a transaction could leave its uncommitted writes behind.
 */
export function perDatabaseCache<T>(
  ttlMs: number,
  load: (db: Db) => Promise<T>,
  { fillFromTransactions = false }: { fillFromTransactions?: boolean } = {},
) {
  const entries = new WeakMap<Db, { at: number; value: Promise<T> }>();
  const fresh = (db: Db) => {
    const hit = entries.get(db);
    return hit && performance.now() - hit.at < ttlMs ? hit.value : null;
  };
  return {
    get(db: Db): Promise<T> {
      const root = transactionRoots.get(db);
      const owner = root ?? db;
      const hit = fresh(owner);
      if (hit) {
        lookups.hits++;
        return hit;
      }
      lookups.misses++;
      const value = load(db);
      if (root && !fillFromTransactions) return value;
      const entry = { at: performance.now(), value };
      entries.set(owner, entry);
      // A failed load must not stay cached.
      value.catch(() => {
        if (entries.get(owner) === entry) entries.delete(owner);
      });
      return value;
    },
    invalidate(db: Db): void {
      entries.delete(transactionRoots.get(db) ?? db);
    },
  };
}
