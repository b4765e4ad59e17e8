import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import type { LeasedTable } from './lease';
import { runScheduledJob, type ScheduledJob } from './scheduled';

/**
 * A queue the runner works: the outbox, the webhook's inbox, or any table built on `lease.ts`.
 * Its owner module decides what a claim takes (the outbox under the shared Telegram pace) and
 * what a run does; the runner decides when it runs and how it stops.
 */
export interface JobQueue {
  readonly name: string;
  /** The table it leases rows of (its figures in the metrics: `app_jobs{queue,state}`). */
  readonly table?: LeasedTable;
  /**
   * Claims once and does (or starts) the work. `claimed`: rows taken; `waitMs`: a pace held the
   * claim back and allows the next one in that many milliseconds (the loop sleeps exactly that).
   */
  tick(): Promise<{ claimed: number; waitMs?: number }>;
  /** Whether a row waits for a claim within `horizonMs` (the drain's end). */
  hasDue(horizonMs: number): Promise<boolean>;
  /** Resolves once the runs this queue started in the background have ended. */
  idle?(): Promise<void>;
  /** Hands back, at once, what this instance still holds (shutdown). */
  release(): Promise<number>;
}

/** Every few seconds the loop beats (readiness, metrics) and runs the sweeps. */
const SWEEP_EVERY_MS = 5_000;

/**
 * The heartbeat's worker name. Kept 'outbox' (the loop's first job) so that readiness, the
 * `app_worker_heartbeat_age_seconds{worker="outbox"}` series and the dashboards on it go on.
 */
const HEARTBEAT_WORKER = 'outbox';

/** Timed work of this instance: a scheduled job's check, or work every instance runs. */
interface Timed {
  /** How often it is looked at. */
  checkMs: number;
  run: () => Promise<void>;
  running: Promise<void> | null;
  timer?: NodeJS.Timeout;
}

/**
 * This instance's background work, in one place: the loop over the queues (idle: `pollMs`; busy:
 * straight on; held back by a pace: exactly until it frees), the sweeps, the heartbeat, the
 * scheduled jobs (one lease each in `scheduled_jobs`, runs in `job_runs`), and the graceful stop:
 * the batch under way finishes and is recorded, background runs end, and whatever this instance
 * still holds goes back to its queue at once.
 */
