import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { hashPassword } from '../src/modules/customer/registration.ts';
import { accounts } from '../src/modules/customer/tables.ts';
import { enqueueJob } from '../src/modules/jobs/queue.ts';
import { JobRunner } from '../src/modules/jobs/runner.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * A database error carries its query's parameters (an e-mail, a password hash) in its message and
 * its `detail`: neither may reach the log nor a job's `last_error`.
 */
let t: TestApp;
const EMAIL = 'tajna.adresa@example.cz';
let hash: string;

beforeAll(async () => {
  t = await createTestApp();
  hash = await hashPassword('Heslo-pro-test-1');
  await t.database.db
    .insert(accounts)
    .values({ email: EMAIL, passwordHash: hash, firstName: 'Jana', lastName: 'Tajná' });
});
afterAll(() => t.cleanup());

/** The same insert again: a unique violation whose message and detail hold the e-mail and hash. */
const duplicateAccount = () =>
  t.database.db
    .insert(accounts)
    .values({ email: EMAIL, passwordHash: hash, firstName: 'Jana', lastName: 'Tajná' });

const hashSecret = () => hash.split('$').at(-1)!;

describe('logs and failed jobs keep no personal data', () => {
  it('an unhandled error is answered 500 and logged without the query’s values', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'info' });
    const app = await buildApp({ config, database: t.database, logger: { stream } });
    app.get('/test-failures/query', async () => duplicateAccount());
    const res = await app.inject({ url: '/test-failures/query' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(EMAIL);
    await app.close();
    const logged = lines.join('');
    // The failure is there, with what an operator needs to find it: the query and the constraint.
    expect(logged).toContain('unhandled error');
    expect(logged).toMatch(/insert into .*accounts/);
    expect(logged).toContain('23505');
    expect(logged).not.toContain(EMAIL);
    expect(logged).not.toContain('tajna.adresa');
    expect(logged).not.toContain(hashSecret());
  });

  it('a failed job’s last_error keeps no e-mail nor hash', async () => {
    await enqueueJob(t.database.db, 'order-confirmation', { orderId: 1 });
    const runner = new JobRunner({
      db: t.database.db,
      handlers: { 'order-confirmation': async () => void (await duplicateAccount()) },
      log: { info: () => {}, warn: () => {}, error: () => {} },
      pollMs: 10,
    });
    expect(await runner.runDue()).toBe(1);
    const [job] = (
      (await t.database.db.execute(
        sql`select last_error from jobs.jobs where kind = 'order-confirmation'`,
      )) as unknown as {
        rows: { last_error: string }[];
      }
    ).rows;
    expect(job!.last_error).toMatch(/insert into .*accounts/);
    expect(job!.last_error).not.toContain('tajna.adresa');
    expect(job!.last_error).not.toContain(hashSecret());
  });
});
