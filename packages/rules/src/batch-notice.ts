import { batchOutcome } from './shopping-lists.ts';

/** The default notice time; a batch add's notices stay it once, and once more for each failed line. */
export const BATCH_NOTICE_UNIT_MS = 3000;

/** How long a batch add's notices stay: 3000 ms times (the lines that failed plus 1). */
export const batchNoticeDurationMs = (errors: number): number =>
  BATCH_NOTICE_UNIT_MS * (Math.max(0, Math.floor(errors)) + 1);

/**
 * Which text tells how a batch add went: an HTTP 500 means the import is still running (the page
 * is to be refreshed in a few minutes); otherwise everything, only one, some (N of M) or none of
 * the lines went in.
 */
export type BatchNoticeText = 'importInProgress' | 'allAdded' | 'oneAdded' | 'someAdded' | 'noneAdded';

export function batchNoticeText(status: number, added: number, total: number): BatchNoticeText {
  if (status === 500) return 'importInProgress';
  const outcome = batchOutcome(added, total);
  if (outcome === 'all') return 'allAdded';
  if (outcome === 'none') return 'noneAdded';
  return added === 1 ? 'oneAdded' : 'someAdded';
}
