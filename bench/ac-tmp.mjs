import autocannon from 'autocannon';
const url = process.argv[2]; const seconds = Number(process.argv[3] ?? 10);
await autocannon({ url, connections: 10, duration: 2 }); // warm-up
const r = await autocannon({ url, connections: 10, duration: seconds });
console.log(`${url}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non2xx ${r.non2xx}`);
