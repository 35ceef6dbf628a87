import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartChangeResponse,
  errorResponse,
  placeOrderResponse,
  serviceCaseErrors,
  serviceCaseResponse,
  serviceOrderLookupResponse,
} from '@shop/contract';
import { loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/query.ts';
import { createJobRunner } from '../src/job-runner.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { placeCustomerOrder, registerCustomer } from './support/customer-fixture.ts';

/**
 * What opens an order to the complaint and withdrawal forms: order codes run in sequence, so a code
 * and an e-mail alone show nothing and file nothing. The order's token, the log-in of the customer
 * who placed it, or the one-time code e-mailed to the order's address does. Fixture: variant 101
 * 'Aloe gel 100 ml', 106 'Posilovací guma Medium'; shipper 2 pickup points (CZ001), payment 1 card.
 */
const IBAN = 'CZ65 0800 0000 1920 0014 5399';
let t: CatalogTestApp;
let address = 0;
/** A client address of its own per call, so that no limit of one test reaches another. */
const nextAddress = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;
let mailbox = 0;
const newEmail = () => `overeni-${++mailbox}-${Date.now().toString(36)}@example.cz`;

beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.cleanup());

interface Placed {
  id: number;
  code: string;
  token: string;
  email: string;
  items: { id: number }[];
}

/** A guest's order of one piece of variant 106, delivered yesterday. */
async function deliveredGuestOrder(email = newEmail()): Promise<Placed> {
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/items',
    payload: { id: 106, amount: 1 },
  });
  const cart = cartChangeResponse.parse(added.json()).meta.guestCartToken!;
  const blank = { street: '', city: '', postcode: '', countryCode: 'CZE' };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/place',
    headers: { 'x-cart-token': cart },
    payload: {
      shipperId: 2,
      shipperBranchId: 'CZ001',
      paymentId: 1,
      terms: true,
      customer: { name: 'Eva Malá', firstName: 'Eva', lastName: 'Malá', email, phone: '+420 777 123 456' },
      billingAddress: blank,
      shippingAddress: blank,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const placed = placeOrderResponse.parse(res.json());
  await deliver(placed.data.code);
  return {
    id: placed.data.id,
    code: placed.data.code,
    token: placed.meta.orderToken,
    email,
    items: placed.data.items.map((i) => ({ id: i.id })),
  };
}

async function deliver(code: string) {
  await t.database.db.execute(
    sql`update orders.orders set fulfilment = 'delivered', shipped_at = now() - interval '2 days',
          delivered_at = now() - interval '1 day' where code = ${code}`,
  );
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextAddress() });
const lookup = (payload: object, headers: Record<string, string> = {}) =>
  post('/api/v1/service-cases/order', payload, headers);
