import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../../db/migrate';

/** A worker that has not beaten for this long is taken for stuck (it beats about every 5 s). */
export const HEARTBEAT_STALE_MS = 30_000;
/** A check slower than this fails: a readiness probe must answer fast, whatever hangs. */
const CHECK_TIMEOUT_MS = 2_000;

export interface Check {
  ok: boolean;
  [detail: string]: unknown;
}

export interface Readiness {
  ready: boolean;
  checks: { database: Check; migrations: Check; worker: Check; bot: Check; draining: Check };
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref()),
  ]);
}

const failed = (error: unknown): Check => ({ ok: false, error: error instanceof Error ? error.message : String(error) });

/**
 * What a load balancer asks before sending traffic: the database answers, its schema is current,
 * this instance's job runner loop (when it runs one) beat recently, the bot is initialised (live
 * mode), and the instance is not draining. Each check is one cheap query or a flag.
 */
export async function readiness(app: FastifyInstance): Promise<Readiness> {
  const started = Date.now();
  const database = await within(app.db.query('SELECT 1'), CHECK_TIMEOUT_MS)
    .then((): Check => ({ ok: true, ms: Date.now() - started }))
    .catch(failed);
  const migrations = database.ok
    ? await within(pendingMigrations(app.db), CHECK_TIMEOUT_MS)
        .then((pending): Check => ({ ok: pending.length === 0, pending }))
        .catch(failed)
    : { ok: false, error: 'database unreachable' };
  let worker: Check = { ok: true, runs: false };
  if (app.jobs.isRunning) {
    worker = database.ok
      ? await within(
          app.db.query<{ age_ms: number | null }>(
            `SELECT (extract(epoch FROM now() - beat_at) * 1000)::float8 AS age_ms FROM worker_heartbeats
             WHERE instance = $1 AND worker = 'outbox' AND stopped_at IS NULL`,
            [app.jobs.instance],
          ),
          CHECK_TIMEOUT_MS,
        )
          .then(([row]): Check => {
            const age = row?.age_ms ?? null;
            return {
              ok: age !== null && age < HEARTBEAT_STALE_MS,
              runs: true,
              // Not the instance id: anyone may ask. Operators find it in the start log line and
              // in app_worker_heartbeat_age_seconds{instance} (metrics, behind their token).
              heartbeat_age_ms: age,
            };
          })
          .catch(failed)
      : { ok: false, runs: true, error: 'database unreachable' };
  }
  const bot: Check = app.bot.demo
    ? { ok: true, mode: 'demo' }
    : {
        ok: Boolean(app.bot.bot?.isInited()),
        mode: 'live',
        ...(app.bot.bot?.isInited() ? {} : { error: 'getMe has not succeeded yet' }),
      };
  const draining: Check = { ok: !app.lifecycle.draining };
  const checks = { database, migrations, worker, bot, draining };
  return { ready: Object.values(checks).every((check) => check.ok), checks };
}
