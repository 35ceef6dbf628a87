// Cart and checkout under concurrency: add-to-cart latency and place-order latency with C clients
// at once, and checkouts per second (a new cart, two adds, the order), against a running backend:
//   createdb shop_bench
//   DATABASE_URL=postgres://…/shop_bench PORT=4202 npm start -w apps/backend
//   npx tsx bench/checkout.ts --api http://localhost:4202 [--clients 20] [--checkouts 400]
// Every order takes real stock, so the scenario buys in-stock variants round-robin.
import { parseArgs } from 'node:util';
import {
  cartChangeResponse,
  catalogProductResponse,
  paymentsResponse,
  placeOrderResponse,
  productCategoriesResponse,
  shippersResponse,
} from '@shop/contract';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: 'http://localhost:4000' },
    clients: { type: 'string', default: '20' },
    checkouts: { type: 'string', default: '400' },
  },
});
const api = values.api.replace(/\/+$/, '');
const clients = Number(values.clients);
const checkouts = Number(values.checkouts);
const json = { 'content-type': 'application/json', 'x-currency': 'CZK', 'x-locale': 'cs' };

async function call(path: string, init: RequestInit = {}): Promise<unknown> {
  const res = await fetch(api + path, { ...init, headers: { ...json, ...init.headers } });
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`${path} answers ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

// Variants with plenty of stock (or none counted), so that orders do not run them out.
const categories = productCategoriesResponse.parse(await call('/api/v1/product-categories?perPage=200'));
const ids = categories.data.map((c) => c.id).join(',');
const products = catalogProductResponse.parse(await call(`/catalog/product?categoryIds=${ids}`)).data;
const variants = products
  .flatMap((p) => p.variants)
  .filter(
    (v) =>
      v.availability.isAvailable &&
      // Two of them clear the demo shop's 200 Kč minimum order.
      v.prices.unitWithTax >= 100 &&
      (!v.availability.checkStock || (v.availability.stock ?? 0) >= 50),
  )
  .map((v) => v.id);
if (variants.length < 2) throw new Error('not enough variants in stock');
const shipper = shippersResponse
  .parse(await call('/api/v1/shippers'))
  .data.find((s) => s.type === 'COURIER' && s.availableCountriesCodes.includes('CZE'));
const payment = paymentsResponse
  .parse(await call('/api/v1/cart/payments'))
  .data.find((p) => p.code === 'cod');
if (!shipper || !payment) throw new Error('no courier shipper or cash-on-delivery payment');

let next = 0;
const pick = () => variants[next++ % variants.length]!;
const address = { street: 'Vinohradská 12', city: 'Praha', postcode: '120 00', countryCode: 'CZE' };

// Every checkout is a shopper of their own, at an address of the range kept for benchmarks: the
// backend (which trusts a storefront on loopback) then throttles each one, not the whole run.
const shopperAddress = (n: number) => `198.18.${((n + 1000) >> 8) & 255}.${(n + 1000) & 255}`;

async function addToCart(token: string | null, n: number): Promise<string> {
  const body = cartChangeResponse.parse(
    await call('/api/v1/cart/items', {
      method: 'POST',
      headers: { 'x-forwarded-for': shopperAddress(n), ...(token ? { 'x-cart-token': token } : {}) },
      body: JSON.stringify({ id: pick(), amount: 1 }),
    }),
  );
  return body.meta.guestCartToken ?? token!;
}

async function place(token: string, n: number) {
  placeOrderResponse.parse(
    await call('/api/v1/cart/place', {
      method: 'POST',
      headers: { 'x-cart-token': token, 'x-forwarded-for': shopperAddress(n) },
      body: JSON.stringify({
        shipperId: shipper!.id,
        paymentId: payment!.id,
        terms: true,
        customer: {
          name: 'Jana Nováková',
          firstName: 'Jana',
          lastName: 'Nováková',
          email: `zakaznik${n}@example.cz`,
          phone: '+420 777 123 456',
        },
        billingAddress: address,
        shippingAddress: address,
      }),
    }),
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const summary = (name: string, times: number[], seconds: number) => {
  const s = [...times].sort((a, b) => a - b);
  const fmt = (v: number) => `${v.toFixed(1)} ms`.padStart(9);
  console.log(
    `${name.padEnd(28)} n ${String(s.length).padStart(5)}  p50 ${fmt(percentile(s, 50))}  p95 ${fmt(percentile(s, 95))}  p99 ${fmt(percentile(s, 99))}  ${(s.length / seconds).toFixed(1)}/s`,
  );
};

// Warm-up: plans, caches, JIT.
for (let i = 1; i <= 10; i++) await place(await addToCart(await addToCart(null, -i), -i), -i);

const adds: number[] = [];
const places: number[] = [];
let done = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: clients }, async () => {
    while (done < checkouts) {
      const n = done++;
      let token: string | null = null;
      for (let i = 0; i < 2; i++) {
        const t0 = performance.now();
        token = await addToCart(token, n);
        adds.push(performance.now() - t0);
      }
      const t0 = performance.now();
      await place(token!, n);
      places.push(performance.now() - t0);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
console.log(`${clients} concurrent clients, ${checkouts} checkouts (2 adds + place each) against ${api}\n`);
summary('add to cart', adds, seconds);
summary('place order', places, seconds);
console.log(`\ncheckouts per second: ${(places.length / seconds).toFixed(1)} (${seconds.toFixed(1)} s)`);
