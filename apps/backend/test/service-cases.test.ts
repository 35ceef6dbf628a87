import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartChangeResponse,
  errorResponse,
  maintenanceResponse,
  placeOrderResponse,
  serviceCaseErrors,
  serviceCaseResponse,
  serviceOrderLookupResponse,
} from '@shop/contract';
import { bankAccountMessages } from '@shop/rules';
import { loadConfig } from '../src/config.ts';
import { createJobRunner } from '../src/job-runner.ts';
import { invalidateSettings } from '../src/modules/settings/index.ts';
import { shopSettings } from '../src/modules/settings/tables.ts';
import { SERVICE_CASE_LIMITS } from '../src/modules/support/index.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';

/**
 * Fixture: variant 101 'Aloe gel 100 ml' (category 'lubrikacni-gely', here sealed hygiene goods),
 * 106 'Posilovací guma Medium'; shipper 2 pickup points (point CZ001), payment 1 card.
 */
const IBAN = 'CZ65 0800 0000 1920 0014 5399';
let t: CatalogTestApp;
/** An operator's API key with every permission. */
let operatorKey: string;
let address = 0;
/** A client address of its own per test, so that limits of one test never reach another. */
const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

beforeAll(async () => {
  t = await createCatalogTestApp();
  operatorKey = await operatorApiKey(t.database.db);
  await t.database.db
    .insert(shopSettings)
    .values({ key: 'sealedHygieneCategories', value: ['lubrikacni-gely'] });
  invalidateSettings(t.database.db);
});
afterAll(() => t.cleanup());

interface Placed {
  code: string;
  /** The order token (the order page's secret link). */
  token: string;
  email: string;
  items: { id: number; name: string; amount: number }[];
}

async function placeOrder(email: string, lines: [number, number][]): Promise<Placed> {
  let token: string | null = null;
  for (const [id, amount] of lines) {
    const headers: Record<string, string> = token ? { 'x-cart-token': token } : {};
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items',
      headers,
      payload: { id, amount },
    });
    expect(res.statusCode, res.body).toBe(200);
    token ??= cartChangeResponse.parse(res.json()).meta.guestCartToken!;
  }
  const blank = { street: '', city: '', postcode: '', countryCode: 'CZE' };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/place',
    headers: { 'x-cart-token': token! },
    payload: {
      shipperId: 2,
      shipperBranchId: 'CZ001',
      paymentId: 1,
      terms: true,
      customer: {
        name: 'Jana Nováková',
        firstName: 'Jana',
        lastName: 'Nováková',
        email,
        phone: '+420 777 123 456',
      },
      billingAddress: blank,
      shippingAddress: blank,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const placed = placeOrderResponse.parse(res.json());
  const order = placed.data;
  return {
    code: order.code,
    token: placed.meta.orderToken,
    email,
    items: order.items.map((i) => ({ id: i.id, name: i.name, amount: i.amount })),
  };
}

/** Moves the order on as the operator would: delivered `daysAgo` days ago (or only shipped). */
async function deliver(code: string, daysAgo: number | 'shipped') {
  await t.database.db.execute(
    daysAgo === 'shipped'
      ? sql`update orders.orders set fulfilment = 'shipped', shipped_at = now() where code = ${code}`
      : sql`update orders.orders set fulfilment = 'delivered', shipped_at = now() - make_interval(days => ${daysAgo + 1}),
              delivered_at = now() - make_interval(days => ${daysAgo}) where code = ${code}`,
  );
}

