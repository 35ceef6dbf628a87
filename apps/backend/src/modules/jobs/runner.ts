import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { loggableErrorText } from '../../http/log-redaction.ts';
import { dueNow, SECRET_PAYLOAD_KEYS, type JobKind, type JobPayloads } from './queue.ts';
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
  /** Jobs run at once; also the most one claim takes. */
  concurrency?: number;
  /** Runs of a job before it is given up (failed_at). */
  maxAttempts?: number;
  /** Pause after the n-th failed run (n from 1). */
  backoffMs?: (attempt: number) => number;
  /**
   * How long a claimed job belongs to its runner: a process that dies mid-job leaves it to be
   * taken again after this. Longer than any handler runs (they have their own timeouts).
   */
  leaseMs?: number;
  /** Only jobs of these kinds; the rest are left to other runners (all kinds when absent). */
  kinds?: readonly string[];
}

export const MAX_ATTEMPTS = 8;
export const DEFAULT_CONCURRENCY = 8;

/** 30 s, 1 min, 2 min, 4 min … doubling, at most 6 hours. */
export const defaultBackoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 6 * 3600_000);

const withoutSecrets = sql`${jobs.payload} - ${sql.raw(`array[${SECRET_PAYLOAD_KEYS.map((k) => `'${k}'`).join(',')}]`)}::text[]`;

const interval = (ms: number) => sql`${`${Math.max(0, Math.round(ms))} milliseconds`}::interval`;

interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  /** This run's number, 1 on the first; it fences the claim (see #run). */
  attempts: number;
}

/**
 * Runs the after-commit jobs (jobs.jobs), up to `concurrency` at once. Free slots are filled by one
 * statement that picks that many due jobs with `for update skip locked`, bumps their attempts and
 * moves their run_at a lease ahead: run_at is then the claim's locked-until, so any number of
 * runners in any number of processes share the queue and never run a job twice at once, and a job
 * whose process died is due again when its lease runs out. Done: done_at. Failed: run_at moves by
 * the backoff and last_error keeps the reason; after maxAttempts runs, failed_at. What a job does
 * never touches the change that queued it: an e-mail that cannot be sent leaves the order as it is.
 */
export class JobRunner {
  readonly #db: Db;
  readonly #handlers: JobHandlers;
  readonly #log: JobLogger;
  readonly #pollMs: number;
  readonly #concurrency: number;
  readonly #maxAttempts: number;
  readonly #backoffMs: (attempt: number) => number;
  readonly #leaseMs: number;
  readonly #kinds: readonly string[] | undefined;
  /** Runs of claimed jobs; each settles (never rejects) once its outcome is recorded. */
  readonly #inHand = new Set<Promise<void>>();
  #serving: Promise<void> | undefined;
  /** The serving loop's pause, while it pauses: `wake` ends it; `untilSlot` if a finished job should. */
  #pausing: { wake: () => void; untilSlot: boolean } | undefined;
  #stopped = true;

