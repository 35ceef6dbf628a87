import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp } from '../src/http/admin-app.ts';

// The back office's build as the backend serves it at /admin: the page never cached and under its
// strict policy, the hashed scripts cached for a year and sent compressed.
describe('the back office at /admin', () => {
  let dir: string;
  let app: FastifyInstance;
  const script = 'console.log("back office");'.repeat(50);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'admin-dist-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(
      path.join(dir, 'index.html'),
      '<!doctype html><html lang="cs"><script type="module" src="/admin/assets/index-abc123.js"></script></html>',
    );
    await writeFile(path.join(dir, 'assets/index-abc123.js'), script);
    await writeFile(path.join(dir, 'assets/index-abc123.js.br'), brotliCompressSync(script));
    app = Fastify();
    await app.register(adminApp, { dir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers its page, never cached, with scripts only from itself and no framing', async () => {
    const res = await app.inject('/admin/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self'");
  });

  it("sends /admin on to /admin/, where the page's addresses work", async () => {
    const res = await app.inject('/admin');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/admin/');
  });

  it('caches a hashed script for a year and sends the Brotli copy to a browser that takes it', async () => {
    const res = await app.inject({
      url: '/admin/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    const plain = await app.inject('/admin/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect((await app.inject('/admin/assets/missing.js')).statusCode).toBe(404);
  });

  it('says what to run when the back office is not built', async () => {
    const empty = Fastify();
    await empty.register(adminApp, { dir: path.join(dir, 'nothing-here') });
    const res = await empty.inject('/admin/');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('build-admin.mjs');
    await empty.close();
  });
});
