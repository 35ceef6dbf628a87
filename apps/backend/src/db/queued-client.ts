import pg from 'pg';

/**
 * A PostgreSQL connection that takes one query at a time. A transaction holds one connection, and
 * the services read independent data at once (Promise.all) whether they run on the pool or inside
 * a transaction; node-postgres queues such calls itself today but refuses them from version 9 on.
 * This queue keeps the order the calls were made in, and a failed query does not stop the next.
 */
export class QueuedClient extends pg.Client {
  private last: Promise<unknown> = Promise.resolve();
  private pending = 0;

  /** Queries waiting behind the one this connection runs (read by the metrics). */
  get queuedQueries(): number {
    return Math.max(0, this.pending - 1);
  }

  // The promise forms only: callbacks and submittables (cursors, streams) keep their own flow.
  override query(...args: unknown[]): never {
    const query = super.query.bind(this) as (...a: unknown[]) => unknown;
    const last = args.at(-1);
    const first = args[0] as { submit?: unknown } | undefined;
    if (typeof last === 'function' || typeof first?.submit === 'function') return query(...args) as never;
    const run = () => query(...args) as Promise<unknown>;
    this.pending++;
    const result = this.last.then(run, run);
    this.last = result.catch(() => undefined).finally(() => this.pending--);
    return result as never;
  }
}
