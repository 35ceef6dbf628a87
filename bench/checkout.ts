// Cart and checkout under concurrency: add-to-cart latency and place-order latency with C clients
// at once, and checkouts per second (a new cart, two adds, the order), against a running backend:
//   createdb shop_bench
//   DATABASE_URL=postgres://…/shop_bench PORT=4202 npm start -w apps/backend
//   npx tsx bench/checkout.ts --api http://localhost:4202 [--clients 20] [--checkouts 400]
// Every order takes real stock, so the scenario buys in-stock variants round-robin.
import { parseArgs } from 'node:util';
import { percentile, prepareCheckouts, type CheckoutTimes } from './checkout-flow.ts';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: 'http://localhost:4000' },
    clients: { type: 'string', default: '20' },
    checkouts: { type: 'string', default: '400' },
  },
});
const clients = Number(values.clients);
const checkouts = Number(values.checkouts);
const checkout = await prepareCheckouts(values.api);

const summary = (name: string, times: number[], seconds: number) => {
  const s = [...times].sort((a, b) => a - b);
  const fmt = (v: number) => `${v.toFixed(1)} ms`.padStart(9);
  console.log(
    `${name.padEnd(28)} n ${String(s.length).padStart(5)}  p50 ${fmt(percentile(s, 50))}  p95 ${fmt(percentile(s, 95))}  p99 ${fmt(percentile(s, 99))}  ${(s.length / seconds).toFixed(1)}/s`,
  );
};

// Warm-up: plans, caches, JIT.
for (let i = 1; i <= 10; i++) await checkout(-i, { adds: [], places: [] });

const times: CheckoutTimes = { adds: [], places: [] };
let done = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: clients }, async () => {
    while (done < checkouts) await checkout(done++, times);
  }),
);
const seconds = (performance.now() - started) / 1000;
console.log(
  `${clients} concurrent clients, ${checkouts} checkouts (2 adds + place each) against ${values.api}\n`,
);
summary('add to cart', times.adds, seconds);
summary('place order', times.places, seconds);
console.log(
  `\ncheckouts per second: ${(times.places.length / seconds).toFixed(1)} (${seconds.toFixed(1)} s)`,
);