  constructor(o: JobRunnerOptions) {
    this.#db = o.db;
    this.#handlers = o.handlers;
    this.#log = o.log;
    this.#pollMs = o.pollMs ?? 1000;
    this.#concurrency = o.concurrency ?? DEFAULT_CONCURRENCY;
    if (!Number.isInteger(this.#concurrency) || this.#concurrency < 1)
      throw new RangeError(`job runner concurrency must be a whole number from 1, not ${o.concurrency}`);
    this.#maxAttempts = o.maxAttempts ?? MAX_ATTEMPTS;
    this.#backoffMs = o.backoffMs ?? defaultBackoffMs;
    this.#leaseMs = o.leaseMs ?? 15 * 60_000;
    this.#kinds = o.kinds;
  }

  /** Starts serving the queue; the first look is immediate. */
  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    // A loop still finishing from an earlier stop() must end before another begins.
    const previous = this.#serving ?? Promise.resolve();
    const serving = previous.then(() => this.#serve());
    this.#serving = serving;
    void serving.finally(() => {
      if (this.#serving === serving) this.#serving = undefined;
    });
  }

  /** Stops claiming and waits until every job in hand has finished and its outcome is recorded. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#pausing?.wake();
    await this.#serving;
    while (this.#inHand.size) await Promise.all(this.#inHand);
  }

  /**
   * Runs due jobs, up to `concurrency` at once, until none is due and none is in hand (or the
   * runner stops); answers how many it claimed. A stopped runner still drains when called directly
   * (tests, one-off use); a started one returns once stop() is called.
   */
  async runDue(): Promise<number> {
    let ran = 0;
    const started = !this.#stopped;
    while (!(started && this.#stopped)) {
      const free = this.#concurrency - this.#inHand.size;
      const claimed = free > 0 ? await this.#claimAndRun(free) : 0;
      ran += claimed;
      const drained = claimed < free;
      if (drained && this.#inHand.size === 0) break;
      // Drained: look again when a job finishes (one failing without backoff is due again at once).
      // Every slot busy: when one frees. Otherwise slots freed while claiming: look again now.
      if (drained || this.#inHand.size >= this.#concurrency) await Promise.race(this.#inHand);
    }
    return ran;
  }

  async #serve(): Promise<void> {
    while (!this.#stopped) {
      const free = this.#concurrency - this.#inHand.size;
      let drained = false;
      try {
        drained = free > 0 && (await this.#claimAndRun(free)) < free;
      } catch (err) {
        this.#log.error({ err }, 'job runner: could not read the queue');
        drained = true;
      }
      if (this.#stopped) break;
      // None due: look again after the pause. Every slot busy: as soon as one frees.
      await this.#pause(drained ? this.#pollMs : undefined);
    }
  }

  /** Waits `ms`, or without it until a job in hand finishes; stop() ends either at once. */
  #pause(ms: number | undefined): Promise<void> {
    if (ms === undefined && this.#inHand.size < this.#concurrency) return Promise.resolve();
    return new Promise((resolve) => {
      const pausing = {
        untilSlot: ms === undefined,
        wake: () => {
          clearTimeout(timer);
          if (this.#pausing === pausing) this.#pausing = undefined;
          resolve();
        },
      };
      const timer = ms === undefined ? undefined : setTimeout(pausing.wake, ms);
      this.#pausing = pausing;
    });
  }

  /** Claims up to `limit` due jobs in one statement and starts them; answers how many. */
  async #claimAndRun(limit: number): Promise<number> {
    const due = this.#db
      .select({ id: jobs.id })
      .from(jobs)
      .where(this.#kinds ? and(dueNow(), inArray(jobs.kind, [...this.#kinds])) : dueNow())
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    // Materialized, so the locking pick runs exactly once whatever plan the update gets.
    const claimed = await queryRows<ClaimedJob>(
      this.#db,
      sql`with due as materialized (${due})
          update ${jobs} set attempts = ${jobs.attempts} + 1, run_at = now() + ${interval(this.#leaseMs)}
          from due where ${jobs.id} = due.id
          returning ${jobs.id}, ${jobs.kind}, ${jobs.payload}, ${jobs.attempts}`,
    );
    for (const job of claimed.sort((a, b) => a.id - b.id)) this.#start(job);
    return claimed.length;
  }

  #start(job: ClaimedJob): void {
    const running: Promise<void> = this.#run(job)
      .catch((err: unknown) =>
        // The claim stays; the job runs again when its lease is over.
        this.#log.error(
          { err, jobId: job.id, kind: job.kind },
          'job runner: could not record a job’s outcome',
        ),
      )
      .finally(() => {
        this.#inHand.delete(running);
        if (this.#pausing?.untilSlot) this.#pausing.wake();
      });
    this.#inHand.add(running);
  }

  async #run(job: ClaimedJob) {
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
      const message = loggableErrorText(err).slice(0, 4000);
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
