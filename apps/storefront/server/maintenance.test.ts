import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Maintenance } from '@shop/contract';
import { localServers } from './local-server';
import { isPageRequest, maintenanceGuard, maintenanceReader } from './maintenance';

describe('isPageRequest', () => {
  it.each([
    ['/', true],
    ['/kondomy?strana=2', true],
    ['/sk/produkt/gel', true],
    ['/udrzba', true],
    ['/_next/static/chunks/app.js', false],
    ['/api/revalidate', false],
    ['/media/100x100/fit/0/a.webp', false],
    ['/favicon.ico', false],
    ['/sitemap.xml', false],
  ])('%s: %s', (url, page) => expect(isPageRequest(url)).toBe(page));
});

const serveLocally = localServers();

/** A real server: the guard in front of a handler that answers every page with its path. */
async function serve(state: () => Maintenance) {
  const rendered: string[] = [];
  const next = (req: IncomingMessage, res: ServerResponse) => {
    rendered.push(req.url ?? '/');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=60' });
    res.end(`<h1>${req.url}</h1>`);
  };
  const guard = maintenanceGuard(async () => state(), next);
  const get = await serveLocally((req, res) => {
    void guard(req, res).then((answered) => {
      if (!answered) next(req, res);
    });
  });
  return { get, rendered };
}

describe('maintenanceGuard', () => {
  it('answers every page with the maintenance page, 503 and Retry-After, while on', async () => {
    const { get, rendered } = await serve(() => ({ enabled: true, retryAfterSeconds: 120 }));
    for (const path of ['/kondomy', '/sk/produkt/gel', '/udrzba']) {
      const res = await get(path);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('120');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toBe(path.startsWith('/sk') ? '<h1>/sk/udrzba</h1>' : '<h1>/udrzba</h1>');
    }
    // Rendered once per locale, then kept.
    expect(rendered).toEqual(['/udrzba', '/sk/udrzba']);
    const asset = await get('/_next/static/a.js');
    expect(asset.status).toBe(200);
  });

  it('lets everything through while off', async () => {
    const { get } = await serve(() => ({ enabled: false, retryAfterSeconds: 600 }));
    const res = await get('/kondomy');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<h1>/kondomy</h1>');
  });
});

describe('maintenanceReader', () => {
  it('asks the store at most once per time to live and keeps the last answer when it fails', async () => {
    let calls = 0;
    let fail = false;
    const fakeFetch = (async () => {
      calls++;
      if (fail) throw new Error('down');
      return new Response(JSON.stringify({ data: { enabled: true, retryAfterSeconds: 300 } }));
    }) as typeof fetch;
    const read = maintenanceReader('http://store', 50, fakeFetch);
    expect(await Promise.all([read(), read(), read()])).toEqual(
      Array(3).fill({ enabled: true, retryAfterSeconds: 300 }),
    );
    expect(calls).toBe(1);
    fail = true;
    await new Promise((r) => setTimeout(r, 60));
    expect(await read()).toEqual({ enabled: true, retryAfterSeconds: 300 });
    expect(calls).toBe(2);
  });

  it('takes an unreachable store for no maintenance', async () => {
    const read = maintenanceReader('http://store', 50, (async () => {
      throw new Error('down');
    }) as typeof fetch);
    expect(await read()).toEqual({ enabled: false, retryAfterSeconds: 600 });
  });
});
