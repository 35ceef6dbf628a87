import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { localServers } from './local-server';
import { CART_COOKIE } from '../src/lib/cart/shopper-cookies';
import { withErrorPages } from './error-pages';
import { PageCache, isShareable, requestKey, serveWithCache } from './page-cache';

// A real HTTP server whose handler answers like Next does for each path; the browser tests run
// the same cache in front of the real Next.
type Reply = { status?: number; headers?: Record<string, string>; chunks?: string[]; delayMs?: number };
const replies: Record<string, Reply> = {
  '/page': {
    headers: { 'cache-control': 's-maxage=3600, stale-while-revalidate=82800', 'x-nextjs-cache': 'HIT' },
  },
  '/cookie': { headers: { 'cache-control': 's-maxage=3600', 'set-cookie': 'currency=EUR' } },
  '/private': { headers: { 'cache-control': 'private, no-store' } },
  '/stale': { headers: { 'cache-control': 's-maxage=3600', 'x-nextjs-cache': 'STALE' } },
  '/missing': { status: 404, headers: { 'cache-control': 's-maxage=3600' } },
  '/big': { headers: { 'cache-control': 's-maxage=3600' }, chunks: ['x'.repeat(600)] },
  '/slow': { headers: { 'cache-control': 's-maxage=3600' }, delayMs: 50 },
  '/slow-private': { headers: { 'cache-control': 'private, no-store' }, delayMs: 50 },
};

const serve = localServers();
let calls: string[] = [];
/** How the pages fail for now: as Next answers a page whose backend is down, or by throwing. */
let failure: 'none' | 'status' | 'throw' = 'none';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

async function start(
  cache: PageCache,
  cacheable?: (req: IncomingMessage) => boolean,
  wrap: (handler: Handler) => Handler = (h) => h,
) {
  calls = [];
  failure = 'none';
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]!;
    calls.push(`${req.method} ${req.url}`);
    const delay = replies[path]?.delayMs;
    if (delay) await new Promise((r) => setTimeout(r, delay));
    // As Next does: nothing is written to a response whose client has gone.
    if (res.destroyed) return;
    if (failure === 'throw') throw new Error('backend down');
    if (failure === 'status') {
      res.statusCode = 500;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      res.setHeader('set-cookie', 'failed=1');
      res.write('<html>');
      res.end('<h1>500</h1>');
      return;
    }
    if (path === '/api/revalidate') {
      res.writeHead(req.headers['x-ok'] ? 200 : 401).end();
      return;
    }
    const r = replies[path] ?? replies['/page']!;
    for (const [k, v] of Object.entries(r.headers ?? {})) res.setHeader(k, v);
    res.statusCode = r.status ?? 200;
    // Streamed in parts, as Next streams a page, with a per-request part to tell answers apart.
    for (const c of r.chunks ?? ['<html>', `<p>${req.headers.cookie ?? ''}</p>`]) res.write(c);
    res.end(`<i>${calls.length}</i>`);
  };
  // As the server does with what a page throws, when nothing stood in for it.
  return serve((req, res) => {
    serveWithCache(req, res, wrap(handler), cache, cacheable).catch(() => {
      if (!res.headersSent) res.writeHead(500).end('thrown');
    });
  });
}

const newCache = (ttlMs = 60_000, maxBytes = 1024 * 1024) => new PageCache({ ttlMs, maxBytes });

