import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExport, cartChangeResponse, loginResponse, placeOrderResponse } from '@shop/contract';
import { loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/query.ts';
import { createJobRunner } from '../src/job-runner.ts';
import { enqueueJob } from '../src/modules/jobs/queue.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { mailsTo, sendRegistrationMails } from './support/registration.ts';

// Deleting an account leaves nothing personal anywhere the shop stores data: every text and JSON
// column of every table, the outbox and the report files are searched for the e-mail afterwards.
// Fixture: variant 101 'Aloe gel 100 ml', shipper 2 (pickup point CZ001), payment 1 card.
const EMAIL = 'mazana.zakaznice@example.cz';
const PASSWORD = 'Heslo-pro-test-1';
const IBAN = 'CZ65 0800 0000 1920 0014 5399';
let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp({ env: { STOREFRONT_PUBLIC_URL: 'https://obchod.example.cz' } });
});
afterAll(() => t.cleanup());

let client = 0;
const from = () => `203.0.113.${++client}`;

async function guestOrder() {
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/items',
    payload: { id: 101, amount: 2 },
  });
  const token = cartChangeResponse.parse(added.json()).meta.guestCartToken!;
  const blank = { street: '', city: '', postcode: '', countryCode: 'CZE' };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/place',
    headers: { 'x-cart-token': token },
    payload: {
      shipperId: 2,
      shipperBranchId: 'CZ001',
      paymentId: 1,
      terms: true,
      customer: {
        name: 'Marie Mazaná',
        firstName: 'Marie',
        lastName: 'Mazaná',
        email: EMAIL,
        phone: '+420 777 987 654',
      },
      billingAddress: blank,
      shippingAddress: blank,
      note: `Pište na ${EMAIL}`,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const placed = placeOrderResponse.parse(res.json());
  return { ...placed.data, orderToken: placed.meta.orderToken };
}

