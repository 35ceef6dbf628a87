import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { answerHealth } from './health';
import { routeClassOf, storefrontMetrics } from './metrics';
import { PageCache, serveWithCache } from './page-cache';

// A port per test in turn: fetch keeps connections to an address alive from one test to the next.
const PORTS = [4540, 4541, 4542, 4543, 4544];
const METRICS_KEY = 'prometheus-scrape-key-1';
const scraper = { authorization: `Bearer ${METRICS_KEY}` };
let used = 0;
let base = '';

// The server's order of things (server/main.ts), with a plain handler standing in for Next.
let server: Server | undefined;
let nextCalls: string[] = [];
/** Pages answer 502 meanwhile, as Next does when the backend is down. */
let failing = false;

async function start(cache = new PageCache({ ttlMs: 60_000, staleMs: 60_000, maxBytes: 1024 * 1024 })) {
  nextCalls = [];
  failing = false;
  const metrics = storefrontMetrics(cache, METRICS_KEY);
  const next = async (req: IncomingMessage, res: ServerResponse) => {
    nextCalls.push(req.url ?? '');
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/slow') await new Promise((r) => setTimeout(r, 300));
    if (res.destroyed) return;
    if (path === '/broken' || failing) {
      res.writeHead(failing ? 502 : 500, { 'content-type': 'text/html' }).end('<h1>500</h1>');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 's-maxage=60' });
    res.end(`<p>${path}</p>`);
  };
  server = createServer((req, res) => {
    metrics.observe(req, res);
    if (answerHealth(req, res) || metrics.answer(req, res)) return;
    void serveWithCache(req, res, next, cache);
  });
  const port = PORTS[used++ % PORTS.length]!;
  base = `http://127.0.0.1:${port}`;
  await new Promise<void>((r) => server!.listen(port, '127.0.0.1', r));
  return cache;
}