export class JobRunner {
  /** The id its claims, its heartbeat row and the metrics' `instance` label carry. */
  readonly instance = randomBytes(4).toString('hex');
  private readonly queues: JobQueue[] = [];
  private readonly sweeps: Array<(db: Db) => Promise<void>> = [];
  private readonly schedules = new Map<string, Timed>();
  private running = false;
  private schedulesStarted = false;
  private closed = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    /** How long an idle loop sleeps before it looks again (read at each sleep: tests change it). */
    private readonly pollMs: () => number,
  ) {}

  /** Adds a queue to the loop (before start). */
  add(queue: JobQueue): void {
    this.queues.push(queue);
  }

  /** The queues' tables, for the metrics. */
  tables(): LeasedTable[] {
    return this.queues.flatMap((queue) => (queue.table ? [queue.table] : []));
  }

  /** Adds time-driven work the loop runs every few seconds (announcements found by time). */
  sweep(fn: (db: Db) => Promise<void>): void {
    this.sweeps.push(fn);
  }

  /**
   * Runs `job` every `everyMs` over all instances (one at a time: its lease in `scheduled_jobs`),
   * each run recorded in `job_runs`. Checked every min(everyMs, 30 s) from the app's start to its
   * close on every instance that registers it.
   */
  schedule(name: string, everyMs: number, job: ScheduledJob, options: { leaseMs?: number } = {}): void {
    this.timed(name, everyMs, Math.min(everyMs, 30_000), async () => {
      const report = await runScheduledJob(this.db, name, everyMs, job, { leaseMs: options.leaseMs, instance: this.instance });
      if (report) this.log.info({ job: name, report }, 'scheduled job ran');
    });
  }

  /**
   * Runs `work` every `everyMs` on this instance, each instance its own (the work's own claim
   * keeps them apart: the holds' release every 30 s), with no lease and no `job_runs` row; its
   * timer and its run under way end with the app like the rest.
   */
  every(name: string, everyMs: number, work: (db: Db) => Promise<void>): void {
    this.timed(name, everyMs, everyMs, () => work(this.db));
  }

  private timed(name: string, everyMs: number, checkMs: number, run: () => Promise<void>): void {
    if (everyMs <= 0) return;
    if (this.schedules.has(name)) throw new Error(`job ${name} is already registered`);
    const timed: Timed = { checkMs, run, running: null };
    this.schedules.set(name, timed);
    if (this.schedulesStarted) this.startTimed(name, timed);
  }

  /** Starts the scheduled jobs' timers (the app is ready). */
  startSchedules(): void {
    if (this.schedulesStarted) return;
    this.schedulesStarted = true;
    for (const [name, timed] of this.schedules) this.startTimed(name, timed);
  }

  private startTimed(name: string, timed: Timed): void {
    // Registered after the close (a late plugin): nothing would stop its timer.
    if (this.closed) return;
    const check = () => {
      if (timed.running) return;
      timed.running = timed
        .run()
        .catch((error: unknown) => this.log.error({ err: error, job: name }, 'scheduled job failed'))
        .finally(() => {
          timed.running = null;
        });
    };
    timed.timer = setInterval(check, timed.checkMs);
    timed.timer.unref();
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    // The id its heartbeat row and the metrics' `instance` label carry: the log ties them to this process.
    this.log.info({ instance: this.instance, queues: this.queues.map((q) => q.name) }, 'job runner: started');
    this.loop = this.run();
  }

  get isRunning(): boolean {
    return this.running;
  }

  /** Ends the loop after the batch under way (its work finishes and is recorded); marks the heartbeat stopped. */
  async stop(): Promise<void> {
    const wasRunning = this.running;
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = null;
    if (wasRunning) {
      await this.db
        .query(`UPDATE worker_heartbeats SET stopped_at = now() WHERE instance = $1 AND worker = $2`, [
          this.instance,
          HEARTBEAT_WORKER,
        ])
        .catch((error: unknown) => this.log.warn({ err: error }, 'job runner: heartbeat not marked stopped'));
    }
  }

  /**
   * The app's close: the loop ends after its batch, scheduled runs and background runs (webhook
   * updates) end, and what this instance still holds goes back to its queue at once.
   */
  async close(): Promise<void> {
    this.closed = true;
    for (const schedule of this.schedules.values()) clearInterval(schedule.timer);
    await this.stop();
    await Promise.all([...this.schedules.values()].map((schedule) => schedule.running));
    await this.idle();
    const released = await this.releaseClaims().catch((error: unknown) => {
      this.log.warn({ err: error }, 'job runner: could not hand back claims at close (their lease will)');
      return 0;
    });
    if (released > 0) this.log.warn({ rows: released }, 'job runner: claims handed back at close');
  }

  /** Hands back every queue's rows held by this instance (at close; or when a shutdown ran out of time). */
  async releaseClaims(): Promise<number> {
    const counts = await Promise.allSettled(this.queues.map((queue) => queue.release()));
    let released = 0;
    for (const [i, count] of counts.entries()) {
      if (count.status === 'fulfilled') released += count.value;
      else this.log.warn({ err: count.reason, queue: this.queues[i]!.name }, 'job runner: claims not handed back');
    }
    return released;
  }

  /** Resolves once every queue's background runs have ended. */
  async idle(): Promise<void> {
    await Promise.all(this.queues.map((queue) => queue.idle?.()));
  }

  /** Proof of life in the database (GET /api/ready, metrics): every sweep, about every 5 s. */
  private async beat(): Promise<void> {
    await this.db.query(
      `INSERT INTO worker_heartbeats (instance, worker) VALUES ($1, $2)
       ON CONFLICT (instance, worker) DO UPDATE SET beat_at = now(), stopped_at = NULL`,
      [this.instance, HEARTBEAT_WORKER],
    );
  }

  private async run(): Promise<void> {
    while (this.running) {
      let busy = false;
      let waitMs = 0;
      try {
        if (Date.now() - this.lastSweep > SWEEP_EVERY_MS) {
          this.lastSweep = Date.now();
          await this.beat();
          await this.runSweeps();
        }
      } catch (error) {
        this.log.error({ err: error }, 'job runner: sweep failed');
      }
      // One queue failing (its table locked, a bug) does not stop the others.
      for (const queue of this.queues) {
        if (!this.running) break;
        try {
          const result = await queue.tick();
          if (result.claimed > 0) busy = true;
          if (result.waitMs) waitMs = waitMs ? Math.min(waitMs, result.waitMs) : result.waitMs;
        } catch (error) {
          this.log.error({ err: error, queue: queue.name }, 'job runner: tick failed');
        }
      }
      if (!this.running) break;
      const pollMs = this.pollMs();
      await new Promise<void>((resolve) => {
        // Busy: straight on. Held back by a pace: a moment. Idle: the poll interval.
        const timer = setTimeout(resolve, busy ? 0 : waitMs > 0 ? Math.min(waitMs, pollMs) : pollMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** The time-driven part: scheduled notifications (publications going live...). */
  async runSweeps(): Promise<void> {
    for (const sweep of this.sweeps) await sweep(this.db);
  }

  /** One claim of every queue and its work. Returns how many rows were claimed. */
  async tick(): Promise<number> {
    let claimed = 0;
    for (const queue of this.queues) claimed += (await queue.tick()).claimed;
    return claimed;
  }

  /**
   * For tests and the bench: sweeps, then ticks until nothing is due within `horizonMs` (default
   * 0: now; a retry or a pause ending within the horizon is waited for). Returns rows claimed.
   */
  async drain(options: { maxMs?: number; horizonMs?: number } = {}): Promise<number> {
    const until = Date.now() + (options.maxMs ?? 30_000);
    await this.runSweeps();
    let total = 0;
    while (Date.now() < until) {
      const claimed = await this.tick();
      total += claimed;
      // Runs go on in the background (the inbox's): their outcome decides what is due next.
      await this.idle();
      if (claimed > 0) continue;
      const horizon = options.horizonMs ?? 0;
      let due = false;
      for (const queue of this.queues) if (await queue.hasDue(horizon)) due = true;
      if (!due) return total;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('jobs drain: rows still due after the time limit');
  }
}
