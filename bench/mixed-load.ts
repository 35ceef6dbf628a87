// The shop under sustained mixed load: browsing connections spread over the home page, two
// categories, a product, a search and the cart, while checkout clients place orders. Reports per
// page req/s, p50/p99 and errors, checkouts per second, how long order-confirmation e-mails waited,
// and both servers' memory and the job backlog over time (from their /metrics, or /proc).
//   npm start                                  (or the PostgreSQL set-up of docs/operations.md, "Use PostgreSQL")
//   npx tsx bench/mixed-load.ts [--web http://localhost:3000] [--api http://localhost:4000]
//     [--seconds 300] [--connections 50] [--checkout-clients 5] [--sample-seconds 10]
//     [--database-url postgres://…]     (PostgreSQL: e-mail delay per order from the jobs table)
//     [--storefront-pid N] [--backend-pid N]   (memory from /proc where /metrics has none;
//     METRICS_KEY set as for the servers lets it read their /metrics)
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { catalogProductResponse, productCategoriesResponse } from '@shop/contract';
import { percentile, prepareCheckouts, type CheckoutTimes } from './checkout-flow.ts';

const { values } = parseArgs({
  options: {
    web: { type: 'string', default: 'http://localhost:3000' },
    api: { type: 'string', default: 'http://localhost:4000' },
    seconds: { type: 'string', default: '300' },
    connections: { type: 'string', default: '50' },
    'checkout-clients': { type: 'string', default: '5' },
    'sample-seconds': { type: 'string', default: '10' },
    'database-url': { type: 'string' },
    'storefront-pid': { type: 'string' },
    'backend-pid': { type: 'string' },
  },
});
const web = values.web.replace(/\/+$/, '');
const api = values.api.replace(/\/+$/, '');
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const checkoutClients = Number(values['checkout-clients']);
const sampleMs = Number(values['sample-seconds']) * 1000;

// The pages: two categories and a product of the demo catalogue.
const categories = productCategoriesResponse.parse(
  await (await fetch(`${api}/api/v1/product-categories?perPage=200`)).json(),
);
const products = catalogProductResponse.parse(
  await (
    await fetch(`${api}/catalog/product?categoryIds=${categories.data.map((c) => c.id).join(',')}`)
  ).json(),
).data;
const categoryPaths = [...new Set(products.map((p) => `/${p.breadcrumb.at(-1)!.slug}`))].slice(0, 2);
const pages = ['/', ...categoryPaths, `/produkt/${products[0]!.slug}`, '/hledat?q=gel', '/kosik'];

const latencies = new Map<string, number[]>(pages.map((p) => [p, []]));
const errors = new Map<string, number>(pages.map((p) => [p, 0]));
let running = true;

async function browse(connection: number) {
  for (let i = connection; running; i++) {
    const page = pages[i % pages.length]!;
    const t0 = performance.now();
    try {
      const res = await fetch(web + page, { redirect: 'manual' });
      await res.arrayBuffer();
      if (res.status >= 500) errors.set(page, errors.get(page)! + 1);
      else latencies.get(page)!.push(performance.now() - t0);
    } catch {
      errors.set(page, errors.get(page)! + 1);
    }
  }
}

const checkout = await prepareCheckouts(api);
const times: CheckoutTimes = { adds: [], places: [] };
let checkoutErrors = 0;
/** Why checkouts failed: the call and its status (or the error), counted. */
const checkoutFailures = new Map<string, number>();
let orderNumber = Math.floor(Date.now() / 1000) % 100_000;
async function shop() {
  while (running) {
    try {
      await checkout(orderNumber++, times);
    } catch (e) {
      checkoutErrors++;
      const reason = /^(\S+) answers (\d+)/.exec(String((e as Error).message ?? e));
      const key = reason ? `${reason[1]} ${reason[2]}` : String(e).slice(0, 80);
      checkoutFailures.set(key, (checkoutFailures.get(key) ?? 0) + 1);
    }
  }
}

