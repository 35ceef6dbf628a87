// Throughput and latency of backend calls that shoppers trigger on every keystroke or page, under
// 10 concurrent clients. Against a running backend:
//   npx tsx bench/api.ts [--api http://localhost:4000] [--seconds 10]
import autocannon from 'autocannon';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: 'http://localhost:4000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});

const calls = [{ name: 'search', path: '/search?q=gel' }];
console.log('| call | path | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|');
for (const c of calls) {
  const url = values.api + c.path;
  const check = await fetch(url);
  if (!check.ok) throw new Error(`${url} answers ${check.status}`);
  await autocannon({ url, connections: 2, duration: 2 }); // warm-up: caches, JIT
  const r = await autocannon({
    url,
    connections: Number(values.connections),
    duration: Number(values.seconds),
  });
  console.log(
    `| ${c.name} | \`${c.path}\` | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.non2xx} |`,
  );
}
