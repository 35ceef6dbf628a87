import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartChangeResponse,
  errorResponse,
  orderResponse,
  placeOrderResponse,
  startPaymentResponse,
  type Order,
} from '@shop/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import {
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  signNotification,
  testGatewayApiKey,
} from '../src/integrations/payment/test-gateway-protocol.ts';
import { createTestDatabase, type TestDatabase } from './support/test-db.ts';

/**
 * Paying at the local test gateway over real HTTP: the backend listens on a port, PUBLIC_URL
 * names it, so the shop calls the gateway's merchant API, and the gateway's signed notifications
 * reach the shop, through the network stack. Fixture: variant 101 'Aloe gel 100 ml' 249 Kč,
 * shipper 2 pickup points (79 Kč), payments 1 card (gateway, 0 Kč) and 2 cash on delivery (39 Kč).
 */
const SECRET = 'test-gateway-secret-for-payments';
const STOREFRONT = 'https://obchod.example.cz';
const ALOE = 101;

let t: TestDatabase;
let app: FastifyInstance;
let base: string;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

beforeAll(async () => {
  t = await createTestDatabase();
  // Enough stock for every order placed here.
  await t.database.db.execute(sql`update inventory.stock set quantity = 1000`);
  // The port is chosen before the app is built, so that PUBLIC_URL can name it.
  for (let attempt = 0; ; attempt++) {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      DATA_DIR: t.dataDir,
      LOG_LEVEL: process.env.PAYMENTS_LOG ?? 'silent',
      SEED_DEMO: 'false',
      PUBLIC_URL: base,
      STOREFRONT_PUBLIC_URL: STOREFRONT,
      TEST_GATEWAY_SECRET: SECRET,
    });
    app = await buildApp({
      config,
      database: t.database,
      logger: process.env.PAYMENTS_LOG ? undefined : false,
    });
    try {
      await app.listen({ port, host: '127.0.0.1' });
      break;
    } catch (err) {
      await app.close();
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt > 3) throw err;
    }
  }
});
afterAll(async () => {
  await app?.close();
  await t?.cleanup();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, json: (await res.json()) as unknown };
}

/** A guest's order of `amount` Aloe gels to a pickup point, paid with `paymentId`. */
async function placeOrder(paymentId = 1, amount = 1, headers: Record<string, string> = {}) {
  const added = await api('POST', '/api/v1/cart/items', { id: ALOE, amount }, headers);
  expect(added.status).toBe(200);
  const cartToken = cartChangeResponse.parse(added.json).meta.guestCartToken!;
  const res = await api(
    'POST',
    '/api/v1/cart/place',
    {
      shipperId: 2,
      shipperBranchId: 'CZ001',
      paymentId,
      terms: true,
      customer: {
        name: 'Jana Nováková',
        firstName: 'Jana',
        lastName: 'Nováková',
        email: 'jana@example.cz',
        phone: '+420 777 123 456',
      },
      billingAddress: { street: '', city: '', postcode: '', countryCode: 'CZE' },
      shippingAddress: { street: '', city: '', postcode: '', countryCode: 'CZE' },
    },
    { 'x-cart-token': cartToken, ...headers },
  );
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const placed = placeOrderResponse.parse(res.json);
  return { order: placed.data, token: placed.meta.orderToken };
}

async function startPayment(
  token: string,
  body: { paymentId?: number } = {},
  headers: Record<string, string> = {},
) {
  return api('POST', `/api/v1/orders/token/${token}/payment`, body, headers);
}
async function started(
  token: string,
  body: { paymentId?: number } = {},
  headers: Record<string, string> = {},
) {
  const res = await startPayment(token, body, headers);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return startPaymentResponse.parse(res.json).data;
}
async function readOrder(token: string): Promise<Order> {
  const res = await api('GET', `/api/v1/orders/token/${token}`);
  return orderResponse.parse(res.json).data;
}
/** The order once `done` holds, reading it until then (notifications travel on their own). */
async function orderWhen(token: string, done: (o: Order) => boolean, timeoutMs = 10_000): Promise<Order> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const order = await readOrder(token);
    if (done(order) || Date.now() > until) return order;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The shopper's click on the gateway page: answers the redirect the browser would follow. */
