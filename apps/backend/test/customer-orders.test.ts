import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderResponse,
  errorResponse,
  orderResponse,
  userOrdersResponse,
  type Order,
} from '@shop/contract';
import { loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/query.ts';
import { createJobRunner } from '../src/job-runner.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { placeCustomerOrder, registerCustomer } from './support/customer-fixture.ts';
import { operatorApiKey } from './support/operator-access.ts';

// A customer's orders in the account (list, one order, CSV and picture exports) and the operator
// moving orders on, over HTTP on a fresh database. Fixture: variant 101 'Aloe gel 100 ml' (EAN
// 859…, stock 12 in Praha and 3 at the supplier), 102 'Silikonový gel 50 ml'; shipper 2 pickup
// points, payment 1 card, 2 cash on delivery.
type Headers = Record<string, string>;
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
let t: CatalogTestApp;
/** An operator's API key with every permission. */
let admin: Headers;
beforeAll(async () => {
  t = await createCatalogTestApp();
  admin = bearer(await operatorApiKey(t.database.db));
});
afterAll(() => t.cleanup());

const customer = () => registerCustomer(t, { emailPrefix: 'objednavky' });

const order = (who: Headers, lines: [number, number][], paymentId = 1) =>
  placeCustomerOrder(t.app, who, lines, { paymentId });

const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers });
/** The operator moves the order on; a parcel ships with its tracking number. */
const moveOn = (id: number, to: string, headers: Headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/v1/orders/${id}/transitions`,
    headers,
    payload: { to, ...(to === 'shipped' ? { trackingNumber: 'Z 1234567890' } : {}) },
  });
const stock = async (variantId: number) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select coalesce(sum(quantity), 0)::int as n from inventory.stock where variant_id = ${variantId}`,
    )
  )[0]!.n;

async function mails(): Promise<string[]> {
  const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const jobs = await createJobRunner(config, t.database.db, {
    info: () => {},
    warn: () => {},
    error: () => {},
  });
  const outbox = path.join(t.dataDir, 'outbox');
  const seen = new Set(await readdir(outbox).catch(() => []));
  try {
    await jobs.runner.runDue();
  } finally {
    await jobs.stop();
  }
  const files = (await readdir(outbox).catch(() => [])).filter((f) => !seen.has(f));
  return Promise.all(files.map((f) => readFile(path.join(outbox, f), 'utf8')));
}

