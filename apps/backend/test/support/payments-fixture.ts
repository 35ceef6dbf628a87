import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { orderResponse, startPaymentResponse, type Order } from '@shop/contract';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import {
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  signNotification,
} from '../../src/integrations/payment/test-gateway-protocol.ts';
import { freePort } from './free-port.ts';
import { storeHttp } from './store-http.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

/**
 * Paying at the local test gateway over real HTTP: the backend listens on a port, PUBLIC_URL
 * names it, so the shop calls the gateway's merchant API, and the gateway's signed notifications
 * reach the shop, through the network stack. Fixture: variant 101 'Aloe gel 100 ml' 249 Kč,
 * shipper 2 pickup points (79 Kč), payments 1 card (gateway, 0 Kč) and 2 cash on delivery (39 Kč).
 */
export const SECRET = 'test-gateway-secret-for-payments';
export const STOREFRONT = 'https://obchod.example.cz';
export const ALOE = 101;

export let t: TestDatabase;
export let app: FastifyInstance;
export let base: string;

/**
 * The paying shop for the calling test file: listening before its tests, closed after them.
 * A function rather than hooks at the module's top level: the test files share this module (Vitest
 * runs them without isolation), and each needs hooks of its own.
 */
export function usePaymentsShop(): void {
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
        // No load shedding: a busy test machine lags the embedded database's event loop.
        PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
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
}

export async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const http = storeHttp(() => base);
export const api = http.api;

/** A guest's order of `amount` Aloe gels to a pickup point, paid with `paymentId`. */
export const placeOrder = (paymentId = 1, amount = 1, headers: Record<string, string> = {}) =>
  http.placeOrder({ variantId: ALOE, paymentId, amount }, headers);

export async function startPayment(
  token: string,
  body: { paymentId?: number } = {},
  headers: Record<string, string> = {},
) {
  return api('POST', `/api/v1/orders/token/${token}/payment`, body, headers);
}
export async function started(
  token: string,
  body: { paymentId?: number } = {},
  headers: Record<string, string> = {},
) {
  const res = await startPayment(token, body, headers);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return startPaymentResponse.parse(res.json).data;
}
export async function readOrder(token: string): Promise<Order> {
  const res = await api('GET', `/api/v1/orders/token/${token}`);
  return orderResponse.parse(res.json).data;
}
/** The order once `done` holds, reading it until then (notifications travel on their own). */
export async function orderWhen(
  token: string,
  done: (o: Order) => boolean,
  timeoutMs = 10_000,
): Promise<Order> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const order = await readOrder(token);
    if (done(order) || Date.now() > until) return order;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The shopper's click on the gateway page: answers the redirect the browser would follow. */
export async function decide(redirectUrl: string, decision: 'pay' | 'decline' | 'cancel') {
  const res = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location') };
}

export const gatewayRef = (redirectUrl: string) => decodeURIComponent(redirectUrl.split('/').at(-1)!);

/** A notification signed with the gateway's key, as the gateway would send it. */
export function notify(
  ref: string,
  opts: { timestamp?: number; signature?: string | null; body?: string } = {},
) {
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

export const transactionsOf = (orderId: number) =>
  rows<{ status: string; amount: number; currency_code: string; gateway_ref: string }>(
    sql`select status, amount, currency_code, gateway_ref from payment.transactions where order_id = ${orderId} order by id`,
  );
export const notificationsOf = (ref: string) =>
  rows<{ signature_valid: boolean; outcome: string }>(
    sql`select signature_valid, outcome from payment.notifications where gateway_ref = ${ref} order by id`,
  );
