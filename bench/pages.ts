// Throughput and latency of storefront pages under 10 concurrent clients, against the rate at which
// the same server sends a small static file. Run against a production build:
//   npm start   (or any running storefront + backend), then
//   npx tsx bench/pages.ts [--base http://localhost:3000] [--api http://localhost:4000] [--seconds 10]
//     [--only 'cart (3']
import autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { benchmarkPaths } from './targets.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    api: { type: 'string', default: 'http://localhost:4000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    /** Only the pages whose name starts with this (the static file is always measured). */
    only: { type: 'string' },
  },
});

const targets = (await benchmarkPaths(values.api)).filter(
  (t, i) => i === 0 || t.name.startsWith(values.only ?? ''),
);
const rows: { name: string; path: string; rps: number; p50: number; p99: number; errors: number }[] = [];
for (const t of targets) {
  const url = values.base + t.path;
  const headers = t.headers ?? {};
  const check = await fetch(url, { headers });
  if (!check.ok) throw new Error(`${url} answers ${check.status}`);
  await autocannon({ url, headers, connections: 2, duration: 2 }); // warm-up: caches, JIT
  const r = await autocannon({
    url,
    headers,
    connections: Number(values.connections),
    duration: Number(values.seconds),
  });
  rows.push({
    name: t.name,
    path: t.path,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  });
}
const ceiling = rows[0]!.rps;
console.log(
  `| page | path | req/s | share of static | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|---|`,
);
for (const r of rows) {
  console.log(
    `| ${r.name} | \`${r.path}\` | ${r.rps.toFixed(0)} | ${((r.rps / ceiling) * 100).toFixed(0)} % | ${r.p50} | ${r.p99} | ${r.errors} |`,
  );
}
