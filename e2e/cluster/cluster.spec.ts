// The shop on several processes (`npm run start:cluster`): two storefronts and two backends behind
// HAProxy, on PostgreSQL and Redis. A price the operator changes shows on both storefront processes
// at once; shoppers keep browsing and checking out while processes are killed and restarted.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { createClient } from 'redis';
import {
  cartChangeResponse,
  cartResponse,
  catalogProductResponse,
  paymentsResponse,
  placeOrderResponse,
  shippersResponse,
} from '@shop/contract';
import { startCluster, type Cluster } from '../../scripts/start-cluster.mjs';
import { createOperatorApiKey } from '../operator-key.mjs';
import { distDirName, ports } from '../ports.mjs';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: '/shop_cluster_test' }).toString();
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Next's entries of this run in Redis, apart from any other shop's (and removed afterwards).
const keyPrefix = `shop-cluster-test-${randomBytes(4).toString('hex')}:`;
const json = { 'content-type': 'application/json', 'x-currency': 'CZK', 'x-locale': 'cs' };

let cluster: Cluster;
/** An API key the demo owner creates once the cluster is up, for the operator's price change. */
let operatorKey: string;

test.beforeAll(async () => {
  // Seconds to start; minutes when the storefront must be built first.
  test.setTimeout(900_000);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('drop database if exists shop_cluster_test with (force)');
  await admin.end();
  // The same addresses and build as the browser tests' shop, whose build it reuses when current.
  cluster = await startCluster({
    webPort: ports.web,
    apiPort: ports.api,
    databaseUrl,
    redisUrl,
    dataDir: `${process.cwd()}/.data-cluster`,
    distDir: distDirName,
    env: { KEY_PREFIX: keyPrefix, LOG_LEVEL: 'warn' },
    log: () => undefined,
  });
  // The demo data's owner logs in through the load balancer and creates the key.
  operatorKey = await createOperatorApiKey(cluster.apiUrl);
});

test.afterAll(async () => {
  await cluster?.stop();
  const redis = createClient({ url: redisUrl, database: 1 });
  await redis.connect();
  for await (const keys of redis.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 500 })) {
    for (const key of [keys].flat()) await redis.del(key);
  }
  await redis.quit();
});

const processUrl = (port: number) => `http://localhost:${port}`;

async function api<T>(path: string, parse: { parse(v: unknown): T }, init: RequestInit = {}): Promise<T> {
  const res = await fetch(cluster.apiUrl + path, { ...init, headers: { ...json, ...init.headers } });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return parse.parse(await res.json());
}

test('a price the operator changes shows on both storefront processes within a second', async () => {
  const [product] = (await api('/catalog/product?ids=1', catalogProductResponse)).data;
  const path = `/produkt/${product!.slug}`;
  const shows = (html: string, price: number) => new RegExp(`${price}(\\s|&nbsp;|\u00a0)Kč`).test(html);
  const pageOf = async (port: number) => {
    const res = await fetch(processUrl(port) + path);
    expect(res.status).toBe(200);
    return res.text();
  };
  // Both processes hold the page in their caches, with today's price.
  const before = product!.variants.find((v) => v.id === product!.defaultVariantId)!.prices.unitWithTax;
  for (const port of [ports.web + 1, ports.web + 2]) {
    for (let i = 0; i < 3; i++) expect(shows(await pageOf(port), before)).toBe(true);
  }

  const price = before + 11;
  const res = await fetch(`${cluster.apiUrl}/api/admin/v1/prices/${product!.defaultVariantId}`, {
    method: 'PUT',
    headers: { ...json, authorization: `Bearer ${operatorKey}` },
    body: JSON.stringify({ currency: 'CZK', price }),
  });
  expect(res.status).toBe(200);
  const changed = performance.now();
  const seenAfter: number[] = [];
  for (const port of [ports.web + 1, ports.web + 2]) {
    while (!shows(await pageOf(port), price)) {
      expect(performance.now() - changed, `the new price on the process at ${port}`).toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 50));
    }
    seenAfter.push(performance.now() - changed);
  }
  console.log(`new price seen after ${seenAfter.map((ms) => `${ms.toFixed(0)} ms`).join(' and ')}`);
});

/** Everything a checkout needs from the catalogue, read once. */
async function checkoutSetup() {
  const products = (
    await api('/catalog/product?ids=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16', catalogProductResponse)
  ).data;
  const variants = products
    .flatMap((p) => p.variants)
    .filter(
      (v) =>
        v.availability.isAvailable &&
        v.prices.unitWithTax >= 100 &&
        (!v.availability.checkStock || (v.availability.stock ?? 0) >= 50),
    )
    .map((v) => v.id);
  const shipper = (await api('/api/v1/shippers', shippersResponse)).data.find(
    (s) => s.type === 'COURIER' && s.availableCountriesCodes.includes('CZE'),
  );
  const payment = (await api('/api/v1/cart/payments', paymentsResponse)).data.find((p) => p.code === 'cod');
  expect(variants.length).toBeGreaterThanOrEqual(2);
  return { variants, shipperId: shipper!.id, paymentId: payment!.id };
}

/** A call the load balancer could not get answered (a process died while it ran it). */
const lost = (status: number) => status === 502 || status === 503 || status === 504;

/** What the processes are going through: a crash may lose answers, a graceful restart must not. */
let phase: 'crash' | 'rolling restart' | 'steady' = 'steady';
/** Answers lost to the checkout clients (and sent again), by the phase they were lost in. */
const lostAnswers: string[] = [];

/**
 * One shopper's checkout through the load balancer, as a careful client makes it: a change lost
 * with a dying process is checked (is the line in the cart?) before it is sent again, and the order
 * is sent again as it is (placing a cart twice answers with the same order).
 */
