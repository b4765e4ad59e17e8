/**
 * The jobs module's public surface (server/src/modules/jobs/README.md): one implementation of
 * claim, lease, retry with backoff, parking, hand-back and the loop that runs them, for the
 * outbox, the webhook's inbox and the scheduled jobs.
 */
export { JobRunner, type JobQueue } from './runner';
export { registerJobs, scheduleJob } from './plugin';
export { runScheduledJob, SCHEDULED_RETRY, type JobRun, type ScheduledJob } from './scheduled';
export { claimDue, finish, postpone, fail, release, hasDue, backoff } from './lease';
export type { LeasedTable, Held, RetryRule } from './lease';
export { pruneJobHistory } from './retention';
export { readQueueFigures, readScheduledFigures, type QueueFigures } from './figures';