async function runJobs() {
  const config = loadConfig({
    DATA_DIR: t.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  const jobs = await createJobRunner(config, t.database.db, { info() {}, warn() {}, error() {} });
  while ((await jobs.runner.runDue()) > 0);
  await jobs.stop();
}

/** Every column of every table that holds the address, as `schema.table.column`. */
async function columnsHolding(address: string): Promise<string[]> {
  const columns = await queryRows<{ schema: string; table: string; column: string }>(
    t.database.db,
    sql`select c.table_schema as schema, c.table_name as table, c.column_name as column
          from information_schema.columns c
          join information_schema.tables tb
            on tb.table_schema = c.table_schema and tb.table_name = c.table_name and tb.table_type = 'BASE TABLE'
         where c.table_schema not in ('pg_catalog', 'information_schema')
           and c.data_type in ('text', 'character varying', 'jsonb', 'json')`,
  );
  const found: string[] = [];
  for (const c of columns) {
    const id = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql.raw(
        `select count(*)::int as n from ${id(c.schema)}.${id(c.table)} where ${id(c.column)}::text ilike '%${address}%'`,
      ),
    );
    if (row!.n > 0) found.push(`${c.schema}.${c.table}.${c.column}`);
  }
  return found;
}

/** The outbox and report files that name the address. */
async function filesHolding(address: string): Promise<string[]> {
  const found: string[] = [];
  for (const dir of ['outbox', 'reports']) {
    for (const name of await readdir(path.join(t.dataDir, dir)).catch(() => [] as string[])) {
      const text = await readFile(path.join(t.dataDir, dir, name), 'utf8');
      if (text.toLowerCase().includes(address)) found.push(`${dir}/${name}`);
    }
  }
  return found;
}

describe('deleting an account', () => {
  it('leaves the e-mail in no table, no outbox mail and no report file', async () => {
    // Before the account: a guest order, delivered, and a withdrawal from it with a bank account.
    const guest = await guestOrder();
    await t.database.db.execute(
      sql`update orders.orders set fulfilment = 'delivered', shipped_at = now() - interval '2 days',
            delivered_at = now() - interval '1 day' where code = ${guest.code}`,
    );
    const withdrawal = await t.app.inject({
      method: 'POST',
      url: '/api/v1/withdrawals',
      remoteAddress: from(),
      payload: {
        orderCode: guest.code,
        // The order's own link opens it (as the order page's link to the form does).
        orderToken: guest.orderToken,
        items: [{ orderItemId: guest.items[0]!.id, amount: 1 }],
        reason: `Nevyhovuje, odpovězte na ${EMAIL}`,
        bankAccount: IBAN,
      },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    // Two registrations mailed before the first link is used: the second stays pending with its
    // mail, and one more asked for after the account exists waits for its job.
    const form = {
      firstName: 'Marie',
      lastName: 'Mazaná',
      email: EMAIL,
      phone: '+420 777 987 654',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      terms: true,
    };
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/register',
        headers: { 'x-forwarded-for': from() },
        payload: form,
      });
    for (let i = 0; i < 2; i++) expect((await register()).statusCode).toBe(200);
    await sendRegistrationMails(t);
    const links = (await mailsTo(t.dataDir, EMAIL)).map((m) => /registrovat\?token=([\w-]{43})/.exec(m)![1]!);
    expect(links).toHaveLength(2);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register/confirm',
      headers: { 'x-forwarded-for': from() },
      payload: { token: links[0] },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const session = { authorization: `Bearer ${loginResponse.parse(confirmed.json()).data.access_token}` };
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-form',
      remoteAddress: from(),
      payload: {
        name: 'Marie Mazaná',
        email: EMAIL,
        phone: '+420 777 987 654',
        message: 'Kdy dorazí moje zásilka, prosím?',
        consent: true,
      },
    });
    expect(contact.statusCode, contact.body).toBeLessThan(300);
    const newsletter = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/subscribe',
      remoteAddress: from(),
      payload: { email: EMAIL, callbackUrl: 'https://obchod.example.cz/novinky', terms: true },
    });
    expect(newsletter.statusCode, newsletter.body).toBeLessThan(300);
    await t.database.db.execute(
      sql`insert into inventory.stock_watchers (variant_id, email) values (101, ${EMAIL})`,
    );
    await runJobs();
    expect((await register()).statusCode).toBe(200);
    expect(
      await queryRows<{ mailed: boolean }>(
        t.database.db,
        sql`select token_hash is not null as mailed from customer.pending_registrations
             where email = ${EMAIL} order by id`,
      ),
    ).toEqual([{ mailed: true }, { mailed: false }]);
    // A job still to run, and one whose last run failed with the address in its error.
    await enqueueJob(t.database.db, 'marketing-contact', { email: EMAIL, date: '2026-11-30' });
    await t.database.db.execute(
      sql`update jobs.jobs set run_at = now() + interval '1 hour', last_error = ${`550 mailbox ${EMAIL} unavailable`}
           where kind = 'marketing-contact' and done_at is null`,
    );

    // The search finds what the shop holds, and the export hands it to the customer.
    const before = await columnsHolding(EMAIL);
    expect(before).toEqual(
      expect.arrayContaining([
        'customer.accounts.email',
        'customer.pending_registrations.email',
        'orders.orders.email',
        'support.contact_messages.email',
        'support.service_cases.email',
        'inventory.stock_watchers.email',
        'marketing.newsletter_subscriptions.email',
        'jobs.jobs.payload',
      ]),
    );
    expect((await filesHolding(EMAIL)).length).toBeGreaterThan(0);
    // A pending registration holds the name too.
    expect(await columnsHolding('mazaná')).toContain('customer.pending_registrations.details');
    const exported = await t.app.inject({ url: '/api/v1/user/export', headers: session });
    expect(exported.statusCode, exported.body).toBe(200);
    const data = accountExport.parse(exported.json());
    expect(data.contactMessages.map((m) => m.message)).toEqual(['Kdy dorazí moje zásilka, prosím?']);
    expect(data.serviceCases).toMatchObject([
      { kind: 'withdrawal', orderCode: guest.code, iban: expect.stringContaining('CZ65') },
    ]);
    expect(data.stockWatches).toMatchObject([{ variantId: 101, notifiedAt: null }]);
    expect(data.newsletter).toMatchObject({ status: 'pending' });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user',
      headers: session,
      payload: { password: PASSWORD, confirm: true },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    expect(await columnsHolding(EMAIL)).toEqual([]);
    // The deletion itself is a security event: of an account number and an address, no e-mail.
    expect(
      await queryRows<{ kind: string }>(
        t.database.db,
        sql`select kind from customer.security_events where kind = 'account_deleted'`,
      ),
    ).toHaveLength(1);
    expect(await columnsHolding('mazaná')).toEqual([]);
    expect(await filesHolding(EMAIL)).toEqual([]);
    // The withdrawal stays for the shop's records, without the e-mail and the bank account.
    const [kept] = await queryRows<{ email: string; iban: string | null; reason: string }>(
      t.database.db,
      sql`select email, iban, reason from support.service_cases where order_code = ${guest.code}`,
    );
    expect(kept).toMatchObject({ email: '', iban: null });
  });
});
