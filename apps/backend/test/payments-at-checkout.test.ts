import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { cartChangeResponse, placeOrderResponse } from '@shop/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { PAYMENT_STARTS } from '../src/modules/payment/routes.ts';
import { freePort } from './support/free-port.ts';
import { guestPickupOrder } from './support/guest-order.ts';
import {
  ALOE,
  api,
  base,
  decide,
  gatewayRef,
  orderWhen,
  placeOrder,
  readOrder,
  started,
  startPayment,
  transactionsOf,
  usePaymentsShop,
} from './support/payments-fixture.ts';
import { createTestDatabase, type TestDatabase } from './support/test-db.ts';

usePaymentsShop();

// Placing a card order starts its payment in the same call: the answer leads to the gateway's page.
// Over real HTTP at the local test gateway (payments-fixture.ts); a gateway that cannot be reached
// or refuses the shop is another app of this file's, on a database of its own.

const page = () => new RegExp(`^${base}/test-gateway/pay/tgp_[A-Za-z0-9_-]{22}$`);

/** A guest's cart holding one Aloe gel: its token. */
async function cartOf(headers: Record<string, string> = {}) {
  const added = await api('POST', '/api/v1/cart/items', { id: ALOE, amount: 1 }, headers);
  expect(added.status).toBe(200);
  return cartChangeResponse.parse(added.json).meta.guestCartToken!;
}
const place = (cartToken: string, headers: Record<string, string> = {}) =>
  api('POST', '/api/v1/cart/place', guestPickupOrder, { 'x-cart-token': cartToken, ...headers });

describe('a card order placed with one call', () => {
  it("answers the gateway's page of the payment it started, which the order's payment start goes back to", async () => {
    const { order, token, paymentRedirectUrl } = await placeOrder(1, 2);
    expect(paymentRedirectUrl).toMatch(page());
    expect(await transactionsOf(order.id)).toEqual([
      {
        status: 'created',
        amount: Math.round(order.prices.totalWithTax * 100),
        currency_code: 'CZK',
        gateway_ref: gatewayRef(paymentRedirectUrl!),
      },
    ]);
    expect(await readOrder(token)).toMatchObject({ paymentStatus: 'pending', canPay: true });
    // Starting it again from the order (the finished page's "pay") opens the same payment.
    expect((await started(token)).redirectUrl).toBe(paymentRedirectUrl);
    expect(await transactionsOf(order.id)).toHaveLength(1);

    expect(await decide(paymentRedirectUrl!, 'pay')).toMatchObject({ status: 303 });
    expect(await orderWhen(token, (o) => o.paymentStatus === 'paid')).toMatchObject({
      status: 'paid',
      paymentStatus: 'paid',
    });
  });

  it('cash on delivery has no page to go to, and nothing is started', async () => {
    const { order, token, paymentRedirectUrl } = await placeOrder(2);
    expect(paymentRedirectUrl).toBeNull();
    expect(await transactionsOf(order.id)).toEqual([]);
    expect(await readOrder(token)).toMatchObject({ paymentStatus: 'on_delivery', canPay: false });
  });

  it('the same cart placed twice at once: one order, one payment; placed again, the same page', async () => {
    const cartToken = await cartOf();
    const answers = await Promise.all([place(cartToken), place(cartToken)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const placed = answers.map((a) => placeOrderResponse.parse(a.json));
    const orderId = placed[0]!.data.id;
    expect(placed[1]!.data.id).toBe(orderId);
    const transactions = await transactionsOf(orderId);
    expect(transactions).toHaveLength(1);
    const opened = `${base}/test-gateway/pay/${transactions[0]!.gateway_ref}`;
    // The call that placed the order started the payment; the other one answers it or nothing.
    const urls = placed.map((p) => p.meta.paymentRedirectUrl);
    expect(urls).toContain(opened);
    for (const url of urls) expect([opened, null]).toContain(url);

    const again = await place(cartToken);
    expect(again.status).toBe(200);
    expect(placeOrderResponse.parse(again.json).meta.paymentRedirectUrl).toBe(opened);
    expect(await transactionsOf(orderId)).toHaveLength(1);
  });

  it("counts with the address's payment starts: beyond their limit the order is placed without one", async () => {
    const from = { 'x-forwarded-for': '203.0.113.90' };
    for (let i = 0; i < PAYMENT_STARTS.max - 1; i++) {
      expect((await startPayment('A'.repeat(43), {}, from)).status).toBe(404);
    }
    // The last start the address has left goes to this order.
    const last = await placeOrder(1, 1, from);
    expect(last.paymentRedirectUrl).toMatch(page());
    expect((await startPayment(last.token, {}, from)).status).toBe(429);

    const { order, token, paymentRedirectUrl } = await placeOrder(1, 1, from);
    expect(paymentRedirectUrl).toBeNull();
    expect(await transactionsOf(order.id)).toEqual([]);
    expect(await readOrder(token)).toMatchObject({ status: 'new', paymentStatus: 'pending', canPay: true });
    // Another address starts it.
    expect((await started(token, {}, { 'x-forwarded-for': '203.0.113.91' })).redirectUrl).toMatch(page());
  });
});

/** An app whose shop calls the test gateway at `gatewayUrl` with `secret`, logging warnings and errors. */
async function shopCalling(gatewayUrl: string, secret: string) {
  const db = await createTestDatabase();
  const log: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log.push(String(chunk));
      done();
    },
  });
  const config = loadConfig({
    DATA_DIR: db.dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    TEST_GATEWAY_URL: gatewayUrl,
    TEST_GATEWAY_SECRET: secret,
  });
  const app = await buildApp({ config, database: db.database, logger: { stream } });
  await app.ready();
  return { app, db, log };
}

const shops: { app: FastifyInstance; db: TestDatabase }[] = [];
afterAll(async () => {
  for (const { app, db } of shops) {
    await app.close();
    await db.cleanup();
  }
});

describe('a gateway that does not start the payment', () => {
  async function placedAt(shop: Awaited<ReturnType<typeof shopCalling>>) {
    shops.push(shop);
    const added = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items',
      payload: { id: ALOE, amount: 1 },
    });
    expect(added.statusCode).toBe(200);
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/cart/place',
      headers: { 'x-cart-token': cartChangeResponse.parse(added.json()).meta.guestCartToken! },
      payload: guestPickupOrder,
    });
    expect(res.statusCode, res.body).toBe(200);
    return placeOrderResponse.parse(res.json());
  }
  const transactionCount = async (db: TestDatabase, orderId: number) =>
    (
      (await db.database.db.execute(
        sql`select count(*)::int as n from payment.transactions where order_id = ${orderId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;

  it.each([
    [
      'cannot be reached',
      async () => `http://127.0.0.1:${await freePort()}`,
      'test-gateway-secret-for-payments',
    ],
    ['refuses the shop', async () => base, 'a-secret-the-test-gateway-does-not-know'],
  ])('%s: the order stands without it, to be paid from its page', async (_case, gatewayUrl, secret) => {
    const shop = await shopCalling(await gatewayUrl(), secret);
    const { data: order, meta } = await placedAt(shop);
    expect(meta.paymentRedirectUrl).toBeNull();
    expect(order).toMatchObject({ status: 'new', paymentStatus: 'pending', canPay: true });
    expect(await transactionCount(shop.db, order.id)).toBe(0);
    const failure = shop.log.map((line) => JSON.parse(line) as { msg: string; orderId?: number });
    expect(failure).toContainEqual(
      expect.objectContaining({
        msg: 'starting the payment of a placed order failed; the order stands',
        orderId: order.id,
      }),
    );
  });
});
