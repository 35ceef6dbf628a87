import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { connectDatabase, type Database } from '../src/db/client.ts';
import { jobQueueStats } from '../src/modules/jobs/index.ts';
import { enqueueJob } from '../src/modules/jobs/queue.ts';
import { JobRunner, type JobHandlers, type JobLogger } from '../src/modules/jobs/runner.ts';
import { createTestDatabase, type TestDatabase } from './support/test-db.ts';

let t: TestDatabase;
/** Statements sent on the test's own connection. */
const statements: string[] = [];
beforeAll(async () => {
  t = await createTestDatabase({ dataset: null, onQuery: (s) => statements.push(s) });
});
afterAll(() => t.cleanup());
beforeEach(async () => {
  await t.database.db.execute(sql`truncate jobs.jobs restart identity`);
  statements.length = 0;
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

  it('with kinds named, claims only jobs of those kinds and leaves the others as they were', async () => {
    await enqueueJob(t.database.db, 'order-confirmation', { orderId: 1 });
    await enqueueJob(t.database.db, 'purchase-report', { orderId: 2, service: 'x' });
    const stored = async () =>
      (
        (await t.database.db.execute(
          sql`select attempts, run_at::text as run_at, done_at, last_error from jobs.jobs
               where kind = 'purchase-report'`,
        )) as unknown as { rows: unknown[] }
      ).rows;
    const before = await stored();
    const seen: string[] = [];
    const handlers: JobHandlers = {
      'order-confirmation': async () => void seen.push('order-confirmation'),
      'purchase-report': async () => void seen.push('purchase-report'),
    };
    expect(await runner(handlers, { kinds: ['order-confirmation'] }).runDue()).toBe(1);
    expect(seen).toEqual(['order-confirmation']);
    expect((await jobRows())[0]).toMatchObject({ attempts: 1, done: true });
    // Not claimed: no attempt counted, no lease taken (its run_at unchanged), still due.
    expect(await stored()).toEqual(before);
    expect((await jobRows())[1]).toMatchObject({ attempts: 0, done: false });
    expect((await jobRows())[1]!.due_in_ms).toBeLessThanOrEqual(0);
    // A runner of every kind takes it.
    expect(await runner(handlers).runDue()).toBe(1);
    expect(seen).toEqual(['order-confirmation', 'purchase-report']);
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

/** Resolves for each group of `size` callers once the last of them arrives: only jobs running at once pass. */
function barrier(size: number) {
  let waiting: (() => void)[] = [];
  return () =>
    new Promise<void>((resolve, reject) => {
      // A runner that runs fewer at once never fills the group: fail the job instead of hanging.
      const timer = setTimeout(() => reject(new Error('the barrier was never filled')), 10_000);
      waiting.push(() => {
        clearTimeout(timer);
        resolve();
      });
      if (waiting.length === size) {
        for (const pass of waiting) pass();
        waiting = [];
      }
    });
}

/** A second connection to the test database: on PostgreSQL its own pool, as another process has. */
async function otherConnection(): Promise<Database> {
  return t.url ? connectDatabase({ kind: 'postgres', url: t.url, max: 3 }) : t.database;
}

async function enqueueMany(n: number) {
  await t.database.db.execute(sql`
    insert into jobs.jobs (kind, payload)
    select 'order-confirmation', jsonb_build_object('orderId', i) from generate_series(1, ${n}) i`);
}

describe('the job runner, concurrently', () => {
  it('claims as many due jobs as it has free slots, in one statement', async () => {
    await enqueueMany(20);
    const claims = () => statements.filter((s) => /^with due as materialized/i.test(s.trim())).length;
    const gate = barrier(4);
    // How many claim statements had been sent when each job began.
    const claimsBefore: number[] = [];
    const r = runner(
      {
        'order-confirmation': async () => {
          claimsBefore.push(claims());
          await gate();
        },
      },
      { concurrency: 4 },
    );
    statements.length = 0;
    expect(await r.runDue()).toBe(20);
    expect((await jobRows()).every((j) => j.done && j.attempts === 1)).toBe(true);
    // The first four began after the first claim, which took all of them.
    expect(claimsBefore.slice(0, 4)).toEqual([1, 1, 1, 1]);
    // Later claims fill the slots that free up; never more statements than jobs (plus the empty look).
    expect(claims()).toBeLessThanOrEqual(21);
  });

  it('runs up to its concurrency at once, never more', async () => {
    await enqueueMany(24);
    let running = 0;
    let peak = 0;
    // Each group of six passes only when six run at once.
    const gate = barrier(6);
    const r = runner(
      {
        'order-confirmation': async () => {
          peak = Math.max(peak, ++running);
          try {
            await gate();
          } finally {
            running--;
          }
        },
      },
      { concurrency: 6 },
    );
    r.start();
    await expect
      .poll(async () => (await jobRows()).filter((j) => j.done).length, { timeout: 30_000, interval: 20 })
      .toBe(24);
    await r.stop();
    expect(peak).toBe(6);
    expect((await jobRows()).every((j) => j.attempts === 1 && j.last_error === null)).toBe(true);
  });

  it('two started runners on their own connections run each of 50 jobs exactly once', async () => {
    const n = 50;
    await enqueueMany(n);
    const second = await otherConnection();
    try {
      const runs = new Map<number, string[]>();
      const handlers = (name: string): JobHandlers => ({
        'order-confirmation': async ({ orderId }) => {
          runs.set(orderId, [...(runs.get(orderId) ?? []), name]);
          await sleep(Math.random() * 8);
        },
      });
      const a = runner(handlers('a'), { concurrency: 5, pollMs: 5 });
      const b = new JobRunner({
        db: second.db,
        handlers: handlers('b'),
        log: memoryLog(),
        pollMs: 5,
        concurrency: 5,
      });
      a.start();
      b.start();
      await expect
        .poll(async () => (await jobRows()).filter((j) => j.done).length, { timeout: 30_000, interval: 20 })
        .toBe(n);
      await Promise.all([a.stop(), b.stop()]);

      expect([...runs.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      expect([...runs.values()].every((names) => names.length === 1)).toBe(true);
      if (t.url) {
        const byRunner = [...runs.values()].flat();
        expect(byRunner).toContain('a');
        expect(byRunner).toContain('b');
      }
      expect((await jobRows()).every((j) => j.done && j.attempts === 1)).toBe(true);
    } finally {
      if (second !== t.database) await second.close();
    }
  });

  it('takes again the jobs of a claim whose lease ran out (a process died mid-run), not those still held', async () => {
    await enqueueMany(6);
    // Jobs 1–5 were claimed by a process that died: first run counted, lease over, never finished.
    await t.database.db.execute(
      sql`update jobs.jobs set attempts = 1, run_at = now() - interval '1 second' where id <= 5`,
    );
    // Job 6 is in hand elsewhere: its lease is still running.
    await t.database.db.execute(
      sql`update jobs.jobs set attempts = 1, run_at = now() + interval '10 minutes' where id = 6`,
    );
    const seen: { orderId: number; attempt: number }[] = [];
    const r = runner({
      'order-confirmation': async ({ orderId }, job) => void seen.push({ orderId, attempt: job.attempt }),
    });
    expect(await r.runDue()).toBe(5);
    expect(seen.sort((x, y) => x.orderId - y.orderId)).toEqual(
      [1, 2, 3, 4, 5].map((orderId) => ({ orderId, attempt: 2 })),
    );
    expect(await jobRows()).toMatchObject([
      ...[1, 2, 3, 4, 5].map((id) => ({ id, attempts: 2, done: true })),
      { id: 6, attempts: 1, done: false },
    ]);
  });

  it('stop() waits for every job in hand and its record, then nothing more runs', async () => {
    await enqueueMany(4);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const started: number[] = [];
    const finished: number[] = [];
    const r = runner(
      {
        'order-confirmation': async ({ orderId }) => {
          started.push(orderId);
          await held;
          finished.push(orderId);
        },
      },
      { concurrency: 4 },
    );
    r.start();
    await expect.poll(() => started.length, { timeout: 10_000, interval: 5 }).toBe(4);
    let stopped = false;
    const stopping = r.stop().then(() => (stopped = true));
    await sleep(50);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished.sort()).toEqual([1, 2, 3, 4]);
    expect((await jobRows()).every((j) => j.done)).toBe(true);

    await enqueueMany(1);
    await sleep(100);
    expect(started).toHaveLength(4);
  });

  it('in a concurrent batch, failing jobs are retried after the backoff and the others are done', async () => {
    await enqueueMany(10);
    const log = memoryLog();
    const r = runner(
      {
        'order-confirmation': async ({ orderId }) => {
          if (orderId % 2 === 0) throw new Error(`order ${orderId} failed`);
        },
      },
      { concurrency: 4, log },
    );
    expect(await r.runDue()).toBe(10);
    const rows = await jobRows();
    for (const row of rows) {
      expect(row.attempts).toBe(1);
      if (row.id % 2 === 0) {
        expect(row).toMatchObject({ done: false, failed: false });
        expect(row.last_error).toContain(`order ${row.id} failed`);
        expect(row.due_in_ms).toBeGreaterThan(25_000);
        expect(row.due_in_ms).toBeLessThanOrEqual(30_000);
      } else expect(row).toMatchObject({ done: true, last_error: null });
    }
    expect(log.entries.filter((e) => e.level === 'warn')).toHaveLength(5);
    expect(await r.runDue()).toBe(0);
  });

  it('refuses a concurrency below one', () => {
    expect(() => runner({}, { concurrency: 0 })).toThrow(RangeError);
    expect(() => runner({}, { concurrency: 1.5 })).toThrow(RangeError);
    for (const bad of ['0', '-3', 'many', '1000']) {
      expect(() => loadConfig({ JOB_CONCURRENCY: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ JOB_CONCURRENCY: bad })).toThrow(/JOB_CONCURRENCY/);
    }
    expect(loadConfig({}).jobConcurrency).toBe(8);
    expect(loadConfig({ JOB_CONCURRENCY: '3' }).jobConcurrency).toBe(3);
  });
});

describe('jobQueueStats', () => {
  it('is zero for an empty queue', async () => {
    expect(await jobQueueStats(t.database.db)).toEqual({ pending: 0, oldestAgeSeconds: 0 });
  });

  it('counts the jobs due now and how long the longest-waiting one has waited', async () => {
    await enqueueMany(6);
    await t.database.db.execute(sql`
      update jobs.jobs set run_at = case id
        when 1 then now() - interval '90 seconds'
        when 2 then now() - interval '5 seconds'
        when 3 then now() + interval '1 hour'       -- waiting out a backoff or held under a lease
        else now() - interval '1 hour' end,
        done_at = case when id = 4 then now() end,
        failed_at = case when id = 5 then now() end`);
    const stats = await jobQueueStats(t.database.db);
    // Jobs 1, 2 and 6 are due; job 6 has waited an hour.
    expect(stats.pending).toBe(3);
    expect(stats.oldestAgeSeconds).toBeGreaterThanOrEqual(3600);
    expect(stats.oldestAgeSeconds).toBeLessThan(3660);
    await t.database.db.execute(sql`update jobs.jobs set done_at = now() where id = 6`);
    const later = await jobQueueStats(t.database.db);
    expect(later.pending).toBe(2);
    expect(later.oldestAgeSeconds).toBeGreaterThanOrEqual(90);
    expect(later.oldestAgeSeconds).toBeLessThan(150);
  });
});
