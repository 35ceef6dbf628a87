import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, shippingApi } from '@shop/contract';
import { registerErrorHandling } from '../src/http/errors.ts';
import { contractEndpoints, installContractGuard, routeOf } from '../src/http/contract-routes.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

function guardedApp(): FastifyInstance {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  installContractGuard(app);
  return app;
}

describe('routes and the contract', () => {
  it('refuses a route the contract does not define', () => {
    const app = guardedApp();
    expect(() => app.get('/api/v1/not-in-the-contract', async () => ({}))).toThrow(
      'GET /api/v1/not-in-the-contract is not an endpoint of the contract',
    );
    // The right path with another method is another endpoint.
    expect(() => app.post('/api/v1/regions', async () => ({}))).toThrow('not an endpoint of the contract');
  });

  it('refuses a contract path registered with a schema of its own', () => {
    const app = guardedApp();
    expect(() =>
      app.get('/api/v1/regions', { schema: { ...shippingApi.regions.schema } }, async () => ({ data: [] })),
    ).toThrow('with a schema of its own');
  });

  it('takes a route registered from its endpoint, and answers by its schema', async () => {
    const app = guardedApp();
    app.route({ ...routeOf(shippingApi.regions), handler: async () => ({ data: [] }) });
    const bad = await app.inject({ url: '/api/v1/regions?country=XX' });
    expect(bad.statusCode).toBe(400);
    const good = await app.inject({ url: endpointPath(shippingApi.regions, undefined, { country: 'CZE' }) });
    expect(good.json()).toEqual({ data: [] });
    await app.close();
  });

  describe('the whole backend', () => {
    let t: TestApp;
    beforeAll(async () => {
      // The metrics route is there only with its key.
      t = await createTestApp({ METRICS_KEY: 'k'.repeat(32) });
    }, 120_000);
    afterAll(() => t?.cleanup());

    it('registers every endpoint the contract defines', () => {
      const missing = [...contractEndpoints().values()]
        .filter((e) => !t.app.hasRoute({ method: e.method, url: e.path }))
        .map((e) => `${e.method} ${e.path}`);
      expect(missing).toEqual([]);
    });
  });
});