async function checkout(n: number, setup: Awaited<ReturnType<typeof checkoutSetup>>) {
  const from = { 'x-forwarded-for': `198.18.7.${n % 250}` };
  let token: string | null = null;
  let lines = 0;
  const send = async (path: string, init: RequestInit) => {
    for (let attempt = 1; ; attempt++) {
      try {
        const res = await fetch(cluster.apiUrl + path, {
          ...init,
          headers: { ...json, ...from, ...init.headers },
        });
        if (!lost(res.status)) return res;
        lostAnswers.push(`${phase}: ${path} ${res.status} ${(await res.text()).slice(0, 100)}`);
      } catch (e) {
        // the connection to the balancer itself broke: the same as a lost answer
        lostAnswers.push(`${phase}: ${path} ${String(e)}`);
      }
      if (attempt === 5) throw new Error(`${path}: no answer after ${attempt} attempts`);
      await new Promise((r) => setTimeout(r, 200 * attempt));
      if (init.method === 'POST' && path === '/api/v1/cart/items' && token) {
        const cart = await fetch(`${cluster.apiUrl}/api/v1/cart`, {
          headers: { ...json, 'x-cart-token': token },
        });
        if (cart.ok && cartResponse.parse(await cart.json()).data.items.length > lines) return null;
      }
    }
  };
  for (let i = 0; i < 2; i++) {
    const res = await send('/api/v1/cart/items', {
      method: 'POST',
      headers: token ? { 'x-cart-token': token } : {},
      body: JSON.stringify({ id: setup.variants[(n * 2 + i) % setup.variants.length], amount: 1 }),
    });
    if (res) {
      expect(res.status, await res.clone().text()).toBe(200);
      token = cartChangeResponse.parse(await res.json()).meta.guestCartToken ?? token;
    }
    lines++;
  }
  const address = { street: 'Vinohradská 12', city: 'Praha', postcode: '120 00', countryCode: 'CZE' };
  const res = await send('/api/v1/cart/place', {
    method: 'POST',
    headers: { 'x-cart-token': token! },
    body: JSON.stringify({
      shipperId: setup.shipperId,
      paymentId: setup.paymentId,
      terms: true,
      customer: {
        name: 'Jana Nováková',
        firstName: 'Jana',
        lastName: 'Nováková',
        email: `cluster${n}@example.cz`,
        phone: '+420 777 123 456',
      },
      billingAddress: address,
      shippingAddress: address,
    }),
  });
  expect(res!.status, await res!.clone().text()).toBe(200);
  return placeOrderResponse.parse(await res!.json()).data.code;
}

test('shoppers browse and check out while processes are killed and restarted', async () => {
  test.setTimeout(300_000);
  const setup = await checkoutSetup();
  const [product] = (await api('/catalog/product?ids=1', catalogProductResponse)).data;
  const pages = ['/', '/lubrikacni-gely', `/produkt/${product!.slug}`, '/kosik'];
  let running = true;
  const browsing = { ok: 0, failed: [] as string[] };
  const orders = new Map<number, string>();
  const failedCheckouts: string[] = [];
  let next = 0;

  const browsers = Array.from({ length: 6 }, async (_, b) => {
    for (let i = b; running; i++) {
      const path = pages[i % pages.length]!;
      try {
        const res = await fetch(cluster.webUrl + path);
        await res.arrayBuffer();
        if (res.status === 200) browsing.ok++;
        else browsing.failed.push(`${path} ${res.status}`);
      } catch (e) {
        browsing.failed.push(`${path} ${String(e)}`);
      }
    }
  });
  const shoppers = Array.from({ length: 4 }, async () => {
    while (running) {
      const n = next++;
      try {
        orders.set(n, await checkout(n, setup));
      } catch (e) {
        failedCheckouts.push(`checkout ${n}: ${String(e)}`);
      }
    }
  });
  const during = (ms: number) => new Promise((r) => setTimeout(r, ms));

  await during(3000);
  // A crash: a backend and a storefront die at once, mid-request.
  phase = 'crash';
  cluster.processes.api1.kill('SIGKILL');
  cluster.processes.web1.kill('SIGKILL');
  await during(3000);
  await Promise.all([cluster.restart('api1'), cluster.restart('web1')]);
  // A rolling restart: each process of the other pair stops gracefully and comes back.
  phase = 'rolling restart';
  for (const name of ['api2', 'web2'] as const) {
    const stopping = cluster.processes[name];
    stopping.kill('SIGTERM');
    await new Promise((r) => stopping.once('exit', r));
    await cluster.restart(name);
  }
  phase = 'steady';
  await during(2000);
  running = false;
  await Promise.all([...browsers, ...shoppers]);

  console.log(
    `${browsing.ok} pages, ${orders.size} checkouts; failed: ${browsing.failed.length} pages, ${failedCheckouts.length} checkouts; answers lost and sent again: ${lostAnswers.length}`,
  );
  expect(failedCheckouts).toEqual([]);
  // Stopping gracefully, a process finishes what it took and HAProxy sends the rest elsewhere.
  expect(lostAnswers.filter((l) => !l.startsWith('crash'))).toEqual([]);
  expect(browsing.failed).toEqual([]);
  expect(orders.size).toBeGreaterThan(10);
  expect(browsing.ok).toBeGreaterThan(100);
  // Each checkout placed exactly one order, whichever process took it and however often it was sent.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ email: string; orders: number }>(
    `select email, count(*)::int as orders from orders.orders where email like 'cluster%@example.cz' group by email`,
  );
  await db.end();
  expect(rows).toHaveLength(orders.size);
  expect(rows.every((r) => r.orders === 1)).toBe(true);
});
