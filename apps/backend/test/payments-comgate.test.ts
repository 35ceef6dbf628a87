import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponse, startPaymentResponse } from '@shop/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createComgateClient } from '../src/integrations/payment/comgate-client.ts';
import { GatewayError } from '../src/integrations/payment/gateway.ts';
import { startComgateServer } from './support/comgate-server.ts';
import { freePort } from './support/free-port.ts';
import { storeHttp } from './support/store-http.ts';
import { createTestDatabase, type TestDatabase } from './support/test-db.ts';

// Paying with Comgate, against a local server speaking its protocol, over real HTTP both ways.
// Fixture: variant 101 'Aloe gel 100 ml' 249 Kč, shipper 2 pickup points, payment 1 card (gateway).
const MERCHANT = '123456';
const SECRET = 'comgate-api-secret-0123456789';
const STOREFRONT = 'https://obchod.example.cz';

let t: TestDatabase;
let app: FastifyInstance;
let base: string;
let comgate: Awaited<ReturnType<typeof startComgateServer>>;

beforeAll(async () => {
  comgate = await startComgateServer(MERCHANT, SECRET);
  t = await createTestDatabase();
  await t.database.db.execute(sql`update inventory.stock set quantity = 1000`);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    DATA_DIR: t.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PUBLIC_URL: base,
    STOREFRONT_PUBLIC_URL: STOREFRONT,
    PAYMENT_GATEWAY: 'comgate',
    COMGATE_MERCHANT: MERCHANT,
    COMGATE_SECRET: SECRET,
    COMGATE_TEST: 'true',
    COMGATE_API_URL: comgate.url,
  });
  app = await buildApp({ config, database: t.database, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await t?.cleanup();
  await comgate?.close();
});

const { api, placeOrder } = storeHttp(() => base);

async function cardOrder() {
  const { order, token } = await placeOrder({ variantId: 101, paymentId: 1 });
  const started = await api('POST', `/api/v1/orders/token/${token}/payment`, {});
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  const redirectUrl = startPaymentResponse.parse(started.json).data.redirectUrl!;
  return { order, token, redirectUrl, transId: redirectUrl.split('/').at(-1)! };
}

const readOrder = async (token: string) =>
  orderResponse.parse((await api('GET', `/api/v1/orders/token/${token}`)).json).data;
const notifyUrl = () => `${base}/api/v1/payments/notify/comgate`;

describe('Comgate', () => {
  it('creates the payment with what Comgate asks for and sends the shopper to its page', async () => {
    const { order, redirectUrl, transId } = await cardOrder();
    expect(redirectUrl).toBe(`${comgate.url}/client/${transId}`);
    const created = comgate.payments.get(transId)!.body;
    expect(created).toMatchObject({
      test: true,
      price: Math.round(order.prices.totalWithTax * 100),
      curr: 'CZK',
      refId: order.code,
      label: order.code.slice(0, 16),
      email: 'jana@example.cz',
      lang: 'cs',
      country: 'CZ',
      prepareOnly: true,
      method: 'ALL',
    });
    expect(created.url_paid).toBe(`${STOREFRONT}/checkout/payment/callback?kod=${order.code}`);
  });

  it('a paid payment, once notified, is read back and settles the order', async () => {
    const { token, transId } = await cardOrder();
    const before = comgate.requests.length;
    const res = await comgate.decide(transId, 'PAID', notifyUrl());
    expect(res.status).toBe(200);
    expect((await readOrder(token)).paymentStatus).toBe('paid');
    // The notification was only a trigger: the status was asked for.
    expect(comgate.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toContain(
      `GET /payment/transId/${transId}.json`,
    );
  });

  it('a cancelled payment cancels the payment of the order', async () => {
    const { token, transId } = await cardOrder();
    await comgate.decide(transId, 'CANCELLED', notifyUrl());
    expect((await readOrder(token)).paymentStatus).toBe('cancelled');
  });

  it('a notification without the merchant secret is refused and changes nothing', async () => {
    const { token, transId } = await cardOrder();
    comgate.payments.get(transId)!.status = 'PAID';
    const forged = await fetch(notifyUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        merchant: MERCHANT,
        transId,
        status: 'PAID',
        secret: 'guessed',
      }).toString(),
    });
    expect(forged.status).toBe(401);
    const wrongMerchant = await comgate.decide(transId, 'PAID', notifyUrl(), { merchant: '999999' });
    expect(wrongMerchant.status).toBe(401);
    expect((await readOrder(token)).paymentStatus).toBe('pending');
  });

  it('refunds a paid payment, never more than was paid', async () => {
    const { order, transId } = await cardOrder();
    await comgate.decide(transId, 'PAID', notifyUrl());
    const client = createComgateClient({
      apiUrl: comgate.url,
      merchant: MERCHANT,
      secret: SECRET,
      test: true,
    });
    const amount = Math.round(order.prices.totalWithTax * 100);
    await client.refund({ gatewayRef: transId, amount: 100, currencyCode: 'CZK', merchantRef: order.code });
    expect(comgate.payments.get(transId)!.refunded).toBe(100);
    await expect(
      client.refund({ gatewayRef: transId, amount, currencyCode: 'CZK', merchantRef: order.code }),
    ).rejects.toBeInstanceOf(GatewayError);
  });

  it('wrong credentials are a gateway error, not a crash', async () => {
    const client = createComgateClient({
      apiUrl: comgate.url,
      merchant: MERCHANT,
      secret: 'wrong',
      test: true,
    });
    await expect(client.getStatus('AAAA-BBBB-CCCC')).rejects.toBeInstanceOf(GatewayError);
  });
});
