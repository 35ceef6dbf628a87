import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '@shop/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

describe('health, readiness, docs, errors', () => {
  it('GET /health is 200 ok', async () => {
    const res = await t.app.inject({ url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /ready is 200 when the database answers', async () => {
    const res = await t.app.inject({ url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'up' } });
  });

  it('GET /ready is 503 when the database does not answer', async () => {
    const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' });
    const broken = { ...t.database, ping: () => Promise.reject(new Error('connection refused')) };
    const app = await buildApp({ config, database: broken, logger: false });
    const res = await app.inject({ url: '/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'down' } });
    await app.close();
  });

  it('serves the OpenAPI document listing every path, and the UI', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/health',
        '/ready',
        '/api/v1/product-categories',
        '/catalog/category',
        '/menu-object/{code}',
        '/graphql',
        '/media/{size}/{fit}/{upscale}/{*}',
      ]),
    );
    expect(doc.components.schemas).toHaveProperty('MenuItem');
    const ui = await t.app.inject({ url: '/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('groups every operation under a tag the document declares', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{
      tags: { name: string }[];
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    const declared = new Set(doc.tags.map((tag) => tag.name));
    const undeclared = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        (operation.tags ?? ['(none)'])
          .filter((tag) => !declared.has(tag))
          .map((tag) => `${method} ${path}: ${tag}`),
      ),
    );
    expect(undeclared).toEqual([]);
  });

  it('answers unknown routes with 404 Nenalezeno', async () => {
    const res = await t.app.inject({ url: '/neexistuje' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ code: 'not_found', title: 'Nenalezeno' }] });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query":',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('answers a malformed body of a store call with the error shape and its code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(errorResponse.parse(res.json())).toEqual({
      errors: [{ code: 'bad_request', title: 'Neplatný požadavek' }],
    });
  });

  it('turns unexpected failures into 500 Něco se porouchalo', async () => {
    const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database: t.database, logger: false });
    app.get('/test-failures', async () => {
      throw new Error('kaput');
    });
    const res = await app.inject({ url: '/test-failures' });
    expect(res.statusCode).toBe(500);
    expect(errorResponse.parse(res.json())).toEqual({
      errors: [{ code: 'internal', title: 'Něco se porouchalo' }],
    });
    await app.close();
  });

  it('serves only the configured modules', async () => {
    const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', MODULES: 'media' });
    const app = await buildApp({ config, database: t.database, logger: false });
    expect((await app.inject({ url: '/menu-object/main' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    await app.close();
  });
});