describe("the customer's orders", () => {
  let jana: Headers;
  let first: Order;
  let second: Order;
  beforeAll(async () => {
    jana = await customer();
    first = await order(jana, [[101, 2]]);
    second = await order(jana, [[102, 1]], 2);
  });

  it('lists them newest first, ten a page, with the total', async () => {
    const all = userOrdersResponse.parse((await get('/api/v1/user/orders', jana)).json());
    expect(all.data.map((o) => o.code)).toEqual([second.code, first.code]);
    expect(all.meta.pagination).toEqual({ total: 2, page: 1, perPage: 10, lastPage: 1 });
    expect(all.data[1]).toMatchObject({ pieces: 2, fulfilment: 'unshipped', status: 'new', canPay: true });
    const paged = userOrdersResponse.parse((await get('/api/v1/user/orders?page=2&perPage=1', jana)).json());
    expect(paged.data.map((o) => o.id)).toEqual([first.id]);
    expect(paged.meta.pagination).toEqual({ total: 2, page: 2, perPage: 1, lastPage: 2 });
    expect((await get('/api/v1/user/orders?perPage=51', jana)).statusCode).toBe(400);
  });

  it('reads one by id or code', async () => {
    const byId = orderResponse.parse((await get(`/api/v1/user/orders/${first.id}`, jana)).json()).data;
    const byCode = orderResponse.parse(
      (await get(`/api/v1/user/orders/code/${first.code}`, jana)).json(),
    ).data;
    expect(byId).toEqual(byCode);
    expect(byId.items[0]).toMatchObject({
      variantId: 101,
      amount: 2,
      ean: expect.stringMatching(/^859\d{10}$/),
    });
  });

  it('exports the items as CSV a Czech spreadsheet opens', async () => {
    const res = await get(`/api/v1/user/orders/${first.id}/items/export`, jana);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain(`objednavka-${first.code}.csv`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Kód;Název;EAN;Množství;Cena za kus s DPH;Cena za kus bez DPH');
    const item = first.items[0]!;
    expect(lines[1]).toBe(
      [
        item.catalogCode,
        item.name,
        item.ean,
        2,
        String(item.prices.unitWithTax).replace('.', ','),
        String(item.prices.unitWithoutTax).replace('.', ','),
      ].join(';'),
    );
  });

  it("exports the items' pictures as a ZIP", async () => {
    const res = await get(`/api/v1/user/orders/${first.id}/items/images/export`, jana);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(new RegExp(`^${first.items[0]!.catalogCode}\\.`));
    expect(files[names[0]!]!.length).toBeGreaterThan(100);
  });

  it('401 without a session; 404 for every call on another customer’s order', async () => {
    for (const url of [
      '/api/v1/user/orders',
      `/api/v1/user/orders/${first.id}`,
      `/api/v1/user/orders/code/${first.code}`,
      `/api/v1/user/orders/${first.id}/items/export`,
      `/api/v1/user/orders/${first.id}/items/images/export`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
    const petr = await customer();
    expect(userOrdersResponse.parse((await get('/api/v1/user/orders', petr)).json()).data).toEqual([]);
    for (const url of [
      `/api/v1/user/orders/${first.id}`,
      `/api/v1/user/orders/code/${first.code}`,
      `/api/v1/user/orders/${first.id}/items/export`,
      `/api/v1/user/orders/${first.id}/items/images/export`,
      '/api/v1/user/orders/999999',
    ]) {
      expect((await get(url, petr)).statusCode, url).toBe(404);
    }
    expect((await get('/api/v1/user/orders/abc', jana)).statusCode).toBe(400);
  });
});

describe('the operator moves orders on', () => {
  it('needs an operator key with the orders permission', async () => {
    const jana = await customer();
    const o = await order(jana, [[101, 1]]);
    expect((await moveOn(o.id, 'shipped', {})).statusCode).toBe(401);
    expect((await moveOn(o.id, 'shipped', bearer('x'.repeat(43)))).statusCode).toBe(401);
    const contentOnly = bearer(await operatorApiKey(t.database.db, ['content']));
    expect((await moveOn(o.id, 'shipped', contentOnly)).statusCode).toBe(403);
    expect((await moveOn(999999, 'shipped')).statusCode).toBe(404);
    expect((await moveOn(o.id, 'lost')).statusCode).toBe(400);
  });

  it('shipped, then delivered (cash on delivery paid with it), each with an e-mail; a shipped order cannot be cancelled', async () => {
    const jana = await customer();
    const o = await order(jana, [[102, 1]], 2);
    await mails();
    const shipped = adminOrderResponse.parse((await moveOn(o.id, 'shipped')).json()).data;
    expect(shipped.fulfilment).toBe('shipped');
    expect((await mails()).some((m) => m.includes(o.code) && m.includes('je na cest'))).toBe(true);
    const again = await moveOn(o.id, 'shipped');
    expect(again.statusCode).toBe(409);
    expect(errorResponse.parse(again.json()).errors[0]!.title).toBe('Objednávka už je ve stavu „Odeslaná“.');
    expect(errorResponse.parse((await moveOn(o.id, 'cancelled')).json()).errors[0]!.title).toBe(
      'Odeslanou objednávku už nelze zrušit.',
    );
    const delivered = adminOrderResponse.parse((await moveOn(o.id, 'delivered')).json()).data;
    expect(delivered).toMatchObject({ fulfilment: 'delivered', status: 'paid', paymentStatus: 'paid' });
    expect((await mails()).some((m) => m.includes(o.code) && m.includes('doru'))).toBe(true);
    const listed = userOrdersResponse.parse((await get('/api/v1/user/orders', jana)).json()).data[0]!;
    expect(listed).toMatchObject({ fulfilment: 'delivered', status: 'paid', canPay: false });
  });

  it('cancelled before shipping: its goods go back to stock once, and the customer is told', async () => {
    const jana = await customer();
    const before = await stock(101);
    const o = await order(jana, [[101, 3]]);
    expect(await stock(101)).toBe(before - 3);
    await mails();
    const cancelled = adminOrderResponse.parse((await moveOn(o.id, 'cancelled')).json()).data;
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled', nextStates: [] });
    expect(await stock(101)).toBe(before);
    expect((await mails()).some((m) => m.includes(o.code) && m.includes('zru'))).toBe(true);
    expect((await moveOn(o.id, 'cancelled')).statusCode).toBe(409);
    expect(await stock(101)).toBe(before);
  });

  it('two operators cancelling at once return the goods once', async () => {
    const jana = await customer();
    const before = await stock(101);
    const o = await order(jana, [[101, 2]]);
    const both = await Promise.all([moveOn(o.id, 'cancelled'), moveOn(o.id, 'cancelled')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stock(101)).toBe(before);
  });
});
