import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../src/db/client.ts';
import { enqueueJob } from '../src/modules/jobs/queue.ts';
import { JobRunner, type JobHandlers, type JobLogger } from '../src/modules/jobs/runner.ts';
import { createTestDatabase, type TestDatabase } from './support/test-db.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ dataset: null });
});
afterAll(() => t.cleanup());
beforeEach(async () => {
  await t.database.db.execute(sql`truncate jobs.jobs restart identity`);
});

interface Entry {
  level: 'info' | 'warn' | 'error';
  obj: unknown;
  msg: unknown;
}
/** A logger that keeps what it is told. */
function memoryLog(): JobLogger & { entries: Entry[] } {
  const entries: Entry[] = [];
  const at = (level: Entry['level']) => (obj: unknown, msg?: unknown) => {
    entries.push({ level, obj, msg });
  };
  return { entries, info: at('info'), warn: at('warn'), error: at('error') };
}

interface JobRow {
  id: number;
  attempts: number;
  done: boolean;
  failed: boolean;
  last_error: string | null;
  due_in_ms: number;
}
async function jobRows(db = t.database.db): Promise<JobRow[]> {
  const res = (await db.execute(sql`
    select id, attempts, done_at is not null as done, failed_at is not null as failed, last_error,
           (extract(epoch from run_at - now()) * 1000)::int as due_in_ms
    from jobs.jobs order by id`)) as unknown as { rows: JobRow[] };
  return res.rows;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const runner = (handlers: JobHandlers, extra: Partial<ConstructorParameters<typeof JobRunner>[0]> = {}) =>
  new JobRunner({ db: t.database.db, handlers, log: memoryLog(), pollMs: 10, ...extra });

describe('the job runner', () => {
  it('runs a due job once, with its payload, and marks it done', async () => {
    await enqueueJob(t.database.db, 'order-confirmation', { orderId: 7 });
    const seen: unknown[] = [];
    const r = runner({
      'order-confirmation': async (payload, job) => {
        seen.push({ payload, attempt: job.attempt });
      },
    });
    expect(await r.runDue()).toBe(1);
    expect(seen).toEqual([{ payload: { orderId: 7 }, attempt: 1 }]);
    expect(await jobRows()).toMatchObject([{ attempts: 1, done: true, failed: false, last_error: null }]);
    // A finished job is not run again.
    expect(await r.runDue()).toBe(0);
    expect(seen).toHaveLength(1);
  });

  it('keeps no order token once a job is done', async () => {
    await enqueueJob(t.database.db, 'order-confirmation', { orderId: 8, orderToken: 'tajny-token' });
    const seen: unknown[] = [];
    expect(await runner({ 'order-confirmation': async (payload) => void seen.push(payload) }).runDue()).toBe(
      1,
    );
    expect(seen).toEqual([{ orderId: 8, orderToken: 'tajny-token' }]);
    const stored = (await t.database.db.execute(
      sql`select payload from jobs.jobs where payload->>'orderId' = '8'`,
    )) as unknown as { rows: { payload: unknown }[] };
    expect(stored.rows).toEqual([{ payload: { orderId: 8 } }]);
  });

  it('leaves a job that is not due yet', async () => {
    await enqueueJob(t.database.db, 'order-confirmation', { orderId: 1 });
    await t.database.db.execute(sql`update jobs.jobs set run_at = now() + interval '1 hour'`);
    expect(await runner({ 'order-confirmation': async () => {} }).runDue()).toBe(0);
  });

  it('after a failure, waits 30 s, keeps the error and logs it', async () => {
    await enqueueJob(t.database.db, 'purchase-report', { orderId: 1, service: 'shop-certification' });
    const log = memoryLog();
    const r = runner(
      {
        'purchase-report': async () => {
          throw new Error('the service answered 500');
        },
      },
      { log },
    );
    expect(await r.runDue()).toBe(1);
    const [row] = await jobRows();
    expect(row).toMatchObject({ attempts: 1, done: false, failed: false });
    expect(row!.last_error).toContain('the service answered 500');
    expect(row!.due_in_ms).toBeGreaterThan(25_000);
    expect(row!.due_in_ms).toBeLessThanOrEqual(30_000);
    expect(log.entries).toMatchObject([{ level: 'warn', obj: { jobId: 1, attempt: 1, retryInMs: 30_000 } }]);
    // Not due again before the pause is over.
    expect(await r.runDue()).toBe(0);
  });

  it('retries a failing handler with growing pauses and gives up after 8 runs', async () => {
    await enqueueJob(t.database.db, 'order-confirmation', { orderId: 1 });
    await enqueueJob(t.database.db, 'order-confirmation', { orderId: 2 });
    const calls: number[] = [];
    const log = memoryLog();
    const backoff = (n: number) => 20 * 2 ** (n - 1);
    const r = runner(
      {
        'order-confirmation': async ({ orderId }) => {
          if (orderId === 2) return; // a failing job holds up nothing else
          calls.push(performance.now());
          throw new Error(`attempt ${calls.length} failed`);
        },
      },
      { log, pollMs: 5, backoffMs: backoff },
    );
    r.start();
    await expect.poll(async () => (await jobRows())[0]!.failed, { timeout: 20_000, interval: 20 }).toBe(true);
    await r.stop();

    expect(calls).toHaveLength(8);
    const [failed, other] = await jobRows();
    expect(failed).toMatchObject({ attempts: 8, done: false, failed: true });
    expect(failed!.last_error).toContain('attempt 8 failed');
    expect(other).toMatchObject({ attempts: 1, done: true });
    for (let n = 1; n < calls.length; n++) {
      // The n-th pause is at least the backoff (a few ms of slack for the clocks).
      expect(calls[n]! - calls[n - 1]!).toBeGreaterThanOrEqual(backoff(n) - 5);
    }
    expect(log.entries.filter((e) => e.level === 'warn')).toHaveLength(7);
    expect(log.entries.filter((e) => e.level === 'error')).toMatchObject([
      { obj: { jobId: 1, attempt: 8 }, msg: 'job failed for the last time; given up' },
    ]);
    // Given up: never run again.
    expect(await r.runDue()).toBe(0);
  });

  it('fails a job of a kind it has no handler for', async () => {
    await enqueueJob(t.database.db, 'purchase-report', { orderId: 1, service: 'x' });
    const r = runner({}, { maxAttempts: 2, backoffMs: () => 0 });
    expect(await r.runDue()).toBe(2);
    expect(await jobRows()).toMatchObject([{ attempts: 2, failed: true }]);
    expect((await jobRows())[0]!.last_error).toContain("no handler for jobs of kind 'purchase-report'");
  });

  it('stops cleanly: the job in hand finishes, then nothing more runs', async () => {
    await enqueueJob(t.database.db, 'order-confirmation', { orderId: 1 });
    let started = false;
    const ran: number[] = [];
    const r = runner({
      'order-confirmation': async ({ orderId }) => {
        started = true;
        await sleep(300);
        ran.push(orderId);
      },
    });
    r.start();
    await expect.poll(() => started, { timeout: 5_000, interval: 5 }).toBe(true);
    await r.stop();
    expect(ran).toEqual([1]);
    expect(await jobRows()).toMatchObject([{ done: true }]);

    await enqueueJob(t.database.db, 'order-confirmation', { orderId: 2 });
    await sleep(100);
    expect(ran).toEqual([1]);
  });

  it('a job in hand is not taken by another runner; after its lease it is, and the late finisher records nothing', async () => {
    await enqueueJob(t.database.db, 'order-confirmation', { orderId: 1 });
    let release!: () => void;
    const hanging = new Promise<void>((resolve) => (release = resolve));
    const a = runner({ 'order-confirmation': () => hanging }, { leaseMs: 300 });
    const b = runner({ 'order-confirmation': async () => {} }, { leaseMs: 300 });
    const aRun = a.runDue();
    await expect.poll(async () => (await jobRows())[0]!.attempts, { interval: 5 }).toBe(1);
    expect(await b.runDue()).toBe(0);

    await sleep(400); // runner a "died" mid-job: its lease runs out
    expect(await b.runDue()).toBe(1);
    expect(await jobRows()).toMatchObject([{ attempts: 2, done: true }]);
    release();
    await aRun;
    expect(await jobRows()).toMatchObject([{ attempts: 2, done: true, last_error: null }]);
  });

  it('two runners on their own connections never run the same job twice', async () => {
    const n = 40;
    for (let i = 1; i <= n; i++) await enqueueJob(t.database.db, 'order-confirmation', { orderId: i });
    // On PostgreSQL each runner gets its own connection pool, as two processes would.
    const second: Database = t.url
      ? await connectDatabase({ kind: 'postgres', url: t.url, max: 2 })
      : t.database;
    try {
      const ran: { runner: string; orderId: number }[] = [];
      const handler = (name: string): JobHandlers => ({
        'order-confirmation': async ({ orderId }) => {
          ran.push({ runner: name, orderId });
          await sleep(5);
        },
      });
      const [a, b] = await Promise.all([
        runner(handler('a')).runDue(),
        new JobRunner({ db: second.db, handlers: handler('b'), log: memoryLog() }).runDue(),
      ]);
      expect(a + b).toBe(n);
      expect(ran.map((r) => r.orderId).sort((x, y) => x - y)).toEqual(
        Array.from({ length: n }, (_, i) => i + 1),
      );
      if (t.url) {
        expect(a).toBeGreaterThan(0);
        expect(b).toBeGreaterThan(0);
      }
      expect((await jobRows()).every((j) => j.done && j.attempts === 1)).toBe(true);
    } finally {
      if (second !== t.database) await second.close();
    }
  });
});
