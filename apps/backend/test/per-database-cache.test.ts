import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { perDatabaseCache } from '../src/db/per-database-cache.ts';
import { createTestDatabase, type TestDatabase } from './support/test-db.ts';

let t: TestDatabase;
let db: Db;
beforeAll(async () => {
  t = await createTestDatabase({ dataset: null });
  db = t.database.db;
  await db.execute(sql`create table cache_probe (n int)`);
  await db.execute(sql`insert into cache_probe values (1)`);
});
afterAll(() => t.cleanup());

const probe = async (d: Db) => {
  const rows = (
    (await d.execute(sql`select n from cache_probe order by n`)) as unknown as { rows: { n: number }[] }
  ).rows;
  return rows.map((r) => r.n);
};
class Rollback extends Error {}

describe('caches kept per database', () => {
  it('serve a transaction from the database’s fresh copy', async () => {
    let loads = 0;
    const cache = perDatabaseCache(60_000, (d) => (loads++, probe(d)));
    expect(await cache.get(db)).toEqual([1]);
    await db.transaction(async (tx) => {
      expect(await cache.get(tx as unknown as Db)).toEqual([1]);
    });
    expect(loads).toBe(1);
  });

  it('never keep what a transaction read of its own uncommitted writes', async () => {
    const cache = perDatabaseCache(60_000, probe);
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into cache_probe values (2)`);
        expect(await cache.get(tx as unknown as Db)).toEqual([1, 2]);
        throw new Rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof Rollback)) throw e;
      });
    expect(await cache.get(db)).toEqual([1]);
  });

  it('keep a transaction’s read when asked to, until invalidated', async () => {
    let loads = 0;
    const cache = perDatabaseCache(60_000, (d) => (loads++, probe(d)), { fillFromTransactions: true });
    await db.transaction(async (tx) => {
      expect(await cache.get(tx as unknown as Db)).toEqual([1]);
    });
    expect(await cache.get(db)).toEqual([1]);
    expect(loads).toBe(1);
    await db.execute(sql`insert into cache_probe values (3)`);
    expect(await cache.get(db)).toEqual([1]);
    cache.invalidate(db);
    expect(await cache.get(db)).toEqual([1, 3]);
    expect(loads).toBe(2);
  });

  it('drop a failed load, so the next read tries again', async () => {
    let fail = true;
    const cache = perDatabaseCache(60_000, async (d) => {
      if (fail) throw new Error('down');
      return probe(d);
    });
    await expect(cache.get(db)).rejects.toThrow('down');
    fail = false;
    expect(await cache.get(db)).toEqual([1, 3]);
  });
});
