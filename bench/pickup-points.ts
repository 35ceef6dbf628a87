// Latency of the pickup-point search over the whole Packeta network (the double's feed, about
// 10,700 points): a town, a postcode, a street word, the shopper's position, a region and the
// empty search, as N sequential requests each (no concurrency), p50/p95; budget p95 < 30 ms.
// Against a running backend whose demo data holds the full network (the default demo seeds it):
//   DATABASE_URL=postgres://… PORT=4203 npm start -w apps/backend
//   npx tsx bench/pickup-points.ts --api http://localhost:4203 [--requests 200]
import { parseArgs } from 'node:util';
import { pickupPointsResponse } from '@shop/contract';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: 'http://localhost:4000' },
    requests: { type: 'string', default: '200' },
    budget: { type: 'string', default: '30' },
    shipper: { type: 'string', default: '2' },
  },
});
const api = values.api.replace(/\/+$/, '');
const n = Number(values.requests);
const base = `/api/v1/branches?shipper_id=${values.shipper}&perPage=20`;

async function search(query: string) {
  const res = await fetch(`${api}${base}&${query}`);
  if (!res.ok) throw new Error(`${query} answers ${res.status}: ${await res.text()}`);
  return pickupPointsResponse.parse(await res.json());
}

const scenarios: { name: string; query: string }[] = [
  { name: 'town "brno" (nearest first, 10 km around)', query: 's=brno' },
  {
    name: 'town without diacritics "ceske budejovice"',
    query: `s=${encodeURIComponent('ceske budejovice')}`,
  },
  { name: 'village "Modřice"', query: `s=${encodeURIComponent('Modřice')}` },
  { name: 'postcode "602 00"', query: `s=${encodeURIComponent('602 00')}` },
  { name: 'street word "nadrazni" (no place)', query: 's=nadrazni' },
  { name: 'town and street "praha husova"', query: `s=${encodeURIComponent('praha husova')}` },
  { name: 'position (Praha centre)', query: 'lat=50.0755&lng=14.4378' },
  { name: 'region Kraj Vysočina', query: `region=${encodeURIComponent('Kraj Vysočina')}` },
  { name: 'empty search (all Czech points by town)', query: 's=' },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const all = await search('s=');
console.log(
  `${all.total} points listed; ${n} sequential requests per scenario against ${api}; budget p95 < ${values.budget} ms\n`,
);
let failed = false;
for (const s of scenarios) {
  for (let i = 0; i < 10; i++) await search(s.query); // warm-up: plans, caches, JIT
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    total = (await search(s.query)).total;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  if (p95 >= Number(values.budget)) failed = true;
  console.log(
    `${`${s.name} (${total} found)`.padEnd(60)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms${p95 >= Number(values.budget) ? '  OVER BUDGET' : ''}`,
  );
}
process.exitCode = failed ? 1 : 0;
