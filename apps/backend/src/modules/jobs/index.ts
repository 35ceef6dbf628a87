export {
  enqueueJob,
  enqueueJobOnce,
  enqueueJobs,
  jobQueueStats,
  type JobPayloads,
  type QueuedJob,
} from './queue.ts';
export { JobRunner, type JobHandlers, type JobLogger } from './runner.ts';
export { forgetJobData } from './customer-data.ts';
export { FINISHED_JOB_DAYS, purgeFinishedJobs } from './retention.ts';
