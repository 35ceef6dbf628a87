import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { SECRET_PAYLOAD_KEYS, type JobKind, type JobPayloads } from './queue.ts';
import { jobs } from './tables.ts';

export interface JobContext {
  id: number;
  /** 1 on the first run. */
  attempt: number;
}

/** One handler per job kind; a job of a kind without a handler fails like a throwing one. */
export type JobHandlers = {
  [K in JobKind]?: (payload: JobPayloads[K], job: JobContext) => Promise<void>;
};

export type JobLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface JobRunnerOptions {
  db: Db;
  handlers: JobHandlers;
  log: JobLogger;
  /** Pause between looks at an empty queue. */
  pollMs?: number;
  /** Runs of a job before it is given up (failed_at). */
  maxAttempts?: number;
  /** Pause after the n-th failed run (n from 1). */
  backoffMs?: (attempt: number) => number;
  /**
   * How long a claimed job belongs to its runner: a process that dies mid-job leaves it to be
   * taken again after this. Longer than any handler runs (they have their own timeouts).
   */
  leaseMs?: number;
}

export const MAX_ATTEMPTS = 8;

/** 30 s, 1 min, 2 min, 4 min … doubling, at most 6 hours. */
export const defaultBackoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 6 * 3600_000);

const withoutSecrets = sql`${jobs.payload} - ${sql.raw(`array[${SECRET_PAYLOAD_KEYS.map((k) => `'${k}'`).join(',')}]`)}::text[]`;

const interval = (ms: number) => sql`${`${Math.max(0, Math.round(ms))} milliseconds`}::interval`;

/**
 * Runs the after-commit jobs (jobs.jobs). A job is claimed in one statement with
 * `for update skip locked`, which also bumps its attempts and moves its run_at a lease ahead, so
 * any number of runners in any number of processes share the queue and never run a job twice at
 * once. Done: done_at. Failed: run_at moves by the backoff and last_error keeps the reason; after
 * maxAttempts runs, failed_at. What a job does never touches the change that queued it: an e-mail
 * that cannot be sent leaves the order as it is.
 */
export class JobRunner {
  readonly #db: Db;
  readonly #handlers: JobHandlers;
  readonly #log: JobLogger;
  readonly #pollMs: number;
  readonly #maxAttempts: number;
  readonly #backoffMs: (attempt: number) => number;
  readonly #leaseMs: number;
  #timer: NodeJS.Timeout | undefined;
  #loop: Promise<void> | undefined;
  #stopped = true;

  constructor(o: JobRunnerOptions) {
    this.#db = o.db;
    this.#handlers = o.handlers;
    this.#log = o.log;
    this.#pollMs = o.pollMs ?? 1000;
    this.#maxAttempts = o.maxAttempts ?? MAX_ATTEMPTS;
    this.#backoffMs = o.backoffMs ?? defaultBackoffMs;
    this.#leaseMs = o.leaseMs ?? 15 * 60_000;
  }

  /** Starts polling; the first look is immediate. */
  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#schedule(0);
  }

  /** Stops polling and waits for the job in hand to finish. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#loop;
  }

  #schedule(ms: number): void {
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#loop = this.runDue()
        .catch((err: unknown) => this.#log.error({ err }, 'job runner: could not read the queue'))
        .then(() => {
          this.#loop = undefined;
          if (!this.#stopped) this.#schedule(this.#pollMs);
        });
    }, ms);
  }

  /** Runs due jobs one by one until none is due (or the runner stops); answers how many ran. */
  async runDue(): Promise<number> {
    let ran = 0;
    // A stopped runner still drains when called directly (tests, one-off use); a started one stops.
    const started = !this.#stopped;
    while (!(started && this.#stopped)) {
      const job = await this.#claim();
      if (!job) break;
      await this.#run(job);
      ran++;
    }
    return ran;
  }

  async #claim() {
    const due = this.#db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt), lte(jobs.runAt, sql`now()`)))
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await this.#db
      .update(jobs)
      .set({ attempts: sql`${jobs.attempts} + 1`, runAt: sql`now() + ${interval(this.#leaseMs)}` })
      .where(inArray(jobs.id, due))
      .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload, attempts: jobs.attempts });
    return job;
  }

  async #run(job: { id: number; kind: string; payload: Record<string, unknown>; attempts: number }) {
    // Only the runner holding this claim (same attempts) may record the outcome.
    const mine = and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), isNull(jobs.doneAt));
    try {
      const handler = this.#handlers[job.kind as JobKind] as
        ((payload: unknown, ctx: JobContext) => Promise<void>) | undefined;
      if (!handler) throw new Error(`no handler for jobs of kind '${job.kind}'`);
      await handler(job.payload, { id: job.id, attempt: job.attempts });
      await this.#db
        .update(jobs)
        .set({ doneAt: sql`now()`, lastError: null, payload: withoutSecrets })
        .where(mine);
    } catch (err) {
      const message = (err instanceof Error ? err.stack || err.message : String(err)).slice(0, 4000);
      const context = { jobId: job.id, kind: job.kind, attempt: job.attempts, err };
      if (job.attempts >= this.#maxAttempts) {
        await this.#db
          .update(jobs)
          .set({ failedAt: sql`now()`, lastError: message, payload: withoutSecrets })
          .where(mine);
        this.#log.error(context, 'job failed for the last time; given up');
      } else {
        const wait = this.#backoffMs(job.attempts);
        await this.#db
          .update(jobs)
          .set({ runAt: sql`now() + ${interval(wait)}`, lastError: message })
          .where(mine);
        this.#log.warn({ ...context, retryInMs: wait }, 'job failed; it will be retried');
      }
    }
  }
}
