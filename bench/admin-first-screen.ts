// The back office's first screen on the demo data: what an operator's browser loads for it, how
// fast the backend answers its calls, and Lighthouse on it (desktop and mobile settings).
//   npm start   (or any running backend on the demo data), then
//   npx tsx bench/admin-first-screen.ts [--api http://localhost:4000] [--seconds 10] [--runs 3]
// It logs in as the demo owner and sends that session's cookie.
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: 'http://localhost:4000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    runs: { type: 'string', default: '3' },
    email: { type: 'string', default: 'provozovatel@intimfit.cz' },
    password: { type: 'string', default: 'Provozovatel-2026' },
  },
});
const api = values.api;

const login = await fetch(`${api}/api/admin/v1/session`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: values.email, password: values.password }),
});
if (!login.ok) throw new Error(`log-in answers ${login.status}: ${await login.text()}`);
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');

// What the first screen downloads: the page, its scripts and styles (as a browser accepting
// Brotli gets them), and its two calls.
const page = await fetch(`${api}/admin/`, { headers: { 'accept-encoding': 'br' } });
const html = await page.text();
const assets = [...html.matchAll(/(?:src|href)="(\/admin\/assets\/[^"]+)"/g)].map((m) => m[1]!);
let transferred = new TextEncoder().encode(html).length;
for (const asset of assets) {
  const res = await fetch(api + asset, { headers: { 'accept-encoding': 'br' } });
  // fetch decompresses the body; the length on the wire is the header's.
  const body = await res.arrayBuffer();
  transferred += Number(res.headers.get('content-length') ?? body.byteLength);
}
console.log(
  `/admin/: ${assets.length} scripts and styles, ${(transferred / 1024).toFixed(0)} kB transferred (Brotli)`,
);

console.log('\n| call | req/s | p50 ms | p97.5 ms | p99 ms | errors |\n|---|---|---|---|---|---|');
for (const path of ['/api/admin/v1/me', '/api/admin/v1/dashboard', '/admin/']) {
  const result = await autocannon({
    url: api + path,
    headers: { cookie },
    connections: Number(values.connections),
    duration: Number(values.seconds),
  });
  const errors = result.errors + result.non2xx;
  console.log(
    `| ${path} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p97_5} | ${result.latency.p99} | ${errors} |`,
  );
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  console.log(
    '\n| settings | run | performance | accessibility | FCP s | LCP s | TBT ms | JS transferred kB |\n|---|---|---|---|---|---|---|---|',
  );
  for (const formFactor of ['desktop', 'mobile'] as const) {
    for (let run = 1; run <= Number(values.runs); run++) {
      const result = await lighthouse(`${api}/admin/`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: { cookie },
        ...(formFactor === 'desktop'
          ? {
              formFactor: 'desktop',
              screenEmulation: {
                mobile: false,
                width: 1350,
                height: 940,
                deviceScaleFactor: 1,
                disabled: false,
              },
              throttling: { rttMs: 40, throughputKbps: 10_240, cpuSlowdownMultiplier: 1 },
            }
          : {}),
      });
      const lhr = result!.lhr;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const js =
        (
          lhr.audits['resource-summary']?.details as {
            items?: { resourceType: string; transferSize: number }[];
          }
        )?.items?.find((i) => i.resourceType === 'script')?.transferSize ?? NaN;
      console.log(
        `| ${formFactor} | ${run} | ${Math.round((lhr.categories.performance?.score ?? 0) * 100)} | ${Math.round(
          (lhr.categories.accessibility?.score ?? 0) * 100,
        )} | ${(audit('first-contentful-paint') / 1000).toFixed(2)} | ${(audit('largest-contentful-paint') / 1000).toFixed(2)} | ${audit('total-blocking-time').toFixed(0)} | ${(js / 1024).toFixed(0)} |`,
      );
    }
  }
} finally {
  chrome.kill();
}