const lookedUp = (res: { statusCode: number; body: string; json(): unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return serviceOrderLookupResponse.parse(res.json()).data;
};
const errorsOf = (res: { statusCode: number; body: string; json(): unknown }) => {
  expect(res.statusCode, res.body).toBe(422);
  return errorResponse.parse(res.json()).errors;
};
const withdrawal = (o: Pick<Placed, 'code' | 'items'>, over: object) => ({
  orderCode: o.code,
  items: [{ orderItemId: o.items[0]!.id, amount: 1 }],
  reason: 'Nesedí mi velikost.',
  bankAccount: IBAN,
  ...over,
});
const CODE_INVALID = {
  code: 'serviceCase.codeInvalid',
  field: 'verificationCode',
  title: serviceCaseErrors.codeInvalid,
};

/** Runs every job due (the look-up codes' e-mails among them). */
async function runJobs() {
  const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const jobs = await createJobRunner(config, t.database.db, { info() {}, warn() {}, error() {} });
  try {
    while ((await jobs.runner.runDue()) > 0);
  } finally {
    await jobs.stop();
  }
}

/** The outbox's look-up code mails to `email`, newest first, their quoted-printable text decoded. */
async function mailsTo(email: string): Promise<string[]> {
  const outbox = path.join(t.dataDir, 'outbox');
  const files = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(
    files.map(async (f) => ({
      at: (await stat(path.join(outbox, f))).mtimeMs,
      name: f,
      text: Buffer.from(
        (await readFile(path.join(outbox, f), 'latin1'))
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8'),
    })),
  );
  return mails
    .filter((m) => m.text.includes(`<${email}>`) && m.text.includes('Ověřovací kód: '))
    .sort((a, b) => b.at - a.at || b.name.localeCompare(a.name))
    .map((m) => m.text);
}

/** The code of the newest look-up e-mail to `email`. */
async function codeMailedTo(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const code = /Ověřovací kód: (\d{6})/.exec(mail ?? '')?.[1];
  if (!code) throw new Error(`no look-up code mailed to ${email}`);
  return code;
}

/** A code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('a look-up by order code and e-mail', () => {
  it('shows nothing, answers alike for a missing order, and e-mails the order a 6-digit code stored hashed', async () => {
    const o = await deliveredGuestOrder();
    const right = await lookup({ orderCode: o.code, email: ` ${o.email.toUpperCase()} ` });
    const wrongEmail = await lookup({ orderCode: o.code, email: newEmail() });
    const missing = await lookup({ orderCode: '99999998', email: o.email });
    expect(lookedUp(right)).toEqual({ order: null, codeSent: true });
    expect(wrongEmail.body).toBe(right.body);
    expect(missing.body).toBe(right.body);
    // Each asked for the same one job, and nothing of the order is in any answer.
    expect(right.body).not.toContain('Posilovací');

    await runJobs();
    const mails = await mailsTo(o.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Ověřovací kód k objednávce ${o.code}`);
    expect(mails[0]).toContain('Kód platí 15 minut.');
    const code = await codeMailedTo(o.email);
    const rows = await queryRows<{ code_hash: string; attempts: number }>(
      t.database.db,
      sql`select code_hash, attempts from support.service_lookup_codes where order_id = ${o.id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.code_hash).not.toContain(code);
    // The job keeps no e-mail once done.
    const jobs = await queryRows<{ payload: Record<string, unknown> }>(
      t.database.db,
      sql`select payload from jobs.jobs where kind = 'service-lookup-code' and payload->>'orderCode' = ${o.code}`,
    );
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(job.payload.email).toBeUndefined();
  });

  it('refuses a wrong code, shows the order for the right one, and files with it once', async () => {
    const o = await deliveredGuestOrder();
    lookedUp(await lookup({ orderCode: o.code, email: o.email }));
    await runJobs();
    const code = await codeMailedTo(o.email);

    const wrong = await lookup({ orderCode: o.code, email: o.email, verificationCode: otherThan(code) });
    expect(errorsOf(wrong)).toEqual([CODE_INVALID]);
    expect(wrong.body).not.toContain('Posilovací');
    // A code for another e-mail of the order, and a blank code.
    expect(errorsOf(await lookup({ orderCode: o.code, email: newEmail(), verificationCode: code }))).toEqual([
      CODE_INVALID,
    ]);
    expect(errorsOf(await lookup({ orderCode: o.code, email: o.email, verificationCode: ' ' }))).toEqual([
      { code: 'serviceCase.codeRequired', field: 'verificationCode', title: serviceCaseErrors.codeRequired },
    ]);

    const right = lookedUp(
      await lookup({
        orderCode: o.code,
        email: o.email,
        verificationCode: ` ${code.slice(0, 3)} ${code.slice(3)}`,
      }),
    );
    expect(right.codeSent).toBe(false);
    expect(right.order?.code).toBe(o.code);
    expect(right.order?.items.map((i) => i.name)).toEqual(['Posilovací guma Medium']);
    // Looking again with it (as the form does between its steps) costs no attempt.
    for (let i = 0; i < 6; i++) {
      lookedUp(await lookup({ orderCode: o.code, email: o.email, verificationCode: code }));
    }

    const filed = await post(
      '/api/v1/withdrawals',
      withdrawal(o, { email: o.email, verificationCode: code }),
    );
    expect(filed.statusCode, filed.body).toBe(201);
    expect(serviceCaseResponse.parse(filed.json()).data.caseNumber).toMatch(/^V-\d{4}-\d{6}$/);
    // The case spent the code: neither a second case nor a look-up with it.
    expect(
      errorsOf(await post('/api/v1/withdrawals', withdrawal(o, { email: o.email, verificationCode: code }))),
    ).toEqual([CODE_INVALID]);
    expect(errorsOf(await lookup({ orderCode: o.code, email: o.email, verificationCode: code }))).toEqual([
      CODE_INVALID,
    ]);
  });

  it('burns the code after 5 wrong tries, even for the right one after them', async () => {
    const o = await deliveredGuestOrder();
    lookedUp(await lookup({ orderCode: o.code, email: o.email }));
    await runJobs();
    const code = await codeMailedTo(o.email);
    // Five wrong tries at once: none of them gets a sixth.
    const tries = await Promise.all(
      Array.from({ length: 5 }, () =>
        lookup({ orderCode: o.code, email: o.email, verificationCode: otherThan(code) }),
      ),
    );
    for (const res of tries) expect(errorsOf(res)).toEqual([CODE_INVALID]);
    expect(errorsOf(await lookup({ orderCode: o.code, email: o.email, verificationCode: code }))).toEqual([
      CODE_INVALID,
    ]);
    expect(
      errorsOf(await post('/api/v1/withdrawals', withdrawal(o, { email: o.email, verificationCode: code }))),
    ).toEqual([CODE_INVALID]);

    // A new code counts afresh; the old one opens nothing.
    lookedUp(await lookup({ orderCode: o.code, email: o.email }));
    await runJobs();
    const fresh = await codeMailedTo(o.email);
    if (fresh !== code) {
      expect(errorsOf(await lookup({ orderCode: o.code, email: o.email, verificationCode: code }))).toEqual([
        CODE_INVALID,
      ]);
    }
    expect(
      lookedUp(await lookup({ orderCode: o.code, email: o.email, verificationCode: fresh })).order?.code,
    ).toBe(o.code);
  });

  it('refuses an expired code, and the purge deletes it once the hour of its order is over', async () => {
    const o = await deliveredGuestOrder();
    lookedUp(await lookup({ orderCode: o.code, email: o.email }));
    await runJobs();
    const code = await codeMailedTo(o.email);
    await t.database.db.execute(
      sql`update support.service_lookup_codes set expires_at = now() - interval '1 minute',
            created_at = now() - interval '16 minutes' where order_id = ${o.id}`,
    );
    expect(errorsOf(await lookup({ orderCode: o.code, email: o.email, verificationCode: code }))).toEqual([
      CODE_INVALID,
    ]);
    const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    const jobs = await createJobRunner(config, t.database.db, { info() {}, warn() {}, error() {} });
    try {
      // Still within the hour: it counts towards the codes the order may get.
      expect((await jobs.purge()).serviceLookupCodes).toBe(0);
      expect((await jobs.purge(new Date(Date.now() + 45 * 60_000))).serviceLookupCodes).toBeGreaterThan(0);
    } finally {
      await jobs.stop();
    }
    const left = await queryRows(
      t.database.db,
      sql`select id from support.service_lookup_codes where order_id = ${o.id}`,
    );
    expect(left).toEqual([]);
  });

  it('sends at most 5 codes an hour for one order', async () => {
    const o = await deliveredGuestOrder();
    for (let i = 0; i < 7; i++) lookedUp(await lookup({ orderCode: o.code, email: o.email }));
    await runJobs();
    expect(await mailsTo(o.email)).toHaveLength(5);
  });

  it('files nothing without a code, and names what is missing', async () => {
    const o = await deliveredGuestOrder();
    expect(errorsOf(await post('/api/v1/withdrawals', withdrawal(o, { email: o.email })))).toEqual([
      { code: 'serviceCase.codeRequired', field: 'verificationCode', title: serviceCaseErrors.codeRequired },
    ]);
    expect(errorsOf(await post('/api/v1/complaints', withdrawal(o, {})))).toEqual([
      { code: 'invalid', field: 'email', title: serviceCaseErrors.emailRequired },
    ]);
    expect(
      errorsOf(
        await post('/api/v1/withdrawals', withdrawal(o, { email: o.email, verificationCode: '000000' })),
      ),
    ).toEqual([CODE_INVALID]);
    const cases = await queryRows(
      t.database.db,
      sql`select id from support.service_cases where order_code = ${o.code}`,
    );
    expect(cases).toEqual([]);
  });
});

describe("the order's token", () => {
  it('opens its order without an e-mail and files a case; a token of another order opens nothing', async () => {
    const o = await deliveredGuestOrder();
    const other = await deliveredGuestOrder();
    const opened = lookedUp(await lookup({ orderCode: o.code, orderToken: o.token }));
    expect(opened).toMatchObject({ codeSent: false, order: { code: o.code } });
    expect((await post('/api/v1/withdrawals', withdrawal(o, { orderToken: o.token }))).statusCode).toBe(201);

    // Another order's token with this order's code: no order, only a code for a code and an e-mail.
    expect(lookedUp(await lookup({ orderCode: o.code, orderToken: other.token, email: o.email }))).toEqual({
      order: null,
      codeSent: true,
    });
    expect(errorsOf(await lookup({ orderCode: o.code, orderToken: other.token }))).toEqual([
      { code: 'invalid', field: 'email', title: serviceCaseErrors.emailRequired },
    ]);
    expect(
      errorsOf(await post('/api/v1/withdrawals', withdrawal(o, { orderToken: other.token, email: o.email }))),
    ).toEqual([
      { code: 'serviceCase.codeRequired', field: 'verificationCode', title: serviceCaseErrors.codeRequired },
    ]);
    expect(
      errorsOf(await lookup({ orderCode: o.code, orderToken: 'x'.repeat(43), email: 'nic' }))[0]!.field,
    ).toBe('email');
  });
});

describe("the customer's log-in", () => {
  it("opens the customer's own order without an e-mail; someone else's log-in opens nothing", async () => {
    const owner = await registerCustomer(t, { emailPrefix: 'vlastnik' });
    const stranger = await registerCustomer(t, { emailPrefix: 'cizi' });
    const email = newEmail();
    const order = await placeCustomerOrder(t.app, owner, [[106, 1]], { email });
    await deliver(order.code);
    const o = { code: order.code, items: order.items.map((i) => ({ id: i.id })) };

    expect(lookedUp(await lookup({ orderCode: o.code }, owner))).toMatchObject({
      codeSent: false,
      order: { code: o.code },
    });

    // Someone else logged in: as a shopper with a code only.
    expect(errorsOf(await lookup({ orderCode: o.code }, stranger))).toEqual([
      { code: 'invalid', field: 'email', title: serviceCaseErrors.emailRequired },
    ]);
    expect(lookedUp(await lookup({ orderCode: o.code, email: email }, stranger))).toEqual({
      order: null,
      codeSent: true,
    });
    expect(errorsOf(await post('/api/v1/withdrawals', withdrawal(o, { email: email }), stranger))).toEqual([
      { code: 'serviceCase.codeRequired', field: 'verificationCode', title: serviceCaseErrors.codeRequired },
    ]);
    // A made-up session is no one's.
    expect(
      errorsOf(
        await post('/api/v1/withdrawals', withdrawal(o, {}), { authorization: `Bearer ${'a'.repeat(43)}` }),
      ),
    ).toEqual([{ code: 'invalid', field: 'email', title: serviceCaseErrors.emailRequired }]);

    const filed = await post('/api/v1/withdrawals', withdrawal(o, {}), owner);
    expect(filed.statusCode, filed.body).toBe(201);
  });
});