const post = (url: string, payload: object, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

const errorsOf = (res: { statusCode: number; body: string; json(): unknown }, status = 422) => {
  expect(res.statusCode, res.body).toBe(status);
  return errorResponse.parse(res.json()).errors;
};

/** A case about the order's first line, the order opened by its token (see service-case-access.test.ts). */
const caseBody = (o: Placed, over: object = {}) => ({
  orderCode: o.code,
  orderToken: o.token,
  items: [{ orderItemId: o.items[0]!.id, amount: 1 }],
  reason: 'Uzávěr lahvičky je prasklý a gel vytéká.',
  bankAccount: IBAN,
  ...over,
});

describe('order lookup for the forms', () => {
  it('finds the order by its code and token with its lines and the sealed goods marked', async () => {
    const o = await placeOrder('lookup@example.cz', [
      [101, 2],
      [106, 1],
    ]);
    const res = await post('/api/v1/service-cases/order', { orderCode: ` ${o.code} `, orderToken: o.token });
    expect(res.statusCode, res.body).toBe(200);
    const { order: data, codeSent } = serviceOrderLookupResponse.parse(res.json()).data;
    expect(codeSent).toBe(false);
    if (!data) throw new Error('no order');
    expect(data.code).toBe(o.code);
    expect(data.shipped).toBe(false);
    expect(data.withdrawalOpen).toBe(true);
    expect(data.withdrawalDeadline).toBeNull();
    expect(data.items.map((i) => [i.amount, i.sealedHygiene])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers a wrong e-mail exactly as a missing order and a right one: a code is sent', async () => {
    const o = await placeOrder('owner@example.cz', [[101, 1]]);
    const right = await post('/api/v1/service-cases/order', { orderCode: o.code, email: o.email });
    const wrong = await post('/api/v1/service-cases/order', {
      orderCode: o.code,
      email: 'someone@example.cz',
    });
    const missing = await post('/api/v1/service-cases/order', {
      orderCode: '99999999',
      email: 'owner@example.cz',
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(serviceOrderLookupResponse.parse(right.json()).data).toEqual({ order: null, codeSent: true });
    expect(wrong.body).toBe(right.body);
    expect(missing.body).toBe(right.body);
  });

  it('names every missing field in Czech', async () => {
    expect(errorsOf(await post('/api/v1/service-cases/order', { orderCode: '', email: 'nic' }))).toEqual([
      { code: 'invalid', field: 'orderCode', title: serviceCaseErrors.orderCodeRequired },
      { code: 'invalid', field: 'email', title: 'E-mail není ve správném formátu' },
    ]);
  });

  it('stops an address trying codes and e-mails after the limit, with Retry-After', async () => {
    const from = nextAddress();
    const { max } = SERVICE_CASE_LIMITS.lookups;
    for (let i = 0; i < max; i++) {
      const res = await post(
        '/api/v1/service-cases/order',
        { orderCode: `2600${i}`, email: 'x@example.cz' },
        from,
      );
      expect(res.statusCode).toBe(200);
    }
    const res = await post(
      '/api/v1/service-cases/order',
      { orderCode: '260099', email: 'x@example.cz' },
      from,
    );
    expect(errorsOf(res, 429)[0]!.code).toBe('too_many_requests');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect(
      (await post('/api/v1/service-cases/order', { orderCode: '1', email: 'x@example.cz' })).statusCode,
    ).toBe(200);
  });
});

describe('complaints', () => {
  it('files a complaint about shipped goods with a case number and stores it', async () => {
    const o = await placeOrder('complaint@example.cz', [[101, 3]]);
    await deliver(o.code, 'shipped');
    const res = await post(
      '/api/v1/complaints',
      caseBody(o, { items: [{ orderItemId: o.items[0]!.id, amount: 2 }] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const filed = serviceCaseResponse.parse(res.json()).data;
    expect(filed.caseNumber).toMatch(/^R-\d{4}-\d{6}$/);
    expect(filed.iban).toBe('CZ6508000000192000145399');
    const rows = (
      (await t.database.db.execute(
        sql`select kind, order_code, items, reason from support.service_cases where case_number = ${filed.caseNumber}`,
      )) as unknown as { rows: { kind: string; order_code: string; items: unknown; reason: string }[] }
    ).rows;
    expect(rows).toEqual([
      {
        kind: 'complaint',
        order_code: o.code,
        items: [{ orderItemId: o.items[0]!.id, name: o.items[0]!.name, amount: 2 }],
        reason: 'Uzávěr lahvičky je prasklý a gel vytéká.',
      },
    ]);
  });

  it('takes a complaint without a refund account, and a Czech account turned into its IBAN', async () => {
    const o = await placeOrder('complaint2@example.cz', [[106, 1]]);
    await deliver(o.code, 3);
    const without = await post('/api/v1/complaints', caseBody(o, { bankAccount: '' }));
    expect(serviceCaseResponse.parse(without.json()).data.iban).toBeNull();
    const czech = await post('/api/v1/complaints', caseBody(o, { bankAccount: '19-2000145399/0800' }));
    expect(serviceCaseResponse.parse(czech.json()).data.iban).toBe('CZ6508000000192000145399');
  });

  it('refuses a foreign order, a wrong e-mail, goods not shipped yet', async () => {
    const mine = await placeOrder('mine@example.cz', [[101, 1]]);
    const theirs = await placeOrder('theirs@example.cz', [[101, 1]]);
    await deliver(mine.code, 'shipped');
    await deliver(theirs.code, 'shipped');
    // Their order's code with my token and my e-mail, or with a made-up code: neither opens it.
    expect(
      errorsOf(
        await post('/api/v1/complaints', caseBody({ ...theirs, token: mine.token }, { email: mine.email })),
      ),
    ).toEqual([
      { code: 'serviceCase.codeRequired', field: 'verificationCode', title: serviceCaseErrors.codeRequired },
    ]);
    expect(
      errorsOf(
        await post(
          '/api/v1/complaints',
          caseBody(theirs, { orderToken: undefined, email: mine.email, verificationCode: '123456' }),
        ),
      )[0]!.code,
    ).toBe('serviceCase.codeInvalid');
    // My order naming their order's line.
    expect(
      errorsOf(
        await post(
          '/api/v1/complaints',
          caseBody(mine, { items: [{ orderItemId: theirs.items[0]!.id, amount: 1 }] }),
        ),
      ),
    ).toEqual([
      { code: 'invalid', field: `items.${theirs.items[0]!.id}`, title: serviceCaseErrors.unknownItem },
    ]);
    const unshipped = await placeOrder('unshipped@example.cz', [[101, 1]]);
    expect(errorsOf(await post('/api/v1/complaints', caseBody(unshipped)))[0]!.code).toBe(
      'serviceCase.notShipped',
    );
  });

  it('refuses more pieces than ordered, no pieces, no reason and a bad IBAN, all at once', async () => {
    const o = await placeOrder('pieces@example.cz', [[101, 2]]);
    await deliver(o.code, 'shipped');
    const line = o.items[0]!.id;
    expect(
      errorsOf(
        await post(
          '/api/v1/complaints',
          caseBody(o, {
            items: [{ orderItemId: line, amount: 3 }],
            reason: '  ',
            bankAccount: 'CZ65 0800 0000 1920 0014 5398',
          }),
        ),
      ),
    ).toEqual([
      { code: 'invalid', field: `items.${line}`, title: 'Objednali jste jen 2 ks' },
      { code: 'invalid', field: 'reason', title: serviceCaseErrors.complaintReasonRequired },
      { code: 'invalid', field: 'bankAccount', title: bankAccountMessages.invalid },
    ]);
    expect(
      errorsOf(await post('/api/v1/complaints', caseBody(o, { items: [{ orderItemId: line, amount: 0 }] }))),
    ).toEqual([{ code: 'invalid', field: 'items', title: serviceCaseErrors.noItems }]);
    expect(
      errorsOf(await post('/api/v1/complaints', caseBody(o, { bankAccount: 'DE89 3704 0044 0532 0130' }))),
    ).toEqual([{ code: 'invalid', field: 'bankAccount', title: 'IBAN ze země DE má mít 22 znaků' }]);
  });

  it('refuses a cancelled order', async () => {
    const o = await placeOrder('cancelled@example.cz', [[101, 1]]);
    await t.database.db.execute(sql`update orders.orders set status = 'cancelled' where code = ${o.code}`);
    expect(errorsOf(await post('/api/v1/complaints', caseBody(o)))[0]!.code).toBe(
      'serviceCase.orderCancelled',
    );
  });
});

describe('withdrawals', () => {
  it('takes a withdrawal within 14 days of delivery, and before delivery', async () => {
    const delivered = await placeOrder('withdraw@example.cz', [[106, 2]]);
    await deliver(delivered.code, 10);
    const res = await post('/api/v1/withdrawals', caseBody(delivered, { reason: 'Nesedí mi velikost.' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(serviceCaseResponse.parse(res.json()).data.caseNumber).toMatch(/^V-\d{4}-\d{6}$/);
    const early = await placeOrder('withdraw-early@example.cz', [[106, 1]]);
    expect(
      (await post('/api/v1/withdrawals', caseBody(early, { reason: 'Rozmyslel jsem si to.' }))).statusCode,
    ).toBe(201);
  });

  it('refuses a withdrawal after the 14 days with the deadline in Czech', async () => {
    const o = await placeOrder('late@example.cz', [[106, 1]]);
    await deliver(o.code, 20);
    const lookup = serviceOrderLookupResponse.parse(
      (await post('/api/v1/service-cases/order', { orderCode: o.code, orderToken: o.token })).json(),
    ).data.order;
    expect(lookup?.withdrawalOpen).toBe(false);
    const [error] = errorsOf(await post('/api/v1/withdrawals', caseBody(o, { reason: 'Nechci.' })));
    expect(error!.code).toBe('serviceCase.withdrawalExpired');
    expect(error!.title).toMatch(
      /^Lhůta 14 dní pro odstoupení od smlouvy uplynula \d{1,2}\. \d{1,2}\. \d{4}\./,
    );
  });

  it('needs a refund account', async () => {
    const o = await placeOrder('refund@example.cz', [[106, 1]]);
    expect(errorsOf(await post('/api/v1/withdrawals', caseBody(o, { bankAccount: '' })))).toEqual([
      { code: 'invalid', field: 'bankAccount', title: bankAccountMessages.required },
    ]);
    expect(errorsOf(await post('/api/v1/withdrawals', caseBody(o, { bankAccount: 'XX12 3456' })))).toEqual([
      { code: 'invalid', field: 'bankAccount', title: bankAccountMessages.country },
    ]);
  });

  it('holds back an address filing too many cases', async () => {
    const o = await placeOrder('many@example.cz', [[106, 1]]);
    const from = nextAddress();
    for (let i = 0; i < SERVICE_CASE_LIMITS.filings.max; i++) {
      expect(
        (await post('/api/v1/withdrawals', caseBody(o, { reason: `Důvod ${i}` }), from)).statusCode,
      ).toBe(201);
    }
    const res = await post('/api/v1/withdrawals', caseBody(o), from);
    expect(errorsOf(res, 429)[0]!.code).toBe('too_many_requests');
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('e-mails', () => {
  it('sends the customer a Czech confirmation and the shop a copy through the mail transport', async () => {
    const o = await placeOrder('mail@example.cz', [[101, 1]]);
    await deliver(o.code, 2);
    const res = await post('/api/v1/withdrawals', caseBody(o, { reason: 'Dárek se nehodil <b>vůbec</b>.' }));
    const { caseNumber } = serviceCaseResponse.parse(res.json()).data;
    const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    const silent = { info() {}, warn() {}, error() {} };
    const jobs = await createJobRunner(config, t.database.db, silent);
    while ((await jobs.runner.runDue()) > 0);
    await jobs.stop();
    const outbox = path.join(t.dataDir, 'outbox');
    const mails = await Promise.all(
      (await readdir(outbox)).map(async (f) =>
        (await readFile(path.join(outbox, f), 'utf8')).replace(/=\r?\n/g, ''),
      ),
    );
    const about = mails.filter((m) => m.includes(caseNumber));
    expect(about).toHaveLength(2);
    const customer = about.find((m) => /^To: .*mail@example\.cz/m.test(m))!;
    const shop = about.find((m) => !/^To: .*mail@example\.cz/m.test(m))!;
    expect(customer).toBeDefined();
    expect(shop).toMatch(/^To: .*@/m);
    expect(customer).toMatch(/Subject: =\?UTF-8\?|Subject: Odstoupen/);
    expect(customer).toContain('&lt;b&gt;');
    expect(customer).not.toContain('<b>vůbec</b>');
  });
});

describe('maintenance switch', () => {
  it('is off by default, switched by the operator only, and the health checks still answer', async () => {
    const read = async () =>
      maintenanceResponse.parse((await t.app.inject({ url: '/api/v1/maintenance' })).json()).data;
    expect(await read()).toEqual({ enabled: false, retryAfterSeconds: 600 });
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/v1/maintenance',
      payload: { enabled: true },
    });
    expect(errorsOf(anonymous, 401)[0]!.code).toBe('admin.unauthenticated');
    const withoutSettings = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/v1/maintenance',
      headers: bearer(await operatorApiKey(t.database.db, ['orders', 'service'])),
      payload: { enabled: true },
    });
    expect(errorsOf(withoutSettings, 403)[0]!.code).toBe('admin.forbidden');
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/v1/maintenance',
      headers: bearer(operatorKey),
      payload: { enabled: true, retryAfterSeconds: 120 },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(await read()).toEqual({ enabled: true, retryAfterSeconds: 120 });
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/ready' })).statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/v1/maintenance',
      headers: bearer(operatorKey),
      payload: { enabled: true, retryAfterSeconds: 5 },
    });
    expect(bad.statusCode).toBe(400);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/v1/maintenance',
      headers: bearer(operatorKey),
      payload: { enabled: false },
    });
    expect((await read()).enabled).toBe(false);
  });
});
