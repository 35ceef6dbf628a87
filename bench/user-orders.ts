// A customer with many orders reads their order list: GET /api/v1/user/orders (the first page and
// a page deep in the list) with 1 and 10 connections, against a running backend:
//   DATABASE_URL=postgres://…/shop_bench PORT=4202 npm start -w apps/backend
//   npx tsx bench/user-orders.ts --api http://localhost:4202 --outbox data/outbox [--orders 1000]
// The orders are placed through the store API by one new account (cash on delivery, a courier),
// registered with the link the backend mails to its file outbox (DATA_DIR/outbox).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  catalogProductResponse,
  loginResponse,
  paymentsResponse,
  productCategoriesResponse,
  shippersResponse,
  userOrdersResponse,
} from '@shop/contract';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: 'http://localhost:4000' },
    orders: { type: 'string', default: '1000' },
    outbox: { type: 'string', default: 'data/outbox' },
  },
});
const api = values.api.replace(/\/+$/, '');
const orderCount = Number(values.orders);
const json = { 'content-type': 'application/json', 'x-currency': 'CZK', 'x-locale': 'cs' };
// Addresses of the range kept for benchmarks, one per order, so that no throttle counts them together.
const from = (n: number) => `198.19.${(n >> 8) & 255}.${n & 255}`;

async function call(path: string, init: RequestInit = {}, n = 0): Promise<unknown> {
  const res = await fetch(api + path, {
    ...init,
    headers: { ...json, 'x-forwarded-for': from(n), ...init.headers },
  });
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`${path} answers ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

const email = `bench-${Date.now()}@example.cz`;
const password = 'Bench-heslo-2026';
await call('/api/v1/register', {
  method: 'POST',
  body: JSON.stringify({
    firstName: 'Jana',
    lastName: 'Nováková',
    email,
    phone: '+420 777 123 456',
    password,
    password_confirmation: password,
    terms: true,
  }),
});

/** The registration link's token from the mail to the e-mail, once the backend's job has sent it. */
async function mailedToken(): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    for (const file of await readdir(values.outbox).catch(() => [] as string[])) {
      const text = (await readFile(path.join(values.outbox, file), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (!text.includes(`<${email}>`)) continue;
      const token = /\/registrovat\?token=([\w-]+)/.exec(text)?.[1];
      if (token) return token;
    }
    await sleep(200);
  }
  throw new Error(`no registration link for ${email} in ${values.outbox}`);
}
const token = loginResponse.parse(
  await call('/api/v1/register/confirm', {
    method: 'POST',
    body: JSON.stringify({ token: await mailedToken() }),
  }),
).data.access_token;
const auth = { authorization: `Bearer ${token}` };

const categories = productCategoriesResponse.parse(await call('/api/v1/product-categories?perPage=200'));
const products = catalogProductResponse.parse(
  await call(`/catalog/product?categoryIds=${categories.data.map((c) => c.id).join(',')}`),
).data;
const variants = products
  .flatMap((p) => p.variants)
  .filter(
    (v) =>
      v.availability.isAvailable &&
      v.prices.unitWithTax >= 200 &&
      (!v.availability.checkStock || (v.availability.stock ?? 0) >= 20),
  )
  .map((v) => v.id);
const shipper = shippersResponse
  .parse(await call('/api/v1/shippers'))
  .data.find((s) => s.type === 'COURIER' && s.availableCountriesCodes.includes('CZE'))!;
const payment = paymentsResponse
  .parse(await call('/api/v1/cart/payments'))
  .data.find((p) => p.code === 'cod')!;
const address = { street: 'Vinohradská 12', city: 'Praha', postcode: '120 00', countryCode: 'CZE' };

// One account's cart is one: the orders are placed one after another.
const t0 = performance.now();
for (let n = 1; n <= orderCount; n++) {
  await call(
    '/api/v1/cart/items',
    { method: 'POST', headers: auth, body: JSON.stringify({ id: variants[n % variants.length], amount: 1 }) },
    n,
  );
  await call(
    '/api/v1/cart/place',
    {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        shipperId: shipper.id,
        paymentId: payment.id,
        terms: true,
        customer: {
          name: 'Jana Nováková',
          firstName: 'Jana',
          lastName: 'Nováková',
          email,
          phone: '+420 777 123 456',
        },
        billingAddress: address,
        shippingAddress: address,
      }),
    },
    n,
  );
}
const listed = userOrdersResponse.parse(await call('/api/v1/user/orders', { headers: auth }));
console.log(
  `${listed.meta.pagination.total} orders placed for ${email} in ${((performance.now() - t0) / 1000).toFixed(0)} s\n`,
);

for (const [name, path] of [
  ['first page', '/api/v1/user/orders'],
  ['page 50', '/api/v1/user/orders?page=50'],
] as const) {
  const url = api + path;
  const headers = { ...json, ...auth };
  await autocannon({ url, headers, connections: 2, duration: 2 }); // warm-up
  // One customer at a time (their own latency), then ten at once (the server's throughput).
  for (const connections of [1, 10]) {
    const r = await autocannon({ url, headers, connections, duration: 10 });
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    console.log(
      `${name.padEnd(12)} ${String(connections).padStart(2)} conn ${r.requests.average.toFixed(0).padStart(5)} req/s  p50 ${r.latency.p50} ms  p90 ${r.latency.p90} ms  p97.5 ${r.latency.p97_5} ms  p99 ${r.latency.p99} ms`,
    );
  }
}
