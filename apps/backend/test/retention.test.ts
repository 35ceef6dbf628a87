import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/query.ts';
import { createJobRunner } from '../src/job-runner.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The hourly purge deletes what has outlived its purpose, each after its period (docs/security.md):
// expired links and the registrations waiting for theirs, unconfirmed newsletter sign-ups, jobs
// finished a month ago, outbox mails a month old, complaint and withdrawal look-up codes no longer
// valid and over an hour old.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

describe('the purge of data past its retention period', () => {
  it('deletes expired links, unconfirmed sign-ups, old finished jobs, old outbox mails and spent look-up codes, and nothing else', async () => {
    const [account] = await rows<{ id: number }>(
      sql`insert into customer.accounts (email, password_hash, first_name, last_name)
          values ('uchovani@example.cz', 'x', 'A', 'B') returning id`,
    );
    const id = account!.id;
    await t.database.db.execute(sql`
      insert into customer.password_resets (token_hash, account_id, expires_at) values
        ('reset-prosly', ${id}, now() - interval '1 minute'), ('reset-platny', ${id}, now() + interval '1 hour')`);
    await t.database.db.execute(sql`
      insert into customer.operator_logins (token_hash, account_id, expires_at) values
        ('odkaz-prosly', ${id}, now() - interval '1 minute'), ('odkaz-platny', ${id}, now() + interval '5 minutes')`);
    // Registrations waiting for their link: expired with the link mailed, expired before it was, live.
    await t.database.db.execute(sql`
      insert into customer.pending_registrations (token_hash, email, password_hash, details, expires_at) values
        ('registrace-prosla', 'prosla@example.cz', 'x', '{}', now() - interval '1 minute'),
        (null, 'neodeslana@example.cz', 'x', '{}', now() - interval '1 minute'),
        ('registrace-plati', 'plati@example.cz', 'x', '{}', now() + interval '1 hour')`);
    await t.database.db.execute(sql`
      insert into customer.login_challenges (token_hash, account_id, expires_at) values
        ('vyzva-prosla', ${id}, now() - interval '1 minute'), ('vyzva-plati', ${id}, now() + interval '4 minutes')`);
    await t.database.db.execute(sql`
      insert into marketing.newsletter_subscriptions (email, status, activation_expires_at, unsubscribe_token) values
        ('nepotvrzeny@example.cz', 'pending', now() - interval '1 day', 'u1'),
        ('ceka@example.cz', 'pending', now() + interval '6 days', 'u2'),
        ('odebira@example.cz', 'active', now() - interval '30 days', 'u3')`);
    await t.database.db.execute(sql`
      insert into jobs.jobs (kind, payload, done_at, failed_at, run_at) values
        ('order-confirmation', '{"orderId":1}', now() - interval '31 days', null, now() - interval '31 days'),
        ('order-confirmation', '{"orderId":2}', now() - interval '1 day', null, now() - interval '1 day'),
        ('order-confirmation', '{"orderId":3}', null, now() - interval '31 days', now() - interval '31 days'),
        ('order-confirmation', '{"orderId":4}', null, null, now() - interval '31 days')`);
    // Look-up codes: abandoned over an hour ago, expired but sent within the hour (it still counts
    // towards the order's codes of the hour), and still valid.
    await t.database.db.execute(sql`
      insert into support.service_lookup_codes (order_id, code_hash, created_at, expires_at) values
        (1, 'kod-opusteny', now() - interval '2 hours', now() - interval '105 minutes'),
        (1, 'kod-prosly-v-hodine', now() - interval '20 minutes', now() - interval '5 minutes'),
        (1, 'kod-platny', now() - interval '5 minutes', now() + interval '10 minutes')`);
    const outbox = path.join(t.dataDir, 'outbox');
    await mkdir(outbox, { recursive: true });
    await writeFile(path.join(outbox, 'stary.eml'), 'To: a@example.cz\r\n\r\nx');
    await writeFile(path.join(outbox, 'novy.eml'), 'To: b@example.cz\r\n\r\ny');
    const monthAgo = new Date(Date.now() - 31 * 86_400_000);
    await utimes(path.join(outbox, 'stary.eml'), monthAgo, monthAgo);

    const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    const jobs = await createJobRunner(config, t.database.db, { info() {}, warn() {}, error() {} });
    try {
      expect(await jobs.purge()).toMatchObject({
        links: 4,
        loginChallenges: 1,
        unconfirmedSubscriptions: 1,
        finishedJobs: 2,
        outboxMails: 1,
        serviceLookupCodes: 1,
      });
    } finally {
      await jobs.stop();
    }
    expect(await rows(sql`select token_hash from customer.password_resets`)).toEqual([
      { token_hash: 'reset-platny' },
    ]);
    expect(await rows(sql`select token_hash from customer.operator_logins`)).toEqual([
      { token_hash: 'odkaz-platny' },
    ]);
    expect(await rows(sql`select email from customer.pending_registrations`)).toEqual([
      { email: 'plati@example.cz' },
    ]);
    expect(await rows(sql`select token_hash from customer.login_challenges`)).toEqual([
      { token_hash: 'vyzva-plati' },
    ]);
    expect(await rows(sql`select email from marketing.newsletter_subscriptions order by email`)).toEqual([
      { email: 'ceka@example.cz' },
      { email: 'odebira@example.cz' },
    ]);
    expect(await rows(sql`select payload->>'orderId' as id from jobs.jobs order by 1`)).toEqual([
      { id: '2' },
      { id: '4' },
    ]);
    expect(await readdir(outbox)).toEqual(['novy.eml']);
    expect(await rows(sql`select code_hash from support.service_lookup_codes order by id`)).toEqual([
      { code_hash: 'kod-prosly-v-hodine' },
      { code_hash: 'kod-platny' },
    ]);
  });
});