/** A gauge's value from a Prometheus text page. */
async function metric(base: string, name: string): Promise<number | null> {
  try {
    const headers = process.env.METRICS_KEY
      ? { authorization: `Bearer ${process.env.METRICS_KEY}` }
      : undefined;
    const text = await (await fetch(`${base}/metrics`, { headers })).text();
    const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
    return line ? Number(line.split(' ').at(-1)) : null;
  } catch {
    return null;
  }
}
async function rssMb(base: string, pid: string | undefined): Promise<number | null> {
  const bytes = await metric(base, 'process_resident_memory_bytes');
  if (bytes !== null) return bytes / 2 ** 20;
  if (!pid) return null;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : null;
}
type Sample = {
  t: number;
  web: number | null;
  api: number | null;
  pending: number | null;
  age: number | null;
};
const samples: Sample[] = [];
const started = performance.now();
const startedAt = new Date();
async function sample() {
  samples.push({
    t: Math.round((performance.now() - started) / 1000),
    web: await rssMb(web, values['storefront-pid']),
    api: await rssMb(api, values['backend-pid']),
    pending: await metric(api, 'shop_jobs_pending'),
    age: await metric(api, 'shop_jobs_oldest_pending_age_seconds'),
  });
}

await sample();
const sampler = setInterval(() => void sample(), sampleMs);
setTimeout(() => (running = false), seconds * 1000);
await Promise.all([
  ...Array.from({ length: connections }, (_, i) => browse(i)),
  ...Array.from({ length: checkoutClients }, () => shop()),
]);
clearInterval(sampler);
await sample();
const elapsed = (performance.now() - started) / 1000;

const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '–');
console.log(
  `${connections} browsing connections and ${checkoutClients} checkout clients for ${elapsed.toFixed(0)} s against ${web} and ${api}\n`,
);
console.log('| page | requests | req/s | p50 | p99 | errors |\n|---|---|---|---|---|---|');
const all: number[] = [];
for (const page of pages) {
  const s = [...latencies.get(page)!].sort((a, b) => a - b);
  all.push(...s);
  console.log(
    `| \`${page}\` | ${s.length} | ${(s.length / elapsed).toFixed(0)} | ${ms(percentile(s, 50))} | ${ms(percentile(s, 99))} | ${errors.get(page)} |`,
  );
}
all.sort((a, b) => a - b);
const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
console.log(
  `| all browsing | ${all.length} | ${(all.length / elapsed).toFixed(0)} | ${ms(percentile(all, 50))} | ${ms(percentile(all, 99))} | ${errorCount} |`,
);
const places = [...times.places].sort((a, b) => a - b);
console.log(
  `\ncheckouts: ${places.length} (${(places.length / elapsed).toFixed(1)}/s), place order p50 ${ms(percentile(places, 50))} p99 ${ms(percentile(places, 99))}, failed ${checkoutErrors}${times.soldOut ? ` (adds of a variant sold out meanwhile, another taken: ${times.soldOut})` : ''}`,
);
for (const [reason, count] of checkoutFailures) console.log(`  failed: ${count} × ${reason}`);

if (values['database-url']) {
  // Let the backlog drain for up to a minute, then ask how long each confirmation waited.
  const client = new pg.Client({ connectionString: values['database-url'] });
  await client.connect();
  const query = `select count(*)::int as orders, count(done_at)::int as sent,
      percentile_cont(0.5) within group (order by extract(epoch from done_at - created_at)) as p50,
      percentile_cont(0.95) within group (order by extract(epoch from done_at - created_at)) as p95,
      max(extract(epoch from coalesce(done_at, now()) - created_at)) as max
    from jobs.jobs where kind = 'order-confirmation' and created_at >= $1`;
  let row: { orders: number; sent: number; p50: number; p95: number; max: number };
  for (let i = 0; ; i++) {
    row = (await client.query(query, [startedAt])).rows[0];
    if (row.sent === row.orders || i >= 60) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  await client.end();
  console.log(
    `confirmation e-mails: ${row!.sent} of ${row!.orders} written; waited p50 ${Number(row!.p50).toFixed(1)} s, p95 ${Number(row!.p95).toFixed(1)} s, longest ${Number(row!.max).toFixed(1)} s`,
  );
}

const mb = (v: number | null) => (v === null ? '–' : `${Math.round(v)} MB`);
console.log('\n| s | storefront RSS | backend RSS | jobs due | oldest due |\n|---|---|---|---|---|');
for (const s of samples)
  console.log(
    `| ${s.t} | ${mb(s.web)} | ${mb(s.api)} | ${s.pending ?? '–'} | ${s.age === null ? '–' : `${s.age.toFixed(0)} s`} |`,
  );
