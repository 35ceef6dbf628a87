// Latency of the catalogue's heavy reads: the state of the largest category with facets (plain,
// filtered, sorted by price) and the search, as N sequential requests each (no concurrency), p50/p95.
// Against a running backend over a scale data set:
//   DATABASE_URL=postgres://… npm run seed:scale -w apps/backend -- --products 100000
//   DATABASE_URL=postgres://… SEED_DEMO=false PORT=4201 npm start -w apps/backend
//   npx tsx bench/catalog-queries.ts --api http://localhost:4201 [--requests 200]
import { parseArgs } from 'node:util';
import { catalogState, productCategoriesResponse } from '@shop/contract';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: 'http://localhost:4000' },
    requests: { type: 'string', default: '200' },
    budget: { type: 'string', default: '50' },
  },
});
const api = values.api.replace(/\/+$/, '');
const n = Number(values.requests);

async function getJson(path: string): Promise<unknown> {
  const res = await fetch(api + path);
  if (!res.ok) throw new Error(`${path} answers ${res.status}: ${await res.text()}`);
  return res.json();
}

// The largest top-level category: its state lists and counts the most products.
const categories = productCategoriesResponse.parse(await getJson('/api/v1/product-categories?perPage=200'));
const largest = categories.data
  .filter((c) => c.parentId === null)
  .sort((a, b) => b.productCount - a.productCount)[0];
if (!largest) throw new Error('no categories');
const base = `/api/catalog/v2/state?scope=category&id=${largest.id}`;
const first = catalogState.parse(await getJson(base));
const parameter = first.facets.parameters[0];
const value = parameter?.values.sort((a, b) => b.count - a.count)[0];
const brand = first.facets.brands[0];

const scenarios: { name: string; path: string }[] = [
  { name: `state: ${largest.name} (${largest.productCount} products), facets`, path: base },
  { name: 'state: same, page 5 sorted by price', path: `${base}&sort=PriceSortASC&page=5` },
  ...(parameter && value
    ? [
        {
          name: `state: same, ${parameter.name} = ${value.name} + brand`,
          path: `${base}&param=${parameter.id}:${value.id}${brand ? `&brand=${brand.id}` : ''}&inStock=true`,
        },
      ]
    : []),
  { name: 'state: search scope "gel"', path: '/api/catalog/v2/state?scope=search&q=gel' },
  { name: 'search: "masazni olej"', path: `/search?q=${encodeURIComponent('masazni olej')}` },
  { name: 'search: "lubrik" (prefix)', path: '/search?q=lubrik' },
  { name: 'search: "kondmy" (typo)', path: '/search?q=kondmy' },
  { name: 'search: "gel" (many hits)', path: '/search?q=gel' },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

console.log(`${n} sequential requests per scenario against ${api}; budget p95 < ${values.budget} ms\n`);
let failed = false;
for (const s of scenarios) {
  for (let i = 0; i < 10; i++) await getJson(s.path); // warm-up: plans, caches, JIT
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await getJson(s.path);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  if (p95 >= Number(values.budget)) failed = true;
  console.log(
    `${s.name.padEnd(62)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms${p95 >= Number(values.budget) ? '  OVER BUDGET' : ''}`,
  );
}
process.exitCode = failed ? 1 : 0;
