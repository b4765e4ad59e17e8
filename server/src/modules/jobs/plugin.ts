import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { JobRunner, type JobQueue } from './runner';
import type { ScheduledJob } from './scheduled';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's background work (modules/jobs): queues, sweeps, scheduled jobs, the stop. */
    jobs: JobRunner;
    /**
     * The same runner under its former name (tests and benches written before the jobs module
     * drain with `app.outbox.drain()`); new code says `app.jobs`.
     * @deprecated use `app.jobs`
     */
    outbox: JobRunner;
  }
}

/**
 * Decorates the app with its job runner before any module registers, so modules add their queues
 * and scheduled jobs from their plugins. Scheduled jobs start when the app is ready; the loop over
 * the queues is started by whoever decides this instance runs it (`BOT_WORKER`, bot/plugin.ts).
 * At close (Fastify has finished the requests under way): everything stops and hands back.
 */
export function registerJobs(app: FastifyInstance, db: Db, options: { pollMs: () => number }): JobRunner {
  const runner = new JobRunner(db, app.log, options.pollMs);
  app.decorate('jobs', runner);
  app.decorate('outbox', runner);
  app.addHook('onReady', async () => runner.startSchedules());
  app.addHook('onClose', async () => runner.close());
  return runner;
}

/** A scheduled job of a module: `scheduleJob(app, 'module.name', everyMs, job)` from its plugin. */
export function scheduleJob(app: FastifyInstance, name: string, everyMs: number, job: ScheduledJob): void {
  app.jobs.schedule(name, everyMs, job);
}

export type { JobQueue };