afterEach(async () => {
  const s = server;
  server = undefined;
  if (!s) return;
  s.closeAllConnections();
  await new Promise((r) => s.close(r));
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * Prometheus's text format, read strictly: every sample after its family's # HELP and # TYPE,
 * well-formed labels, numeric values. Throws naming the first line that breaks a rule.
 */
function parsePrometheusText(text: string): { samples: Sample[]; types: Map<string, string> } {
  const types = new Map<string, string>();
  const helped = new Set<string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (comment) {
      if (comment[1] === 'HELP') helped.add(comment[2]!);
      else if (!['counter', 'gauge', 'histogram', 'summary'].includes(comment[3]!)) throw new Error(line);
      else types.set(comment[2]!, comment[3]!);
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample) throw new Error(`malformed: ${line}`);
    const name = sample[1]!;
    const family = [name, name.replace(/_(bucket|sum|count|total)$/, '')].find((n) => types.has(n));
    if (!family || !helped.has(family)) throw new Error(`no # HELP and # TYPE before: ${line}`);
    const labels: Record<string, string> = {};
    const labelText = sample[2] ?? '';
    const label = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/y;
    while (label.lastIndex < labelText.length) {
      const m = label.exec(labelText);
      if (!m) throw new Error(`malformed labels: ${line}`);
      labels[m[1]!] = m[2]!;
    }
    const value = /^(nan|[+-]inf)$/i.test(sample[3]!) ? NaN : Number(sample[3]);
    if (!/^(nan|[+-]inf)$/i.test(sample[3]!) && !Number.isFinite(value)) throw new Error(`value: ${line}`);
    samples.push({ name, labels, value });
  }
  return { samples, types };
}

function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

async function scrape() {
  const res = await fetch(`${base}/metrics`, { headers: scraper });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return parsePrometheusText(await res.text());
}

describe('storefront /metrics', () => {
  it('counts requests by route class, method and status class, and the page cache', async () => {
    await start();
    expect((await fetch(`${base}/kondomy`)).headers.get('x-page-cache')).toBeNull();
    expect((await fetch(`${base}/kondomy`)).headers.get('x-page-cache')).toBe('HIT');
    await fetch(`${base}/produkt/gel?variant_id=5`);
    await fetch(`${base}/api/search?q=gel`);
    await fetch(`${base}/_next/static/chunks/a.js`);
    await fetch(`${base}/robots.txt`);
    expect((await fetch(`${base}/broken`)).status).toBe(500);
    await fetch(`${base}/kondomy`, { method: 'POST' });

    const { samples, types } = await scrape();
    const requests = (route: string, status_class: string, method = 'GET') =>
      valueOf(samples, 'http_requests_total', { route, method, status_class });
    expect(requests('page', '2xx')).toBe(3);
    expect(requests('page', '2xx', 'POST')).toBe(1);
    expect(requests('page', '5xx')).toBe(1);
    expect(requests('api', '2xx')).toBe(1);
    expect(requests('static', '2xx')).toBe(2);
    expect(
      valueOf(samples, 'http_request_duration_seconds_count', {
        route: 'page',
        method: 'GET',
        status_class: '2xx',
      }),
    ).toBe(3);
    // Never the path itself.
    expect(
      new Set(samples.filter((s) => s.name === 'http_requests_total').map((s) => s.labels.route)),
    ).toEqual(new Set(['page', 'api', 'static']));
    expect(valueOf(samples, 'shop_page_cache_hits_total')).toBe(1);
    // Public files pass the page cache too (/robots.txt); /api and /_next never.
    expect(valueOf(samples, 'shop_page_cache_misses_total')).toBe(4);
    expect(valueOf(samples, 'shop_page_cache_stale_served_total')).toBe(0);
    expect(valueOf(samples, 'shop_page_cache_entries')).toBe(3);
    expect(valueOf(samples, 'shop_page_cache_bytes')).toBe(
      ['/kondomy', '/produkt/gel', '/robots.txt'].reduce((n, p) => n + Buffer.byteLength(`<p>${p}</p>`), 0),
    );
    expect(valueOf(samples, 'shop_page_cache_max_bytes')).toBe(1024 * 1024);
    // Node's own: event-loop lag, memory, GC.
    expect(types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
    expect(types.get('process_resident_memory_bytes')).toBe('gauge');
    expect(types.get('nodejs_gc_duration_seconds')).toBe('histogram');
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts the stale copies the page cache sends instead of errors', async () => {
    const cache = new PageCache({ ttlMs: 20, staleMs: 60_000, maxBytes: 1024 * 1024 });
    await start(cache);
    await fetch(`${base}/kondomy`);
    await new Promise((r) => setTimeout(r, 40));
    failing = true;
    const stale = await fetch(`${base}/kondomy`);
    expect(stale.headers.get('x-page-cache')).toBe('STALE');
    // A page never kept has no copy: its error goes out, and counts.
    expect((await fetch(`${base}/kosik`)).status).toBe(502);
    const { samples } = await scrape();
    expect(valueOf(samples, 'shop_page_cache_stale_served_total')).toBe(1);
    expect(valueOf(samples, 'http_requests_total', { route: 'page', status_class: '2xx' })).toBe(2);
    expect(valueOf(samples, 'http_requests_total', { route: 'page', status_class: '5xx' })).toBe(1);
  });

  it('answers only the scraper with the key, and without a key is a page like any other', async () => {
    await start();
    const refused: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-key-of-16-chars' },
      { authorization: METRICS_KEY },
    ];
    for (const headers of refused) {
      const res = await fetch(`${base}/metrics`, { headers });
      expect(res.status).toBe(401);
      expect(await res.text()).not.toContain('http_requests_total');
    }
    const keyless = storefrontMetrics(undefined, undefined);
    const req = { url: '/metrics', method: 'GET', headers: scraper } as unknown as IncomingMessage;
    expect(keyless.answer(req, {} as ServerResponse)).toBe(false);
  });

  it('is answered by the server itself: never Next, never the page cache', async () => {
    const cache = await start();
    await scrape();
    const second = await fetch(`${base}/metrics?x=1`, { headers: { 'accept-encoding': 'gzip', ...scraper } });
    expect(second.headers.get('x-page-cache')).toBeNull();
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(405);
    expect(nextCalls).toEqual([]);
    expect(cache.size).toBe(0);
    const { samples } = await scrape();
    expect(valueOf(samples, 'http_requests_total', { route: 'metrics', method: 'GET' })).toBe(2);
    expect(valueOf(samples, 'http_requests_total', { route: 'metrics', method: 'POST' })).toBe(1);
    expect((await fetch(`${base}/metrics`, { method: 'HEAD', headers: scraper })).status).toBe(200);
  });

  it('counts requests whose client left before the answer as aborted', async () => {
    await start();
    const gone = new AbortController();
    const left = fetch(`${base}/slow`, { signal: gone.signal }).catch(() => null);
    setTimeout(() => gone.abort(), 50);
    await left;
    const { samples } = await scrape();
    expect(valueOf(samples, 'http_requests_total', { route: 'page', status_class: 'aborted' })).toBe(1);
  });

  it('counts concurrent requests exactly', async () => {
    await start();
    await Promise.all(Array.from({ length: 50 }, (_, i) => fetch(`${base}/kategorie-${i % 5}`)));
    const { samples } = await scrape();
    expect(valueOf(samples, 'http_requests_total', { route: 'page', status_class: '2xx' })).toBe(50);
    expect(
      (valueOf(samples, 'shop_page_cache_hits_total') ?? 0) +
        (valueOf(samples, 'shop_page_cache_misses_total') ?? 0),
    ).toBe(50);
    expect(valueOf(samples, 'shop_page_cache_entries')).toBe(5);
  });
});

describe('storefront /health', () => {
  it('answers 200 {status: ok} without Next or the backend, never cached', async () => {
    await start();
    const res = await fetch(`${base}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${base}/health`, { method: 'DELETE' })).status).toBe(405);
    expect(nextCalls).toEqual([]);
    const { samples } = await scrape();
    expect(valueOf(samples, 'http_requests_total', { route: 'health', method: 'GET' })).toBe(1);
  });
});

describe('route classes', () => {
  it.each([
    ['/', 'page'],
    ['/kondomy?strana=2', 'page'],
    ['/sk/kosik', 'page'],
    ['/api/cart/add', 'api'],
    ['/_next/static/chunks/a.js', 'static'],
    ['/_next/image?url=x', 'static'],
    ['/media/p/1.webp', 'static'],
    ['/robots.txt', 'static'],
    ['/icon.svg?v=1', 'static'],
    ['/metrics', 'metrics'],
    ['/metrics?x=1', 'metrics'],
    ['/health', 'health'],
    ['*', 'other'],
    ['//evil.example/x', 'other'],
    [undefined, 'other'],
  ] as const)('%s is %s', (url, expected) => {
    expect(routeClassOf(url)).toBe(expected);
  });
});