describe('page cache in front of the storefront', () => {
  it('answers a shareable page from the cache the second time, byte for byte', async () => {
    const get = await start(newCache());
    const first = await get('/page');
    const second = await get('/page');
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect(calls).toEqual(['GET /page']);
  });

  it('keeps one page per price display, query, router header and encoding', async () => {
    const get = await start(newCache());
    await get('/page', { headers: { cookie: 'currency=EUR' } });
    await get('/page', { headers: { cookie: 'currency=CZK; display_vat=without' } });
    await get('/page?strana=2');
    await get('/page', { headers: { rsc: '1' } });
    await get('/page', { headers: { cookie: 'other=1' } });
    await get('/page', { headers: { cookie: 'currency=EUR' } });
    // An unrelated cookie does not make another page; the display cookies do.
    expect(calls).toEqual(['GET /page', 'GET /page', 'GET /page?strana=2', 'GET /page', 'GET /page']);
    const eur = await get('/page', { headers: { cookie: 'currency=EUR' } });
    expect(await eur.text()).toContain('currency=EUR');
  });

  it.each(['/cookie', '/private', '/stale', '/missing'])('never stores %s', async (path) => {
    const get = await start(newCache());
    await get(path);
    const again = await get(path);
    expect(again.headers.get('x-page-cache')).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('never stores or answers POSTs, API calls or requests the caller refuses', async () => {
    const get = await start(newCache(), (req) => !req.headers['x-abroad']);
    await get('/page', { method: 'POST' });
    await get('/api/search?q=gel');
    await get('/api/search?q=gel');
    await get('/page', { headers: { 'x-abroad': '1' } });
    await get('/page', { headers: { 'x-abroad': '1' } });
    expect(calls).toHaveLength(5);
  });

  it('expires every entry after a successful revalidation call only', async () => {
    const cache = newCache();
    const get = await start(cache);
    await get('/page');
    await get('/api/revalidate', { method: 'POST' });
    expect((await get('/page')).headers.get('x-page-cache')).toBe('HIT');
    await get('/api/revalidate', { method: 'POST', headers: { 'x-ok': '1' } });
    await new Promise((r) => setTimeout(r, 20));
    expect((await get('/page')).headers.get('x-page-cache')).toBeNull();
    expect(calls.filter((c) => c === 'GET /page')).toHaveLength(2);
  });

  it('lets entries expire', async () => {
    const get = await start(newCache(30));
    await get('/page');
    await new Promise((r) => setTimeout(r, 60));
    await get('/page');
    expect(calls).toEqual(['GET /page', 'GET /page']);
  });

  it('renders a page once for requests that arrive while it is being rendered', async () => {
    const get = await start(newCache());
    const answers = await Promise.all([get('/slow'), get('/slow'), get('/slow')]);
    const texts = await Promise.all(answers.map((a) => a.text()));
    expect(new Set(texts).size).toBe(1);
    expect(calls).toEqual(['GET /slow']);
  });

  it('lets waiting requests render for themselves when the page is not shareable', async () => {
    const get = await start(newCache());
    const answers = await Promise.all([get('/slow-private'), get('/slow-private')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(calls).toEqual(['GET /slow-private', 'GET /slow-private']);
  });

  it('is not stuck on a request whose client left while it waited', async () => {
    const get = await start(newCache());
    const first = get('/slow-private');
    const gone = new AbortController();
    const left = get('/slow-private', { signal: gone.signal }).catch(() => null);
    setTimeout(() => gone.abort(), 10);
    await Promise.all([first, left]);
    const later = await get('/slow-private', { signal: AbortSignal.timeout(2000) });
    expect(later.status).toBe(200);
  });

  it('drops the least recently used entries beyond its size', async () => {
    const cache = newCache(60_000, 1500);
    const get = await start(cache);
    await get('/big?strana=1');
    await get('/big?strana=2');
    // Read again: now the most recently used of the two.
    expect((await get('/big?strana=1')).headers.get('x-page-cache')).toBe('HIT');
    await get('/big?strana=3');
    expect(cache.size).toBe(2);
    expect((await get('/big?strana=1')).headers.get('x-page-cache')).toBe('HIT');
    expect((await get('/big?strana=2')).headers.get('x-page-cache')).toBeNull();
    expect(calls.filter((c) => c === 'GET /big?strana=1')).toHaveLength(1);
  });
});

describe('what may be shared', () => {
  it.each([
    [200, { 'cache-control': 's-maxage=60' }, true],
    [200, { 'cache-control': 'public, max-age=0' }, false],
    [200, { 'cache-control': 's-maxage=60, private' }, false],
    [200, { 'cache-control': 's-maxage=60', 'set-cookie': 'a=1' }, false],
    [200, { 'cache-control': 's-maxage=60', 'x-nextjs-cache': 'STALE' }, false],
    [301, { 'cache-control': 's-maxage=60' }, false],
  ] as const)('status %i with %j: %s', (status, headers, expected) => {
    expect(isShareable(status, headers)).toBe(expected);
  });

  it('keys only GETs outside the API and Next assets', () => {
    const req = (method: string, url: string, headers: Record<string, string> = {}) =>
      ({ method, url, headers }) as unknown as IncomingMessage;
    expect(requestKey(req('GET', '/kondomy'))).not.toBeNull();
    expect(requestKey(req('HEAD', '/kondomy'))).toBeNull();
    expect(requestKey(req('GET', '/api/search'))).toBeNull();
    expect(requestKey(req('GET', '/_next/static/a.js'))).toBeNull();
    expect(requestKey(req('GET', '/kondomy', { authorization: 'Bearer x' }))).toBeNull();
  });

  it('keys a page by the part of its query the page reads, so junk parameters add no entries', () => {
    const key = (url: string) =>
      requestKey({ method: 'GET', url, headers: {} } as unknown as IncomingMessage);
    expect(key('/kondomy?junk=1')).toBe(key('/kondomy'));
    expect(key('/kondomy?utm_source=x&junk=2')).toBe(key('/kondomy'));
    expect(key('/kondomy?strana=abc')).toBe(key('/kondomy'));
    expect(key('/kondomy?strana=2')).not.toBe(key('/kondomy'));
    expect(key('/kondomy?strana=2&x=1')).toBe(key('/kondomy?strana=2'));
    expect(key('/hledat?q=gel&x=1')).toBe(key('/hledat?q=gel'));
    expect(key('/hledat?q=gel')).not.toBe(key('/hledat?q=kondom'));
    expect(key('/produkt/gel?variant_id=5&x=1')).toBe(key('/produkt/gel?variant_id=5'));
    expect(key('/produkt/gel?variant_id=5')).not.toBe(key('/produkt/gel'));
    // What the proxy redirects (a forced currency, tracking parameters) is never the page's entry.
    expect(key('/?fbclid=1&junk=2')).not.toBe(key('/'));
    expect(key('/produkt/gel?mena=eur')).not.toBe(key('/produkt/gel'));
    expect(key('/sk/kondomy?x=1')).toBe(key('/sk/kondomy'));
    expect(key('/sk/kondomy')).not.toBe(key('/kondomy'));
    // The cart page with a notice is the shopper's own, never the shared empty cart.
    expect(key('/kosik?chyba=pokusy')).not.toBe(key('/kosik'));
  });

  it('keys only on values the shop knows: junk cookies, hosts and router headers add no entries', () => {
    const key = (headers: Record<string, string>) =>
      requestKey({ method: 'GET', url: '/kondomy', headers } as unknown as IncomingMessage);
    const plain = key({});
    expect(key({ cookie: 'currency=XYZ; display_vat=maybe; display_both_prices=7' })).toBe(plain);
    expect(key({ cookie: 'currency=eur' })).toBe(key({ cookie: 'currency=EUR' }));
    expect(key({ cookie: 'currency=EUR' })).not.toBe(plain);
    expect(key({ cookie: 'display_vat=without' })).not.toBe(plain);
    expect(key({ host: 'junk-123.example' })).toBe(plain);
    expect(key({ rsc: 'junk' })).toBe(plain);
    expect(key({ rsc: '1' })).not.toBe(plain);
    expect(key({ 'next-router-prefetch': 'x' })).toBe(plain);
    const tree = encodeURIComponent(JSON.stringify(['', { children: ['kondomy', {}] }]));
    expect(key({ rsc: '1', 'next-router-state-tree': tree })).not.toBeNull();
    // Not what the router sends: not cached at all.
    expect(key({ rsc: '1', 'next-router-state-tree': 'junk' })).toBeNull();
    expect(
      key({ rsc: '1', 'next-router-state-tree': encodeURIComponent(`["${'x'.repeat(3000)}"]`) }),
    ).toBeNull();
    expect(key({ rsc: '1', 'next-url': 'http://elsewhere' })).toBeNull();
  });

  it.each([
    ['br', 'gzip, deflate, br', 'br'],
    ['gzip', 'gzip, deflate', 'gzip'],
    ['gzip', 'br;q=0, gzip', 'gzip'],
    ['deflate', 'deflate', 'deflate'],
    ['identity', undefined, 'identity'],
    ['identity', 'identity', 'identity'],
  ])('keys a page answered in %s alike for every request that gets it (%s)', (_, accepted, same) => {
    const req = (encoding?: string) =>
      ({
        method: 'GET',
        url: '/kondomy',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      }) as unknown as IncomingMessage;
    expect(requestKey(req(accepted))).toBe(requestKey(req(same)));
    for (const other of ['br', 'gzip', 'deflate', 'identity'].filter((e) => e !== same))
      expect(requestKey(req(accepted))).not.toBe(requestKey(req(other)));
  });

  it('never lets a shopper with a cart or a log-in share an entry with other visitors', () => {
    const req = (cookie?: string) =>
      ({ method: 'GET', url: '/kosik', headers: cookie ? { cookie } : {} }) as unknown as IncomingMessage;
    const visitor = requestKey(req('currency=CZK'));
    expect(requestKey(req())).not.toBe(requestKey(req('cart_token=abc')));
    expect(visitor).not.toBe(requestKey(req('currency=CZK; cart_token=abc')));
    expect(visitor).not.toBe(requestKey(req('currency=CZK; auth_token=abc')));
    expect(requestKey(req('cart_token=abc'))).toBe(requestKey(req('cart_token=xyz')));
  });
});

describe('Vary', () => {
  it('adds Cookie to the Vary of pages, also when served from the cache', async () => {
    const get = await start(newCache());
    const first = await get('/page');
    expect(first.headers.get('vary')).toMatch(/\bCookie\b/);
    const second = await get('/page');
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(second.headers.get('vary')).toMatch(/\bCookie\b/);
  });
});

describe('stale copies instead of server errors', () => {
  const staleCache = (ttlMs = 30, staleMs = 5_000) =>
    new PageCache({ ttlMs, staleMs, maxBytes: 1024 * 1024 });
  const pastTtl = () => new Promise((r) => setTimeout(r, 60));

  it.each(['status', 'throw'] as const)(
    'sends the last good page when the page fails (%s) after its time',
    async (how) => {
      const cache = staleCache();
      const get = await start(cache);
      const good = await (await get('/page')).text();
      await pastTtl();
      failure = how;
      const answer = await get('/page');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-page-cache')).toBe('STALE');
      expect(await answer.text()).toBe(good);
      // Nothing of the failed answer, and nothing a cache in front would keep.
      expect(answer.headers.get('set-cookie')).toBeNull();
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('vary')).toMatch(/\bCookie\b/);
      expect(calls).toEqual(['GET /page', 'GET /page']);
      expect(cache.stats()).toMatchObject({ hits: 0, misses: 2, staleServed: 1, entries: 1 });
    },
  );

  it('tries the page again on every request and keeps what works', async () => {
    const get = await start(staleCache());
    await get('/page');
    await pastTtl();
    failure = 'status';
    expect((await get('/page')).headers.get('x-page-cache')).toBe('STALE');
    failure = 'none';
    const fresh = await get('/page');
    expect(fresh.headers.get('x-page-cache')).toBeNull();
    expect(await fresh.text()).toContain('<i>3</i>');
    expect((await get('/page')).headers.get('x-page-cache')).toBe('HIT');
  });

  it('gives requests waiting for the failing rendering the same copy', async () => {
    const get = await start(staleCache());
    const good = await (await get('/slow')).text();
    await pastTtl();
    failure = 'status';
    const answers = await Promise.all([get('/slow'), get('/slow'), get('/slow')]);
    expect(answers.map((a) => a.headers.get('x-page-cache'))).toEqual(['STALE', 'STALE', 'STALE']);
    expect(await Promise.all(answers.map((a) => a.text()))).toEqual([good, good, good]);
    expect(calls).toEqual(['GET /slow', 'GET /slow']);
  });

  it('keeps the pages a revalidation expired as stale copies', async () => {
    const get = await start(staleCache(60_000));
    await get('/page');
    await get('/api/revalidate', { method: 'POST', headers: { 'x-ok': '1' } });
    await new Promise((r) => setTimeout(r, 20));
    failure = 'status';
    expect((await get('/page')).headers.get('x-page-cache')).toBe('STALE');
  });

  it('never sends a copy to a request whose page is not shared', async () => {
    const get = await start(staleCache(), (req) => !req.headers['x-abroad']);
    await get('/page');
    await pastTtl();
    failure = 'status';
    const notShared: Record<string, string>[] = [
      { authorization: 'Bearer x' },
      { cookie: `${CART_COOKIE}=abc` },
      { 'x-abroad': '1' },
    ];
    for (const headers of notShared) {
      const answer = await get('/page', { headers });
      expect(answer.status).toBe(500);
      expect(answer.headers.get('x-page-cache')).toBeNull();
    }
    expect((await get('/page', { method: 'POST' })).status).toBe(500);
    // The visitor's own request still gets it.
    expect((await get('/page')).headers.get('x-page-cache')).toBe('STALE');
  });

  it('sends the error once the stale time is over', async () => {
    const cache = staleCache(30, 60);
    const get = await start(cache);
    await get('/page');
    await new Promise((r) => setTimeout(r, 150));
    failure = 'status';
    const answer = await get('/page');
    expect(answer.status).toBe(500);
    expect(await answer.text()).toBe('<html><h1>500</h1>');
    expect(cache.stats()).toMatchObject({ staleServed: 0, entries: 0, bytes: 0 });
  });

  it.each([
    ['status', 500, '<html><h1>500</h1>'],
    ['throw', 500, 'thrown'],
  ] as const)('sends the error (%s) when there is no copy', async (how, status, body) => {
    const get = await start(staleCache());
    failure = how;
    const answer = await get('/page');
    expect(answer.status).toBe(status);
    expect(await answer.text()).toBe(body);
  });

  it('stands in for the error page the server renders for a failed page', async () => {
    const errorPage = (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Něco se porouchalo</h1>');
    };
    const get = await start(staleCache(), undefined, (h) => withErrorPages(h, errorPage) as Handler);
    const good = await (await get('/page')).text();
    failure = 'status';
    const fresh = await get('/jina-stranka');
    expect(fresh.status).toBe(500);
    expect(await fresh.text()).toContain('Něco se porouchalo');
    await pastTtl();
    const stale = await get('/page');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-page-cache')).toBe('STALE');
    expect(await stale.text()).toBe(good);
  });
});
