import { connect, createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyResponse } from '@shop/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { freePort } from './support/free-port.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const LIVE_REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

/** The whole app over the test database with `env` on top, closed after `use`. */
async function withApp(
  env: Record<string, string>,
  use: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>,
  database = t.database,
) {
  const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database, logger: false });
  try {
    await use(app);
  } finally {
    await app.close();
  }
}

describe('readiness with Redis', () => {
  it('is 200 with the database and a live Redis, naming both', async () => {
    await withApp({ REDIS_URL: LIVE_REDIS }, async (app) => {
      const res = await app.inject({ url: '/ready' });
      expect(res.statusCode).toBe(200);
      expect(readyResponse.parse(res.json())).toEqual({
        status: 'ready',
        checks: { database: 'up', redis: 'up' },
      });
    });
  });

  it('is 503 within its timeout when Redis does not answer, while liveness stays 200', async () => {
    await withApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` }, async (app) => {
      const started = performance.now();
      const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject({ url: '/ready' })));
      expect(performance.now() - started).toBeLessThan(2000);
      for (const res of answers) {
        expect(res.statusCode).toBe(503);
        expect(readyResponse.parse(res.json())).toEqual({
          status: 'unavailable',
          checks: { database: 'up', redis: 'down' },
        });
      }
      expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    });
  });

  it('names each dependency that failed when neither answers', async () => {
    const broken = { ...t.database, ping: () => Promise.reject(new Error('connection refused')) };
    await withApp(
      { REDIS_URL: `redis://127.0.0.1:${await freePort()}` },
      async (app) => {
        const res = await app.inject({ url: '/ready' });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'down', redis: 'down' } });
        expect((await app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });
      },
      broken,
    );
  });

  it('is 503 when the database hangs, after its timeout, not when the caller gives up', async () => {
    const hanging = { ...t.database, ping: () => new Promise<void>(() => {}) };
    await withApp(
      {},
      async (app) => {
        const started = performance.now();
        const res = await app.inject({ url: '/ready' });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'down' } });
        expect(performance.now() - started).toBeLessThan(3000);
        expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
      },
      hanging,
    );
  });

  it('follows Redis: ready again once it comes back', async () => {
    // A TCP relay to the live Redis on a port that is dead until the relay listens.
    const port = await freePort();
    const live = new URL(LIVE_REDIS);
    const sockets = new Set<Socket>();
    const relay = createServer((client) => {
      const upstream = connect(Number(live.port || 6379), live.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => s.destroy());
        s.on('close', () => sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
    });
    await withApp({ REDIS_URL: `redis://127.0.0.1:${port}` }, async (app) => {
      expect((await app.inject({ url: '/ready' })).statusCode).toBe(503);
      await new Promise<void>((r) => relay.listen(port, '127.0.0.1', r));
      let status = 503;
      for (const until = Date.now() + 10_000; status !== 200 && Date.now() < until;) {
        await new Promise((r) => setTimeout(r, 200));
        status = (await app.inject({ url: '/ready' })).statusCode;
      }
      expect(status).toBe(200);
    });
    for (const s of sockets) s.destroy();
    await new Promise((r) => relay.close(r));
  });
});
