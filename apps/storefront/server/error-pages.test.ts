import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { localServers } from './local-server';
import { withErrorPages } from './error-pages';

// A real HTTP server whose handler answers the way Next does: a page that throws gets the empty
// error document, streamed in parts; the browser tests run the same wrapper in front of the real Next.
const ERROR_SHELL = '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>';
type Reply = { status: number; type?: string; chunks: string[]; gzip?: boolean };
const replies: Record<string, Reply> = {
  '/kondomy': { status: 200, chunks: ['<html lang="cs">', '<h1>Kondomy</h1></html>'] },
  '/wrapped': { status: 200, chunks: ['<p>a</p>', '<p>b</p>', 'x'.repeat(256 * 1024)] },
  '/neni': { status: 404, chunks: [ERROR_SHELL.slice(0, 20), ERROR_SHELL.slice(20)] },
  '/sk/neni': { status: 404, chunks: [ERROR_SHELL] },
  '/rozbita': { status: 503, chunks: [ERROR_SHELL] },
  '/gzip': { status: 404, chunks: [ERROR_SHELL], gzip: true },
  '/api/neni': { status: 404, type: 'application/json', chunks: ['{"error":"not found"}'] },
  '/soubor.txt': { status: 404, type: 'text/plain', chunks: ['not found'] },
  '/stranka-nenalezena': { status: 200, chunks: ['<html lang="cs"><h1>Stránka nenalezena</h1>'] },
  '/sk/stranka-nenalezena': { status: 200, chunks: ['<html lang="sk"><h1>Stránka sa nenašla</h1>'] },
  '/chyba': { status: 200, chunks: ['<html lang="cs"><h1>Něco se porouchalo</h1>'] },
};

const serve = localServers();
let rendered: string[] = [];
let renderFails = false;

function next(req: IncomingMessage, res: ServerResponse) {
  const path = (req.url ?? '/').split('?')[0]!;
  const r = replies[path] ?? { status: 404, chunks: [ERROR_SHELL] };
  res.statusCode = r.status;
  res.setHeader('content-type', r.type ?? 'text/html; charset=utf-8');
  res.setHeader('cache-control', 's-maxage=31536000');
  res.setHeader('x-middleware-rewrite', `/cs/czk${path}`);
  if (path.includes('stranka-nenalezena') || path === '/chyba') res.setHeader('set-cookie', 'seen=1');
  if (path === '/wrapped') {
    // As Next's compression does: the handler wraps the response's methods after the server did.
    const write = res.write.bind(res) as (chunk: string) => boolean;
    const end = res.end.bind(res) as (chunk?: string) => ServerResponse;
    res.write = ((chunk: string) => write(chunk.toUpperCase())) as ServerResponse['write'];
    res.end = ((chunk?: string) => end(chunk?.toUpperCase())) as ServerResponse['end'];
  }
  if (r.gzip) {
    res.setHeader('content-encoding', 'gzip');
    res.end(gzipSync(r.chunks.join('')));
    return;
  }
  res.flushHeaders();
  for (const c of r.chunks) res.write(c);
  res.end();
}

function render(req: IncomingMessage, res: ServerResponse) {
  rendered.push(`${req.url} ${req.headers.cookie ?? ''}`);
  if (renderFails) {
    res.statusCode = 500;
    res.end('broken');
    return;
  }
  next(req, res);
}

async function start() {
  rendered = [];
  renderFails = false;
  const handler = withErrorPages(next, render);
  return serve((req, res) => void handler(req, res));
}

describe('error documents sent as whole pages', () => {
  it('passes a page through untouched', async () => {
    const get = await start();
    const res = await get('/kondomy');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<html lang="cs"><h1>Kondomy</h1></html>');
    expect(rendered).toEqual([]);
  });

  it("keeps the handler's own wrappers of the response in effect to the last byte", async () => {
    const get = await start();
    const text = await (await get('/wrapped')).text();
    expect(text).toBe(`<P>A</P><P>B</P>${'X'.repeat(256 * 1024)}`);
  });

  it('replaces the empty 404 document with the not-found page, keeping the status and the cookies asked with', async () => {
    const get = await start();
    const res = await get('/neni', { headers: { cookie: 'currency=EUR' } });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('<html lang="cs"><h1>Stránka nenalezena</h1>');
    expect(rendered).toEqual(['/stranka-nenalezena currency=EUR']);
    // Not cacheable by shared caches, and the internal route is not revealed.
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.headers.get('x-middleware-rewrite')).toBeNull();
    expect(res.headers.get('set-cookie')).toBe('seen=1');
  });

  it('shows the error page in the language of the path', async () => {
    const get = await start();
    const res = await get('/sk/neni');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('lang="sk"');
  });

  it('answers a server error with the 500 page under the original status', async () => {
    const get = await start();
    const res = await get('/rozbita');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('Něco se porouchalo');
  });

  it('replaces a compressed error document as well', async () => {
    const get = await start();
    const res = await get('/gzip');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Stránka nenalezena');
  });

  it('leaves API answers, files and client navigations alone', async () => {
    const get = await start();
    const api = await get('/api/neni');
    expect(await api.text()).toBe('{"error":"not found"}');
    expect((await get('/soubor.txt')).headers.get('content-type')).toBe('text/plain');
    const rsc = await get('/neni', { headers: { rsc: '1' } });
    expect(rsc.status).toBe(404);
    expect(await rsc.text()).toBe(ERROR_SHELL);
    expect(rendered).toEqual([]);
  });

  it("sends Next's own answer when the error page itself fails", async () => {
    const get = await start();
    renderFails = true;
    const res = await get('/neni');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(ERROR_SHELL);
  });

  it('answers the error pages own paths with their status', async () => {
    const get = await start();
    const notFound = await get('/stranka-nenalezena');
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain('Stránka nenalezena');
    expect(notFound.headers.get('cache-control')).toContain('no-store');
    expect((await get('/chyba')).status).toBe(500);
    expect(rendered).toEqual([]);
  });

  it('keeps the gzip encoding of the page it sends', async () => {
    const get = await start();
    replies['/stranka-nenalezena']!.gzip = true;
    try {
      const res = await get('/neni');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      // fetch decodes it: the body arrived compressed and labelled so.
      expect(await res.text()).toBe('<html lang="cs"><h1>Stránka nenalezena</h1>');
    } finally {
      replies['/stranka-nenalezena']!.gzip = false;
    }
  });
});
