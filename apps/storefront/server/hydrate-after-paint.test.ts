import { get as httpGet, type IncomingMessage, type ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { localServers } from './local-server';
import { withCompression } from './compressed';
import { ScriptDeferral, scriptStarter, withScriptsAfterPaint } from './hydrate-after-paint';

// A document as Next writes one: chunk scripts in the head, the legacy script for old browsers,
// the bootstrap script with its id in the body, the React payload as inline scripts after it.
const CHUNKS = ['/_next/static/chunks/1xonfax3hcrx1.js', '/_next/static/chunks/turbopack-2u1d16.js'];
const BOOT = '/_next/static/chunks/44is5unny0ti1.js';
const LEGACY = '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>';
const DOCUMENT =
  '<!DOCTYPE html><html lang="cs"><head><meta charSet="utf-8"/>' +
  `<link rel="preload" as="script" fetchPriority="low" href="${BOOT}"/>` +
  CHUNKS.map((src) => `<script src="${src}" async=""></script>`).join('') +
  `${LEGACY}</head><body><h1>Pobočka Praha – Vodičkova</h1>` +
  '<img src="/m/a.webp" alt="Prodejna" elementtiming="main-picture"/>' +
  `<script src="${BOOT}" id="_R_" async=""></script>` +
  '<script>self.__next_f.push([1,"a<b"])</script></body></html>';
const STARTER = scriptStarter([...CHUNKS.map((src) => ({ src })), { src: BOOT, id: '_R_' }]);
const REWRITTEN = DOCUMENT.replace(
  /<script src="([^"]+)"(?: id="_R_")? async=""><\/script>/g,
  '<link rel="preload" as="script" fetchPriority="low" href="$1"/>',
).replace('</body>', `${STARTER}</body>`);

function rewrite(pieces: string[]): string {
  const deferral = new ScriptDeferral();
  return pieces.map((p) => deferral.push(p)).join('') + deferral.end();
}

describe('ScriptDeferral', () => {
  it('turns every chunk script into a preload and starts them, the bootstrap with its id, before </body>', () => {
    const out = rewrite([DOCUMENT]);
    expect(out).toBe(REWRITTEN);
    expect(out).not.toMatch(/<script src="[^"]+" (id="_R_" )?async="">/);
    expect(out).toContain(LEGACY);
    expect(STARTER).toContain('"id":"_R_"');
  });

  it('rewrites the same whatever the writes were cut at', () => {
    for (let i = 0; i <= DOCUMENT.length; i++)
      expect(rewrite([DOCUMENT.slice(0, i), DOCUMENT.slice(i)]), `cut at ${i}`).toBe(REWRITTEN);
  });

  it('rewrites the same when cut at two places', () => {
    for (let i = 0; i <= DOCUMENT.length; i += 3)
      for (let j = i; j <= DOCUMENT.length; j += 7)
        expect(rewrite([DOCUMENT.slice(0, i), DOCUMENT.slice(i, j), DOCUMENT.slice(j)])).toBe(REWRITTEN);
  });

  it('adds the starter at the end of a document without </body>', () => {
    const cut = DOCUMENT.replace('</body></html>', '');
    expect(rewrite([cut])).toBe(REWRITTEN.replace('</body></html>', ''));
  });

  it('leaves a page without chunk scripts as it is', () => {
    const plain = '<html><body><p>a < b</p><script src="/x.js"></script></body></html>';
    expect(rewrite([plain.slice(0, 20), plain.slice(20)])).toBe(plain);
  });

  it('leaves what comes after </body> alone', () => {
    const late = `${DOCUMENT}<script src="${CHUNKS[0]}" async=""></script>`;
    expect(rewrite([late])).toBe(`${REWRITTEN}<script src="${CHUNKS[0]}" async=""></script>`);
  });

  it('does not hold back a long unclosed text', () => {
    const deferral = new ScriptDeferral();
    const text = `<body><p>${'<'.repeat(1)}${'x'.repeat(500)}`;
    expect(deferral.push(text)).toBe(text);
  });

  it('keeps the script list from closing the inline script', () => {
    expect(scriptStarter([{ src: '/_next/static/</script><b>.js' }])).not.toContain('</script><b>');
  });
});

type Reply = { type: string; chunks: (string | Buffer)[]; length?: boolean; encoding?: string };
const replies: Record<string, Reply> = {
  '/pobocka': { type: 'text/html; charset=utf-8', chunks: [DOCUMENT.slice(0, 300), DOCUMENT.slice(300)] },
  // A Czech letter cut between two writes.
  '/cestina': {
    type: 'text/html; charset=utf-8',
    chunks: (() => {
      const bytes = Buffer.from(DOCUMENT);
      const at = bytes.indexOf(Buffer.from('č')) + 1;
      return [bytes.subarray(0, at), bytes.subarray(at)];
    })(),
  },
  '/delka': { type: 'text/html; charset=utf-8', chunks: [DOCUMENT], length: true },
  '/api/data': { type: 'application/json', chunks: [JSON.stringify({ html: DOCUMENT })] },
  '/uz-zabalena': {
    type: 'text/html',
    chunks: ['<script src="/_next/static/a.js" async=""></script>'],
    encoding: 'x-own',
  },
};

function next(req: IncomingMessage, res: ServerResponse) {
  const r = replies[(req.url ?? '/').split('?')[0]!]!;
  res.setHeader('content-type', r.type);
  if (r.encoding) res.setHeader('content-encoding', r.encoding);
  if (r.length) res.setHeader('content-length', Buffer.byteLength(r.chunks.join('')));
  for (const c of r.chunks) res.write(c);
  res.end();
}

const serve = localServers();
const start = (handler: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void) =>
  serve((req, res) => void handler(req, res));

describe('withScriptsAfterPaint', () => {
  it.each(['/pobocka', '/cestina', '/delka'])('rewrites the page %s as it streams', async (path) => {
    const get = await start(withScriptsAfterPaint(next));
    const res = await get(path);
    expect(await res.text()).toBe(REWRITTEN);
    expect(res.headers.get('content-length')).toBeNull();
  });

  it('passes other answers, encoded ones and other methods through', async () => {
    const get = await start(withScriptsAfterPaint(next));
    expect(await (await get('/api/data')).text()).toBe(JSON.stringify({ html: DOCUMENT }));
    expect(await (await get('/uz-zabalena')).text()).toBe(replies['/uz-zabalena']!.chunks[0]);
    expect(await (await get('/pobocka', { method: 'POST' })).text()).toBe(DOCUMENT);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends the rewritten page compressed in %s', async (encoding, decode) => {
    const { port } = await start(withCompression(withScriptsAfterPaint(next)));
    // node:http rather than fetch, which would decode the body itself.
    const res = await new Promise<IncomingMessage>((resolve, reject) =>
      httpGet({ port, path: '/pobocka', headers: { 'accept-encoding': encoding } }, resolve).on(
        'error',
        reject,
      ),
    );
    const parts: Buffer[] = [];
    for await (const part of res) parts.push(part as Buffer);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(decode(Buffer.concat(parts)).toString()).toBe(REWRITTEN);
  });
});
