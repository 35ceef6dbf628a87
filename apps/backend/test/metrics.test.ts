import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { enqueueJob } from '../src/modules/jobs/index.ts';
import { parsePrometheusText, sampleValue, type Sample } from './support/prometheus-text.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const METRICS_KEY = 'prometheus-scrape-key-1';
const scraper = { authorization: `Bearer ${METRICS_KEY}` };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_KEY });
});
afterAll(() => t.cleanup());

async function scrape(app = t.app): Promise<Sample[]> {
  const res = await app.inject({ url: '/metrics', headers: scraper });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(res.body).samples;
}

const requests = (samples: Sample[], labels: Record<string, string>) =>
  sampleValue(samples, 'http_requests_total', labels) ?? 0;

describe('GET /metrics', () => {
  it('answers only the scraper with the key, and is not served at all without one', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-key-of-16-chars',
      METRICS_KEY,
      `Basic ${METRICS_KEY}`,
    ]) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.body).not.toContain('http_requests_total');
    }
    const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' });
    const keyless = await buildApp({ config, database: t.database, logger: false });
    try {
      expect((await keyless.inject({ url: '/metrics', headers: scraper })).statusCode).toBe(404);
    } finally {
      await keyless.close();
    }
  });

  it('is the text format: every family has HELP and TYPE, with Node’s metrics beside the app’s', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: scraper });
    const { samples, types } = parsePrometheusText(res.body);
    expect(types.get('http_requests_total')).toBe('counter');
    expect(types.get('http_request_duration_seconds')).toBe('histogram');
    expect(types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
    expect(sampleValue(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    for (const name of ['shop_db_pool_connections', 'shop_jobs_pending', 'shop_db_cache_hits_total']) {
      expect(types.has(name), name).toBe(true);
    }
  });

  it('counts and times answers by route pattern, method and status class, concurrent ones each', async () => {
    const route = { method: 'GET', route: '/menu-object/:code', status_class: '2xx' };
    const missing = { ...route, status_class: '4xx' };
    const before = await scrape();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({ url: `/menu-object/${i % 2 ? 'main' : 'footer'}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(10).fill(200), ...Array(10).fill(404)]);
    const after = await scrape();
    expect(requests(after, route) - requests(before, route)).toBe(10);
    expect(requests(after, missing) - requests(before, missing)).toBe(10);
    expect(sampleValue(after, 'http_request_duration_seconds_count', route)).toBe(requests(after, route));
    const slowest = sampleValue(after, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' });
    expect(slowest).toBe(requests(after, route));
    // The path with its code never becomes a label.
    expect(after.some((s) => Object.values(s.labels).some((v) => v.includes('footer')))).toBe(false);
  });

  it('puts every path that matches no route into one series', async () => {
    const unmatched = { method: 'GET', route: 'unmatched', status_class: '4xx' };
    const before = await scrape();
    for (const path of ['/neexistuje/1', '/neexistuje/2', '/jine/%22%0A']) {
      expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    }
    const after = await scrape();
    expect(requests(after, unmatched) - requests(before, unmatched)).toBe(3);
    expect(after.some((s) => Object.values(s.labels).some((v) => v.includes('neexistuje')))).toBe(false);
  });

  it('counts failures (5xx), in a registry of each app’s own', async () => {
    const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', METRICS_KEY });
    const app = await buildApp({ config, database: t.database, logger: false });
    app.get('/test-failures/:id', async () => {
      throw new Error('kaput');
    });
    try {
      expect((await app.inject({ url: '/test-failures/1' })).statusCode).toBe(500);
      expect((await app.inject({ url: '/test-failures/2' })).statusCode).toBe(500);
      const failures = { method: 'GET', route: '/test-failures/:id', status_class: '5xx' };
      expect(requests(await scrape(app), failures)).toBe(2);
      expect(requests(await scrape(), failures)).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('reports the jobs due and not taken, and how long the oldest has waited', async () => {
    await t.database.db.execute(sql`truncate jobs.jobs restart identity`);
    try {
      expect(sampleValue(await scrape(), 'shop_jobs_pending')).toBe(0);
      expect(sampleValue(await scrape(), 'shop_jobs_oldest_pending_age_seconds')).toBe(0);
      await enqueueJob(t.database.db, 'order-confirmation', { orderId: 1 });
      await enqueueJob(t.database.db, 'order-status', { orderId: 1, status: 'shipped' });
      await enqueueJob(t.database.db, 'stock-back', { variantId: 1 });
      // Due 90 s ago, due now, and one waiting for its retry (not pending yet).
      await t.database.db.execute(
        sql`update jobs.jobs set run_at = now() - interval '90 seconds' where id = 1`,
      );
      await t.database.db.execute(sql`update jobs.jobs set run_at = now() + interval '1 hour' where id = 3`);
      const samples = await scrape();
      expect(sampleValue(samples, 'shop_jobs_pending')).toBe(2);
      const age = sampleValue(samples, 'shop_jobs_oldest_pending_age_seconds')!;
      expect(age).toBeGreaterThanOrEqual(90);
      expect(age).toBeLessThan(150);
    } finally {
      await t.database.db.execute(sql`truncate jobs.jobs restart identity`);
    }
  });

  it('reports busy connections and the callers waiting for one, and answers while the database is busy', async () => {
    // Hold every connection (PostgreSQL: the pool of 4; the embedded database: its one) in a transaction.
    const connections = t.url ? 4 : 1;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const holding: Promise<void>[] = [];
    const held = Array.from({ length: connections }, () => {
      let started!: () => void;
      const ready = new Promise<void>((r) => (started = r));
      holding.push(
        t.database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          started();
          await gate;
        }),
      );
      return ready;
    });
    await Promise.all(held);
    // Drizzle's queries start when awaited: Promise.all starts both.
    const waiting = Promise.all([t.database.db.execute(sql`select 1`), t.database.db.execute(sql`select 2`)]);
    try {
      const started = performance.now();
      const busy = await scrape();
      expect(sampleValue(busy, 'shop_db_pool_connections')).toBe(connections);
      expect(sampleValue(busy, 'shop_db_pool_idle_connections')).toBe(0);
      expect(sampleValue(busy, 'shop_db_pool_waiting')).toBe(2);
      // The queue's numbers need the database: unknown, and the scrape still answers in time.
      expect(sampleValue(busy, 'shop_jobs_pending')).toBeNaN();
      expect(performance.now() - started).toBeLessThan(3000);
    } finally {
      release();
      await Promise.all([...holding, waiting]);
    }
    // The busy scrape's queue query, given up on, still runs once the connections are free.
    let calm = await scrape();
    for (let i = 0; i < 20 && sampleValue(calm, 'shop_db_pool_idle_connections') === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      calm = await scrape();
    }
    expect(sampleValue(calm, 'shop_db_pool_waiting')).toBe(0);
    expect(sampleValue(calm, 'shop_db_pool_idle_connections')).toBeGreaterThan(0);
    expect(sampleValue(calm, 'shop_jobs_pending')).toBe(0);
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'counts the queries queued behind another on a PostgreSQL connection',
    async () => {
      let samples: Sample[] = [];
      await t.database.db.transaction(async (tx) => {
        const queries = Promise.all([
          tx.execute(sql`select pg_sleep(0.5)`),
          tx.execute(sql`select 1`),
          tx.execute(sql`select 2`),
        ]);
        await new Promise((r) => setTimeout(r, 100));
        samples = await scrape();
        await queries;
      });
      expect(sampleValue(samples, 'shop_db_queued_queries')).toBe(2);
      expect(sampleValue(await scrape(), 'shop_db_queued_queries')).toBe(0);
    },
  );

  it('counts hits and misses of the per-database caches', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ url: '/api/v1/product-categories' })).statusCode).toBe(200);
    }
    const after = await scrape();
    const delta = (name: string) => sampleValue(after, name)! - sampleValue(before, name)!;
    expect(delta('shop_db_cache_hits_total')).toBeGreaterThan(0);
    expect(delta('shop_db_cache_hits_total') + delta('shop_db_cache_misses_total')).toBeGreaterThanOrEqual(3);
  });
});
