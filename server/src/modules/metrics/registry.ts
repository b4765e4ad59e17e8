import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../../db/types';
import { readQueueFigures, readScheduledFigures, type LeasedTable } from '../jobs/index';
import { readDatabaseFigures } from './database';

/** What client-reported errors are counted by (POST /api/client-errors). */
export type ClientErrorKind = 'boundary' | 'unhandled' | 'remote_load' | 'error';

/** The app's Prometheus series; one per app (tests build many apps in one process). */
export interface AppMetrics {
  readonly registry: Registry;
  readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  readonly clientErrors: Counter<'kind' | 'source'>;
  /** Reads the database figures, then answers the exposition text (process series first). */
  render(): Promise<string>;
  readonly contentType: string;
}

let processRegistry: Registry | null = null;
/** Node's own series (CPU, memory, event loop delay, handles), once per process whatever the apps. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'app_' });
  }
  return processRegistry;
}

export function createMetrics(db: Db, queues: () => readonly LeasedTable[] = () => []): AppMetrics {
  const registry = new Registry();
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge<L>({ name, help, labelNames, registers: [registry] });

  const httpDuration = new Histogram({
    name: 'app_http_request_duration_seconds',
    help: 'Time from request to response, by route template and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const clientErrors = new Counter({
    name: 'app_client_errors_total',
    help: 'Errors the front end reported (POST /api/client-errors), by kind and the remote or shell they came from',
    labelNames: ['kind', 'source'] as const,
    registers: [registry],
  });

  const outboxRows = gauge(
    'app_outbox_rows',
    'Outbox rows by kind and status (sent, failed, skipped... are totals kept in the table)',
    ['kind', 'status'],
  );
  const outboxDue = gauge('app_outbox_due', 'Outbox rows due now and not yet claimed, by kind (the depth)', ['kind']);
  const outboxOldest = gauge('app_outbox_oldest_due_seconds', 'Age of the oldest outbox row due and not yet claimed, by kind', [
    'kind',
  ]);
  const outboxSending = gauge('app_outbox_sending', 'Outbox rows claimed by a worker right now, by kind', ['kind']);
  const jobs = gauge(
    'app_jobs',
    'Rows of each job queue (outbox, inbox, scheduled) by state: due (waiting for a claim), retrying (failed, waiting for its backoff), held (claimed by an instance), parked (given up after repeated failures)',
    ['queue', 'state'],
  );
  const payments = gauge('app_payments', 'Payments by kind and state', ['kind', 'status']);
  const holdsOverdue = gauge(
    'app_payment_holds_overdue',
    'Unpaid holds past their expiry that the release job has not released yet',
  );
  const lastUpdate = gauge(
    'app_bot_webhook_last_update_age_seconds',
    'Seconds since the webhook last took an update (NaN before the first); grows when Telegram stops delivering',
  );
  const updates = gauge('app_bot_webhook_updates', 'Webhook updates recorded in bot_updates (handled ones are kept a day)');
  const inbox = gauge(
    'app_bot_inbox_updates',
    'Webhook updates in the inbox by status: pending and handling (not handled yet), done, parked (gave up after retries), rejected, expired',
    ['status'],
  );
  const inboxLag = gauge(
    'app_bot_webhook_update_lag_seconds',
    'Age of the oldest update received and not handled yet (pending or handling); 0 when none waits',
  );
  const jobRuns = gauge(
    'app_job_runs',
    'Runs of each scheduled job kept in job_runs (30 days) by result: ok, failed, unfinished (under way, or its instance died)',
    ['job', 'result'],
  );
  const jobSinceSuccess = gauge(
    'app_job_last_success_age_seconds',
    'Seconds since the job last succeeded (since its first recorded run when none has)',
    ['job'],
  );
  const jobLastOk = gauge('app_job_last_run_ok', '1 when the latest finished run of the job succeeded, 0 when it failed', [
    'job',
  ]);
  const jobOverdue = gauge(
    'app_job_overdue_seconds',
    'How long the job is past its next run with no instance holding it (0 when on time); grows when no instance runs jobs',
    ['job'],
  );
  const heartbeatAge = gauge(
    'app_worker_heartbeat_age_seconds',
    'Seconds since each running worker (not stopped cleanly) last beat, by instance and worker',
    ['instance', 'worker'],
  );
  const noShow = gauge(
    'app_job_no_show_meetings',
    "The no-show job's meetings: settled, and due but not settled yet (a backlog that stays means the job fails)",
    ['state'],
  );
  // Only where there is a pool: PGlite is one embedded connection.
  const pool = db.poolStats
    ? gauge('app_db_pool_connections', 'PostgreSQL pool connections by state (total, idle, waiting clients)', ['state'])
    : null;
  const poolMax = db.poolStats ? gauge('app_db_pool_max', 'Most connections the PostgreSQL pool opens') : null;
  const databaseUp = gauge('app_database_up', '1 when the last scrape read the database, 0 when it failed');

  async function refresh() {
    // Labels that vanished (a stopped worker, a status emptied) must not keep their last value.
    for (const metric of [
      outboxRows,
      outboxDue,
      outboxOldest,
      outboxSending,
      jobs,
      payments,
      inbox,
      jobRuns,
      jobSinceSuccess,
      jobLastOk,
      jobOverdue,
      heartbeatAge,
    ])
      metric.reset();
    const stats = db.poolStats?.();
    if (stats && pool && poolMax) {
      pool.set({ state: 'total' }, stats.total);
      pool.set({ state: 'idle' }, stats.idle);
      pool.set({ state: 'waiting' }, stats.waiting);
      poolMax.set(stats.max);
    }
    try {
      const figures = await readDatabaseFigures(db);
      for (const row of figures.outbox) outboxRows.set({ kind: row.kind, status: row.status }, row.count);
      for (const row of figures.due) {
        outboxDue.set({ kind: row.kind }, row.count);
        outboxOldest.set({ kind: row.kind }, row.oldest_seconds);
      }
      for (const row of figures.sending) outboxSending.set({ kind: row.kind }, row.count);
      for (const queue of [...(await readQueueFigures(db, queues())), await readScheduledFigures(db)])
        for (const state of ['due', 'retrying', 'held', 'parked'] as const) jobs.set({ queue: queue.queue, state }, queue[state]);
      for (const row of figures.payments) payments.set({ kind: row.kind, status: row.status }, row.count);
      holdsOverdue.set(figures.holdsOverdue);
      let received = 0;
      let newest = Number.NaN;
      let lag = 0;
      for (const row of figures.inbox) {
        inbox.set({ status: row.status }, row.count);
        received += row.count;
        newest = Number.isNaN(newest) ? row.newest_seconds : Math.min(newest, row.newest_seconds);
        if (row.status === 'pending' || row.status === 'handling') lag = Math.max(lag, row.oldest_seconds);
      }
      for (const status of ['pending', 'handling', 'parked'])
        if (!figures.inbox.some((row) => row.status === status)) inbox.set({ status }, 0);
      updates.set(received);
      lastUpdate.set(newest);
      inboxLag.set(lag);
      for (const row of figures.jobRuns) {
        jobRuns.set({ job: row.job, result: 'ok' }, row.ok);
        jobRuns.set({ job: row.job, result: 'failed' }, row.failed);
        jobRuns.set({ job: row.job, result: 'unfinished' }, row.unfinished);
        jobSinceSuccess.set({ job: row.job }, row.since_success_seconds);
        if (row.last_ok !== null) jobLastOk.set({ job: row.job }, row.last_ok ? 1 : 0);
      }
      for (const row of figures.jobsOverdue) jobOverdue.set({ job: row.job }, row.overdue_seconds);
      for (const row of figures.heartbeats) heartbeatAge.set({ instance: row.instance, worker: row.worker }, row.age_seconds);
      noShow.set({ state: 'settled' }, figures.noShow.settled);
      noShow.set({ state: 'due' }, figures.noShow.due);
      databaseUp.set(1);
    } catch {
      databaseUp.set(0);
    }
  }

  return {
    registry,
    httpDuration,
    clientErrors,
    contentType: registry.contentType,
    async render() {
      await refresh();
      return `${await processMetrics().metrics()}\n${await registry.metrics()}`;
    },
  };
}
