import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.ts';
import { createTestDatabase, type TestDatabase } from './support/test-db.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ dataset: null });
});
afterAll(() => t.cleanup());

describe('reads at once inside a transaction', () => {
  it('answers each in the order asked, on the one connection, without piling queries onto it', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}`);
    process.on('warning', onWarning);
    try {
      const answers = await t.database.db.transaction(async (tx) =>
        Promise.all([
          queryRows<{ n: number }>(tx, sql`select pg_sleep(0.05), 1 as n`),
          queryRows<{ n: number }>(tx, sql`select 2 as n`),
          queryRows<{ n: number }>(tx, sql`select 3 as n`),
        ]),
      );
      expect(answers.map((rows) => Number(rows[0]!.n))).toEqual([1, 2, 3]);
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((w) => w.startsWith('DeprecationWarning'))).toEqual([]);
  });
});
