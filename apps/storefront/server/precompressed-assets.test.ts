import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressBuildAssets } from '../../../scripts/compress-assets.mjs';
import { loadPrecompressedAssets, servePrecompressed } from './precompressed-assets';

const SCRIPT = `console.log(${JSON.stringify('košík '.repeat(400))});\n`;
let dir: string;
let server: Server;
let port: number;

/** A raw request, so that the answer's encoding is seen as sent (fetch would decode it). */
function get(urlPath: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request({ port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'assets-'));
  await mkdir(path.join(dir, 'chunks'), { recursive: true });
  await writeFile(path.join(dir, 'chunks', 'a1b2.js'), SCRIPT);
  await writeFile(path.join(dir, 'chunks', 'c3d4.css'), 'body{color:red}'.repeat(50));
  await writeFile(path.join(dir, 'chunks', 'logo.svg'), '<svg/>');
  const written = await compressBuildAssets(dir);
  expect(written.files).toBe(2);
  expect(written.after).toBeLessThan(written.before);
  const assets = await loadPrecompressedAssets(dir, '/_next/static/');
  server = createServer((req, res) => {
    if (servePrecompressed(req, res, assets)) return;
    res.writeHead(299).end('next');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  await rm(dir, { recursive: true, force: true });
});

describe('precompressed build files', () => {
  it("sends a script's Brotli copy to a browser that accepts Brotli", async () => {
    const res = await get('/_next/static/chunks/a1b2.js?dpl=1', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('styles too', async () => {
    const res = await get('/_next/static/chunks/c3d4.css', { 'accept-encoding': 'br' });
    expect(res.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(brotliDecompressSync(res.body).toString()).toBe('body{color:red}'.repeat(50));
  });

  it.each([
    ['no Accept-Encoding', {}],
    ['gzip only', { 'accept-encoding': 'gzip, deflate' }],
    ['Brotli refused', { 'accept-encoding': 'gzip, br;q=0' }],
  ])('leaves the file to Next for %s', async (_, headers) => {
    expect((await get('/_next/static/chunks/a1b2.js', headers)).status).toBe(299);
  });

  it('leaves to Next what was not compressed, and paths outside the build', async () => {
    const br = { 'accept-encoding': 'br' };
    expect((await get('/_next/static/chunks/logo.svg', br)).status).toBe(299);
    expect((await get('/_next/static/chunks/../chunks/a1b2.js', br)).status).toBe(299);
    expect((await get('/_next/static/chunks/a1b2.js.br', br)).status).toBe(299);
    expect((await get('/kosik', br)).status).toBe(299);
  });

  it('a HEAD request gets the headers without the body', async () => {
    const res = await get('/_next/static/chunks/a1b2.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBe(0);
  });

  it('a build without copies gives nothing to send', async () => {
    expect((await loadPrecompressedAssets(path.join(dir, 'missing'), '/_next/static/')).size).toBe(0);
  });
});
