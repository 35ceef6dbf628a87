export { enqueueJob, enqueueJobs, jobQueueStats, type QueuedJob } from './queue.ts';
export { JobRunner, type JobHandlers, type JobLogger } from './runner.ts';
