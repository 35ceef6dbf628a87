export { enqueueJob, jobQueueStats } from './queue.ts';
export { JobRunner, type JobHandlers, type JobLogger } from './runner.ts';
