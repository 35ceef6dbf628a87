// The customer's account pages under 10 concurrent clients: each is rendered per request with the
// customer's own data (never cached). Run against a production build:
//   npm start   (or any running storefront + backend), then
//   npx tsx bench/account-pages.ts [--base http://localhost:3000] [--api http://localhost:4000] [--seconds 10]
// It logs in as the demo customer through the store API and sends that session's cookie.
import autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { loginResponse } from '@shop/contract';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    api: { type: 'string', default: 'http://localhost:4000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    email: { type: 'string', default: 'zakaznik@intimfit.cz' },
    password: { type: 'string', default: 'Zakaznik-2026' },
  },
});

const login = await fetch(`${values.api}/api/oauth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: values.email, password: values.password }),
});
if (!login.ok) throw new Error(`log-in answers ${login.status}`);
const token = loginResponse.parse(await login.json()).data.access_token;
const headers = { cookie: `auth_token=${token}; signed_in=1` };

const pages = [
  { name: 'overview', path: '/uzivatel/prehled' },
  { name: 'personal details', path: '/uzivatel/osobni-udaje' },
  { name: 'orders', path: '/uzivatel/objednavky' },
  { name: 'addresses', path: '/uzivatel/adresy' },
  { name: 'password change', path: '/uzivatel/zmena-hesla' },
];

console.log('| page | path | req/s | p50 ms | p97.5 ms | p99 ms | errors |\n|---|---|---|---|---|---|---|');
for (const p of pages) {
  const url = values.base + p.path;
  const check = await fetch(url, { headers, redirect: 'manual' });
  if (check.status !== 200) throw new Error(`${url} answers ${check.status}`);
  await autocannon({ url, headers, connections: 2, duration: 2 }); // warm-up: JIT, connection pools
  const r = await autocannon({
    url,
    headers,
    connections: Number(values.connections),
    duration: Number(values.seconds),
  });
  console.log(
    `| ${p.name} | \`${p.path}\` | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p97_5} | ${r.latency.p99} | ${r.errors + r.non2xx} |`,
  );
}
