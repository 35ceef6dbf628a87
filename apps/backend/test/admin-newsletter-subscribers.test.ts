import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminNewsletterSubscriberList } from '@shop/contract';
import { queryRows } from '../src/db/query.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** The newsletter's subscribers in the back office: the list, and the export of the consenting ones. */
let t: TestApp;
let customersKey: string;
let catalogueKey: string;

beforeAll(async () => {
  t = await createTestApp();
  customersKey = await operatorApiKey(t.database.db, ['customers']);
  catalogueKey = await operatorApiKey(t.database.db, ['catalogue']);
  await t.database.db.execute(sql`
    insert into marketing.newsletter_subscriptions
      (email, status, locale, source, unsubscribe_token, created_at, activated_at, unsubscribed_at)
    values
      ('jana@example.cz', 'active', 'cs', 'footer', 'u1', '2026-03-01T09:00:00Z', '2026-03-01T09:05:00Z', null),
      ('petr@example.sk', 'active', 'sk', 'welcome', 'u2', '2026-03-02T10:00:00Z', '2026-03-02T12:30:00Z', null),
      ('odhlasena@example.cz', 'unsubscribed', 'cs', 'footer', 'u3', '2026-01-01T10:00:00Z', '2026-01-01T10:10:00Z', '2026-02-01T10:00:00Z'),
      ('cekajici@example.cz', 'pending', 'cs', 'block', 'u4', '2026-03-03T10:00:00Z', null, null)`);
});
afterAll(async () => t.cleanup());

const get = (url: string, key = customersKey) => t.app.inject({ url, headers: bearer(key) });

describe('GET /api/admin/v1/newsletter-subscribers', () => {
  it('lists every address newest first, searches the e-mail and filters by state', async () => {
    const all = adminNewsletterSubscriberList.parse(
      (await get('/api/admin/v1/newsletter-subscribers')).json(),
    );
    expect(all.total).toBe(4);
    expect(all.data.map((s) => s.email)).toEqual([
      'cekajici@example.cz',
      'odhlasena@example.cz',
      'petr@example.sk',
      'jana@example.cz',
    ]);
    const found = adminNewsletterSubscriberList.parse(
      (await get('/api/admin/v1/newsletter-subscribers?q=PETR')).json(),
    );
    expect(found.data.map((s) => s.email)).toEqual(['petr@example.sk']);
    expect(found.data[0]).toMatchObject({ status: 'active', locale: 'sk', source: 'welcome' });
    const pending = adminNewsletterSubscriberList.parse(
      (await get('/api/admin/v1/newsletter-subscribers?status=pending')).json(),
    );
    expect(pending.data.map((s) => s.email)).toEqual(['cekajici@example.cz']);
    const paged = adminNewsletterSubscriberList.parse(
      (await get('/api/admin/v1/newsletter-subscribers?perPage=1&page=2')).json(),
    );
    expect(paged).toMatchObject({ total: 4, data: [{ email: 'odhlasena@example.cz' }] });
    // A search's % and _ are letters, not wildcards.
    const literal = adminNewsletterSubscriberList.parse(
      (await get('/api/admin/v1/newsletter-subscribers?q=%25')).json(),
    );
    expect(literal.total).toBe(0);
  });

  it('refuses a bad state in Czech terms and operators without the customers permission', async () => {
    expect((await get('/api/admin/v1/newsletter-subscribers?status=deleted')).statusCode).toBe(400);
    expect((await get('/api/admin/v1/newsletter-subscribers', catalogueKey)).statusCode).toBe(403);
    expect((await get('/api/admin/v1/newsletter-subscribers/export.csv', catalogueKey)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/v1/newsletter-subscribers/export.csv', () => {
  it('exports only confirmed addresses with the consent’s date and source, and records the export', async () => {
    const res = await get('/api/admin/v1/newsletter-subscribers/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="odberatele-newsletteru-/);
    expect(res.body.split('\r\n')).toEqual([
      '\uFEFFemail;jazyk;prihlaseno;potvrzeno;zdroj',
      'jana@example.cz;cs;2026-03-01 10:00;2026-03-01 10:05;footer',
      'petr@example.sk;sk;2026-03-02 11:00;2026-03-02 13:30;welcome',
      '',
    ]);
    expect(res.body).not.toContain('odhlasena@');
    expect(res.body).not.toContain('cekajici@');
    const audit = await queryRows<{ after: { count: number } }>(
      t.database.db,
      sql`select after from operators.audit_log where action = 'newsletter.export'`,
    );
    expect(audit).toEqual([{ after: { count: 2 } }]);
  });
});
