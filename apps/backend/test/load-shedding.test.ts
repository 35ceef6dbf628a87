import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import '@fastify/under-pressure';
import { errorResponse } from '@shop/contract';
import { ConfigError, loadConfig } from '../src/config.ts';
import { parsePrometheusText, sampleValue } from './support/prometheus-text.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

/** Keeps the event loop busy for `ms`, as a long synchronous computation would. */
function blockEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

/**
 * Blocks the loop until the next sample finds the process under pressure. Readings of the first
 * two sample intervals after start are not acted on (they measure the start-up): `sampleMs` waits
 * them out.
 */
async function overload(app: FastifyInstance, sampleMs: number): Promise<void> {
  await new Promise((r) => setTimeout(r, 2 * sampleMs));
  for (let i = 0; i < 10 && !app.isUnderPressure(); i++) {
    blockEventLoop(400);
    // Lets the overdue sample run.
    await new Promise((r) => setTimeout(r, 0));
  }
  expect(app.isUnderPressure()).toBe(true);
}

describe('load shedding', () => {
  it('answers 503 with Retry-After and the error shape when the event loop lags, running no route', async () => {
    let statements = 0;
    t = await createTestApp(
      {
        PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '20',
        PRESSURE_SAMPLE_INTERVAL_MS: '1000',
        PRESSURE_RETRY_AFTER_SECONDS: '7',
        METRICS_KEY: 'prometheus-scrape-key-1',
      },
      { onQuery: () => statements++ },
    );
    const { app } = t;
    expect((await app.inject({ url: '/api/v1/product-categories' })).statusCode).toBe(200);

    await overload(app, 1000);
    statements = 0;
    const refused = await Promise.all([
      app.inject({ url: '/api/v1/product-categories' }),
      app.inject({ method: 'POST', url: '/api/v1/cart/items', payload: { id: 101, amount: 1 } }),
      app.inject({ url: '/neexistuje' }),
    ]);
    for (const res of refused) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('7');
      expect(errorResponse.parse(res.json())).toEqual({
        errors: [{ code: 'unavailable', title: 'Služba je dočasně nedostupná' }],
      });
    }
    // Refused before any handler: no statement reached the database.
    expect(statements).toBe(0);

    // The probes and the scrape still answer: the process is alive, only busy.
    const [health, ready, metrics] = await Promise.all([
      app.inject({ url: '/health' }),
      app.inject({ url: '/ready' }),
      app.inject({ url: '/metrics', headers: { authorization: 'Bearer prometheus-scrape-key-1' } }),
    ]);
    expect([health.statusCode, ready.statusCode, metrics.statusCode]).toEqual([200, 200, 200]);
    expect(app.isUnderPressure(), 'all of it while under pressure').toBe(true);
    const { samples } = parsePrometheusText(metrics.body);
    expect(
      sampleValue(samples, 'http_requests_total', {
        method: 'GET',
        route: '/api/v1/product-categories',
        status_class: '5xx',
      }),
    ).toBe(1);

    // Once the loop keeps up again, requests are served.
    let status = 503;
    for (let i = 0; i < 40 && status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await app.inject({ url: '/api/v1/product-categories' })).statusCode;
    }
    expect(status).toBe(200);
  });

  it('sheds on event-loop utilisation too, when that threshold is set', async () => {
    t = await createTestApp({
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '0.5',
      PRESSURE_SAMPLE_INTERVAL_MS: '250',
    });
    await overload(t.app, 250);
    const res = await t.app.inject({ url: '/api/v1/product-categories' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('10');
  });

  it('does not shed right after the start, whose blocking the first samples measure', async () => {
    t = await createTestApp({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '20', PRESSURE_SAMPLE_INTERVAL_MS: '1000' });
    blockEventLoop(1500);
    await new Promise((r) => setTimeout(r, 0));
    expect(t.app.isUnderPressure()).toBe(true);
    expect((await t.app.inject({ url: '/api/v1/product-categories' })).statusCode).toBe(200);
  });

  it('does not shed a process that keeps up (the defaults)', async () => {
    t = await createTestApp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => t!.app.inject({ url: '/api/v1/product-categories' })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(t.app.isUnderPressure()).toBe(false);
  });

  it('refuses bad thresholds, naming them', () => {
    const bad = () =>
      loadConfig({
        PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '1.5',
        PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '-1',
        PRESSURE_SAMPLE_INTERVAL_MS: 'often',
        PRESSURE_RETRY_AFTER_SECONDS: '0',
      });
    expect(bad).toThrow(ConfigError);
    for (const name of [
      'PRESSURE_MAX_EVENT_LOOP_UTILIZATION',
      'PRESSURE_MAX_EVENT_LOOP_DELAY_MS',
      'PRESSURE_SAMPLE_INTERVAL_MS',
      'PRESSURE_RETRY_AFTER_SECONDS',
    ]) {
      expect(bad).toThrow(name);
    }
    expect(loadConfig({}).pressure).toEqual({
      maxEventLoopDelayMs: 1000,
      maxEventLoopUtilization: 0,
      sampleIntervalMs: 1000,
      retryAfterSeconds: 10,
    });
  });
});