async function decide(redirectUrl: string, decision: 'pay' | 'decline' | 'cancel') {
  const res = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location') };
}

const gatewayRef = (redirectUrl: string) => decodeURIComponent(redirectUrl.split('/').at(-1)!);

/** A notification signed with the gateway's key, as the gateway would send it. */
function notify(ref: string, opts: { timestamp?: number; signature?: string | null; body?: string } = {}) {
  const raw = opts.body ?? JSON.stringify({ id: ref, event: 'payment.updated' });
  const timestamp = opts.timestamp ?? Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [TIMESTAMP_HEADER]: String(timestamp),
  };
  const signature = opts.signature === undefined ? signNotification(SECRET, timestamp, raw) : opts.signature;
  if (signature !== null) headers[SIGNATURE_HEADER] = signature;
  return fetch(`${base}/api/v1/payments/notify/test`, { method: 'POST', headers, body: raw });
}

const transactionsOf = (orderId: number) =>
  rows<{ status: string; amount: number; currency_code: string; gateway_ref: string }>(
    sql`select status, amount, currency_code, gateway_ref from payment.transactions where order_id = ${orderId} order by id`,
  );
const notificationsOf = (ref: string) =>
  rows<{ signature_valid: boolean; outcome: string }>(
    sql`select signature_valid, outcome from payment.notifications where gateway_ref = ${ref} order by id`,
  );

