import { lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from './tables.ts';

/** How long a finished job (done or given up) is kept, for an operator to look into it. */
export const FINISHED_JOB_DAYS = 30;

/** Deletes jobs finished more than FINISHED_JOB_DAYS ago, with their payloads; how many went. */
export async function purgeFinishedJobs(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - FINISHED_JOB_DAYS * 86_400_000);
  const gone = await db
    .delete(jobs)
    .where(or(lt(jobs.doneAt, before), lt(jobs.failedAt, before)))
    .returning({ id: jobs.id });
  return gone.length;
}
