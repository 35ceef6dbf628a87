import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, mediaPath } from '@shop/contract';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

describe('GET /media/:size/:fit/:upscale/*', () => {
  it('renders WebP at the requested size, cached and immutable', async () => {
    const url = mediaPath('products/aloe-gel-100-ml.svg', {
      width: 270,
      height: 270,
      crop: true,
      upscale: false,
    });
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 270, 270]);
    const cached = await readdir(path.join(t.dataDir, 'media/cache/270x270/crop/noupscale/products'));
    expect(cached).toContain('aloe-gel-100-ml.svg.webp');
    const again = await t.app.inject({ url });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('renders PNG without .webp and keeps the aspect ratio with fit', async () => {
    const res = await t.app.inject({
      url: mediaPath('categories/fitness.svg', { width: 800, height: 400, upscale: true, webp: false }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 400, 400]);
  });

  it('does not enlarge with noupscale', async () => {
    const res = await t.app.inject({
      url: mediaPath('categories/fitness.svg', { width: 1600, height: 1600, upscale: false }),
    });
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.width).toBe(400);
  });

  it.each([
    ['/media/333x333/fit/noupscale/categories/fitness.svg.webp', 'size'],
    ['/media/400/fit/noupscale/categories/fitness.svg.webp', 'size'],
    ['/media/400x400/stretch/noupscale/categories/fitness.svg.webp', 'fit'],
    ['/media/400x400/fit/maybe/categories/fitness.svg.webp', 'upscale'],
  ])('rejects %s with 400', async (url, field) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(errorResponse.parse(res.json()).errors[0]).toEqual({
      code: 'invalid',
      field,
      title: 'Neplatná hodnota',
    });
  });

  it.each([
    '/media/400x400/fit/noupscale/..%2F..%2F..%2Fetc%2Fpasswd',
    '/media/400x400/fit/noupscale/%2E%2E/%2E%2E/db/PG_VERSION',
    '/media/400x400/fit/noupscale/categories/..%2F..%2Fcache%2Fx.webp',
    '/media/400x400/fit/noupscale/%2Fetc%2Fpasswd',
  ])('refuses path traversal %s', async (url) => {
    const res = await t.app.inject({ url });
    expect([400, 404]).toContain(res.statusCode);
    expect(errorResponse.parse(res.json()).errors[0]?.title).toMatch(/Neplatná hodnota|Nenalezeno/);
  });

  it('answers a missing original with 404', async () => {
    const res = await t.app.inject({
      url: mediaPath('products/neexistuje.svg', { width: 400, height: 400 }),
    });
    expect(res.statusCode).toBe(404);
    expect(errorResponse.parse(res.json()).errors[0]).toEqual({
      code: 'not_found',
      field: 'path',
      title: 'Nenalezeno',
    });
    const dir = await t.app.inject({ url: mediaPath('products', { width: 400, height: 400, webp: false }) });
    expect(dir.statusCode).toBe(404);
  });
});
