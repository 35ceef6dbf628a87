import type { Tx } from '../../../db/client.ts';
import { enqueueJobs, type JobHandlers } from '../../jobs/index.ts';
import type { Revalidator } from '../revalidation/service.ts';

/**
 * An item scheduled for later reaches the storefront's cached pages when its time comes: a job due
 * at that instant revalidates its tags then. Queued in the transaction that scheduled it, so the
 * job exists exactly when the schedule does. A time that has come needs no job (the change is
 * revalidated after commit).
 */
export async function scheduleRevalidation(
  tx: Tx,
  tags: string[],
  at: Date,
  now = new Date(),
): Promise<boolean> {
  if (at.getTime() <= now.getTime() || tags.length === 0) return false;
  await enqueueJobs(tx, [{ kind: 'content-revalidate', payload: { tags }, runAt: at }]);
  return true;
}

/** The job that tells the storefront; a refused call throws so the runner tries again later. */
export function createContentJobHandlers({ revalidator }: { revalidator: Revalidator }): JobHandlers {
  return {
    'content-revalidate': async ({ tags }) => {
      if (!(await revalidator.notifyChanged(tags)))
        throw new Error('the storefront did not take the revalidation');
    },
  };
}
