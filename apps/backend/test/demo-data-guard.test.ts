import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACCOUNTS } from '../src/seed/demo/content.ts';
import { holdsDemoData } from '../src/seed/startup.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

describe('a production start refuses a database with the demo data', () => {
  it('tells a shop database from one that holds the demo customer', async () => {
    expect(await holdsDemoData(t.database)).toBe(false);
    await t.database.db.execute(
      sql`insert into customer.accounts (email, password_hash, first_name, last_name)
          values (${ACCOUNTS[0]!.email}, 'x', 'Jana', 'Nováková')`,
    );
    expect(await holdsDemoData(t.database)).toBe(true);
  });
});