describe('paying by card at the test gateway', () => {
  it('start → the payment page → Zaplatit → the signed notification pays the order → back to the storefront', async () => {
    const { order, token } = await placeOrder(1, 2);
    expect(order).toMatchObject({ paymentStatus: 'pending', canPay: true, payment: { kind: 'gateway' } });

    const { order: same, redirectUrl } = await started(token);
    expect(same.id).toBe(order.id);
    expect(redirectUrl).toMatch(new RegExp(`^${base}/test-gateway/pay/tgp_[A-Za-z0-9_-]{22}$`));
    const ref = gatewayRef(redirectUrl!);
    expect(await transactionsOf(order.id)).toEqual([
      {
        status: 'created',
        amount: Math.round(order.prices.totalWithTax * 100),
        currency_code: 'CZK',
        gateway_ref: ref,
      },
    ]);

    // The page a shopper sees: Czech, the shop, the order, the amount, three choices.
    const page = await fetch(redirectUrl!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${STOREFRONT}`);
    const html = await page.text();
    expect(html).toContain('<html lang="cs">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('Intimfit.cz');
    expect(html).toContain(order.code);
    expect(html).toContain('577\u00a0Kč'); // 2 × 249 + 79
    expect(html).toContain('>Zaplatit</button>');
    expect(html).toContain('>Zamítnout platbu</button>');
    expect(html).toContain('>Zrušit a vrátit se do obchodu</button>');

    const clicked = await decide(redirectUrl!, 'pay');
    expect(clicked).toEqual({
      status: 303,
      location: `${STOREFRONT}/checkout/payment/callback?kod=${order.code}`,
    });

    const paid = await orderWhen(token, (o) => o.paymentStatus === 'paid');
    expect(paid).toMatchObject({ status: 'paid', paymentStatus: 'paid', canPay: false });
    expect(await transactionsOf(order.id)).toMatchObject([{ status: 'paid' }]);
    expect(await notificationsOf(ref)).toEqual([{ signature_valid: true, outcome: 'settled' }]);

    // Decided once: the page says so, a second click changes nothing and sends nothing new.
    const again = await (await fetch(redirectUrl!)).text();
    expect(again).toContain('Tato platba už byla zaplacena.');
    expect(again).not.toContain('>Zaplatit</button>');
    expect(await decide(redirectUrl!, 'decline')).toMatchObject({ status: 303 });
    await new Promise((r) => setTimeout(r, 200));
    expect(await notificationsOf(ref)).toHaveLength(1);
    expect((await readOrder(token)).paymentStatus).toBe('paid');

    // A paid order cannot be paid again.
    const twice = await startPayment(token);
    expect(twice.status).toBe(409);
    expect(errorResponse.parse(twice.json).errors[0]!.title).toBe('Objednávka už je zaplacená');
  });

  it('the shopper comes back to the Slovak storefront when paying from it', async () => {
    const { order, token } = await placeOrder();
    const { redirectUrl } = await started(token, {}, { 'x-locale': 'sk' });
    expect(await decide(redirectUrl!, 'cancel')).toEqual({
      status: 303,
      location: `${STOREFRONT}/sk/checkout/payment/callback?kod=${order.code}`,
    });
    const cancelled = await orderWhen(token, (o) => o.paymentStatus !== 'pending');
    expect(cancelled).toMatchObject({ status: 'new', paymentStatus: 'cancelled', canPay: true });
  });

  it('declined, then paid on a second try', async () => {
    const { order, token } = await placeOrder();
    const first = await started(token);
    expect(await decide(first.redirectUrl!, 'decline')).toMatchObject({ status: 303 });
    const failed = await orderWhen(token, (o) => o.paymentStatus !== 'pending');
    expect(failed).toMatchObject({ status: 'new', paymentStatus: 'failed', canPay: true });

    const second = await started(token);
    expect(second.redirectUrl).not.toBe(first.redirectUrl);
    expect(await decide(second.redirectUrl!, 'pay')).toMatchObject({ status: 303 });
    const paid = await orderWhen(token, (o) => o.paymentStatus === 'paid');
    expect(paid).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
    expect((await transactionsOf(order.id)).map((x) => x.status)).toEqual(['declined', 'paid']);
  });

  it('declined, then switched to cash on delivery: no gateway, the surcharge in the total', async () => {
    const { order, token } = await placeOrder();
    const first = await started(token);
    await decide(first.redirectUrl!, 'decline');
    await orderWhen(token, (o) => o.paymentStatus === 'failed');

    const { order: cod, redirectUrl } = await started(token, { paymentId: 2 });
    expect(redirectUrl).toBeNull();
    expect(cod).toMatchObject({ paymentStatus: 'on_delivery', payment: { id: 2, code: 'cod', kind: 'cod' } });
    expect(cod.prices.paymentPrice).toBe(39);
    expect(Math.round(cod.prices.totalWithTax * 100)).toBe(
      Math.round(order.prices.totalWithTax * 100) + 3900,
    );
    expect(await transactionsOf(order.id)).toHaveLength(1);
  });

  it('money for an attempt the order no longer waits for is recorded, the order left alone', async () => {
    const { order, token } = await placeOrder();
    const card = await started(token);
    // The shopper switches to cash on delivery, then pays the old card page after all.
    await started(token, { paymentId: 2 });
    await decide(card.redirectUrl!, 'pay');
    const ref = gatewayRef(card.redirectUrl!);
    await expect.poll(() => notificationsOf(ref), { timeout: 10_000 }).toHaveLength(1);
    expect(await notificationsOf(ref)).toEqual([{ signature_valid: true, outcome: 'mismatch' }]);
    expect(await transactionsOf(order.id)).toMatchObject([{ status: 'paid' }]);
    expect(await readOrder(token)).toMatchObject({ status: 'new', paymentStatus: 'on_delivery' });
  });

  it('refresh reads the status back when the notification has not come', async () => {
    const { order, token } = await placeOrder();
    const { redirectUrl } = await started(token);
    const ref = gatewayRef(redirectUrl!);
    // Paid at the gateway, its notification lost on the way.
    await t.database.db.execute(
      sql`update test_gateway.payments set status = 'paid', decided_at = now() where id = ${ref}`,
    );
    expect((await readOrder(token)).paymentStatus).toBe('pending');
    const res = await api('POST', `/api/v1/orders/token/${token}/payment/refresh`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(orderResponse.parse(res.json).data).toMatchObject({
      id: order.id,
      status: 'paid',
      paymentStatus: 'paid',
    });
    // Later, the notification changes nothing.
    const late = await notify(ref);
    expect(late.status).toBe(200);
    expect(await late.json()).toEqual({ outcome: 'unchanged' });
  });

  it('refresh of an undecided payment leaves it pending; an unknown token is 404', async () => {
    const { token } = await placeOrder();
    await started(token);
    const res = await api('POST', `/api/v1/orders/token/${token}/payment/refresh`);
    expect(orderResponse.parse(res.json).data.paymentStatus).toBe('pending');
    const unknown = await api('POST', `/api/v1/orders/token/${'x'.repeat(43)}/payment/refresh`);
    expect(unknown.status).toBe(404);
  });
});

describe('starting a payment', () => {
  it('answers 404 for an unknown token, 400 for a malformed one', async () => {
    expect((await startPayment('A'.repeat(43))).status).toBe(404);
    expect((await startPayment('short')).status).toBe(400);
  });

  it('with cash on delivery needs no gateway, and such an order keeps its method', async () => {
    const { order, token } = await placeOrder(2);
    const cod = await started(token);
    expect(cod.redirectUrl).toBeNull();
    expect(cod.order).toMatchObject({ paymentStatus: 'on_delivery', canPay: false });
    const card = await startPayment(token, { paymentId: 1 });
    expect(card.status).toBe(409);
    expect(errorResponse.parse(card.json).errors[0]!.title).toBe('Objednávku už nelze zaplatit');
    expect(await transactionsOf(order.id)).toHaveLength(0);
  });

  it('refuses an unknown payment method with 422', async () => {
    const { token } = await placeOrder();
    const res = await startPayment(token, { paymentId: 999 });
    expect(res.status).toBe(422);
    expect(errorResponse.parse(res.json).errors[0]).toMatchObject({ field: 'paymentId' });
  });
});

describe('gateway notifications', () => {
  /** A card order whose payment is paid at the gateway but not yet known to the shop. */
  async function paidAtGatewayOnly() {
    const placed = await placeOrder();
    const { redirectUrl } = await started(placed.token);
    const ref = gatewayRef(redirectUrl!);
    await t.database.db.execute(
      sql`update test_gateway.payments set status = 'paid', decided_at = now() where id = ${ref}`,
    );
    return { ...placed, ref };
  }

  it.each([
    ['a bad signature', { signature: `sha256=${'0'.repeat(64)}` }],
    ['a signature with another key', { signature: 'sha256=deadbeef' }],
    ['no signature', { signature: null }],
    ['an old timestamp (a replay)', { timestamp: Math.floor(Date.now() / 1000) - 3600 }],
    ['a timestamp from the future', { timestamp: Math.floor(Date.now() / 1000) + 3600 }],
  ])('refuses %s with 401 and changes nothing', async (_name, opts) => {
    const { order, token, ref } = await paidAtGatewayOnly();
    const res = await notify(ref, opts);
    expect(res.status).toBe(401);
    expect(await notificationsOf(ref)).toEqual([{ signature_valid: false, outcome: 'rejected' }]);
    expect(await transactionsOf(order.id)).toMatchObject([{ status: 'created' }]);
    expect((await readOrder(token)).paymentStatus).toBe('pending');
  });

  it('refuses a body altered after signing', async () => {
    const { ref } = await paidAtGatewayOnly();
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = signNotification(
      SECRET,
      timestamp,
      JSON.stringify({ id: 'tgp_other', event: 'payment.updated' }),
    );
    const res = await notify(ref, { timestamp, signature });
    expect(res.status).toBe(401);
  });

  it('settles on a valid notification once; a replay changes nothing', async () => {
    const { token, ref } = await paidAtGatewayOnly();
    const first = await notify(ref);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ outcome: 'settled' });
    expect((await readOrder(token)).paymentStatus).toBe('paid');
    const paidAt = (
      await rows<{ paid_at: string }>(
        sql`select paid_at::text from orders.orders where payment_status = 'paid' order by paid_at desc limit 1`,
      )
    )[0];

    const replay = await notify(ref);
    expect(await replay.json()).toEqual({ outcome: 'unchanged' });
    expect(await notificationsOf(ref)).toEqual([
      { signature_valid: true, outcome: 'settled' },
      { signature_valid: true, outcome: 'unchanged' },
    ]);
    expect(
      (
        await rows<{ paid_at: string }>(
          sql`select paid_at::text from orders.orders where payment_status = 'paid' order by paid_at desc limit 1`,
        )
      )[0],
    ).toEqual(paidAt);
  });

  it.each([
    ['amount', sql`amount = amount - 100`],
    ['currency', sql`currency_code = 'EUR'`],
    ['order reference', sql`merchant_ref = '99999999'`],
  ])('does not settle when the %s read back differs from the transaction', async (_name, change) => {
    const { order, token, ref } = await paidAtGatewayOnly();
    await t.database.db.execute(sql`update test_gateway.payments set ${change} where id = ${ref}`);
    const res = await notify(ref);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ outcome: 'mismatch' });
    expect(await transactionsOf(order.id)).toMatchObject([{ status: 'created' }]);
    expect((await readOrder(token)).paymentStatus).toBe('pending');
  });

  it('answers an unknown payment 200 (the gateway may stop) and an unknown gateway 404', async () => {
    const res = await notify('tgp_AAAAAAAAAAAAAAAAAAAAAA');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ outcome: 'unknown' });
    const other = await fetch(`${base}/api/v1/payments/notify/gopay`, { method: 'POST', body: '{}' });
    expect(other.status).toBe(404);
  });

  it('takes the raw body whatever its content type', async () => {
    const { token, ref } = await paidAtGatewayOnly();
    const raw = JSON.stringify({ id: ref, event: 'payment.updated' });
    const timestamp = Math.floor(Date.now() / 1000);
    const res = await fetch(`${base}/api/v1/payments/notify/test`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain',
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signNotification(SECRET, timestamp, raw),
      },
      body: raw,
    });
    expect(res.status).toBe(200);
    expect((await readOrder(token)).paymentStatus).toBe('paid');
  });
});

describe('the test gateway itself', () => {
  const paymentBody = {
    merchantRef: 'A&B <1>',
    amount: 12990,
    currencyCode: 'EUR',
    description: '<script>alert("x")</script>',
    returnUrl: 'https://shop.example.sk/navrat?a=1&b=2',
    notifyUrl: 'https://shop.example.sk/notify',
  };

  it('its merchant API needs the API key', async () => {
    const none = await api('POST', '/test-gateway/api/payments', paymentBody);
    expect(none.status).toBe(401);
    const wrong = await api('POST', '/test-gateway/api/payments', paymentBody, {
      authorization: 'Bearer nope',
    });
    expect(wrong.status).toBe(401);
    const read = await api('GET', '/test-gateway/api/payments/tgp_AAAAAAAAAAAAAAAAAAAAAA');
    expect(read.status).toBe(401);
  });

  it('creates and reads payments; refuses bad input; its page escapes what the merchant sent', async () => {
    const auth = { authorization: `Bearer ${testGatewayApiKey(SECRET)}` };
    const bad = await api('POST', '/test-gateway/api/payments', { ...paymentBody, amount: -1 }, auth);
    expect(bad.status).toBe(400);
    const created = await api('POST', '/test-gateway/api/payments', paymentBody, auth);
    expect(created.status).toBe(201);
    const p = created.json as { id: string; redirectUrl: string; status: string };
    expect(p).toMatchObject({
      status: 'created',
      amount: 12990,
      currencyCode: 'EUR',
      merchantRef: 'A&B <1>',
    });
    const read = await api('GET', `/test-gateway/api/payments/${p.id}`, undefined, auth);
    expect(read.json).toEqual(created.json);
    expect(
      (await api('GET', '/test-gateway/api/payments/tgp_AAAAAAAAAAAAAAAAAAAAAA', undefined, auth)).status,
    ).toBe(404);

    const html = await (await fetch(p.redirectUrl)).text();
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('A&amp;B &lt;1&gt;');
    expect(html).toContain('129,90\u00a0€');

    const unknown = await fetch(`${base}/test-gateway/pay/tgp_AAAAAAAAAAAAAAAAAAAAAA`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Platba nenalezena');
    const nonsense = await fetch(p.redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=refund',
      redirect: 'manual',
    });
    expect(nonsense.status).toBe(400);
    expect((await api('GET', `/test-gateway/api/payments/${p.id}`, undefined, auth)).json).toMatchObject({
      status: 'created',
    });
  });
});
