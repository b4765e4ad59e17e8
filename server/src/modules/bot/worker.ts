import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { GrammyError, HttpError } from 'grammy';
import { notificationChildren } from '@app/shared/contract';
import type { Db, Queryable } from '../../db/types';
import { webAppUrl } from './links';
import type { Inbox } from './inbox';
import type { MessagePayload } from './outbox';
import { recordBotBlocked } from '../users/index';
import type { BotRuntime, OutboxJob } from './runtime';

/** The overall pace's window: a second plus the spread of send latencies (see claim()). */
const PACE_WINDOW_MS = 1_050;

/** How many due rows a claim looks at, from the head of the queue. */
const HEAD = 500;
// (The tenth-of-a-second window keeps the flow even: 3 every 100 ms rather than 30 at once.)

/** Claims of all instances are taken one at a time under this lock, so the pace is shared. */
const CLAIM_LOCK = 60_060_060;

interface ClaimedRow {
  id: number;
  user_id: number | null;
  chat_id: number | null;
  kind: string;
  subject: string;
  lead: string;
  payload: { message?: MessagePayload; job?: Record<string, unknown> };
  attempts: number;
  failures: number;
}

type Outcome =
  | { status: 'sent' | 'demo'; result?: unknown }
  | { status: 'retry-after'; seconds: number; error: string }
  | { status: 'unreachable'; error: string }
  | { status: 'retry'; error: string }
  | { status: 'failed'; error: string };

/** 'toggle on and its parent on', as SQL over user_settings s, for the row's toggle column. */
const TOGGLE_ON_SQL = (() => {
  const parentOf = new Map<string, string>();
  for (const [parent, children] of Object.entries(notificationChildren))
    for (const child of children as readonly string[]) parentOf.set(child, parent);
  const cases = [...parentOf].map(([child, parent]) => `WHEN '${child}' THEN s.${child} AND s.${parent}`);
  return `CASE o.toggle ${cases.join(' ')} ELSE false END`;
})();

/**
 * Why a due row o must not go at $1, each SQL over o that is never NULL. settleUnsendable() marks
 * the rows each one holds for; the claim excludes them again (SENDABLE_SQL) because it reads the
 * queue in a later statement, so it sees rows committed after the settle looked (a day published
 * on another instance in between: a learner who had turned the toggle off was sent it).
 */
const UNSENDABLE = {
  expired: `(o.expires_at IS NOT NULL AND o.expires_at < $1)`,
  settingOff: `(o.toggle IS NOT NULL AND EXISTS (
    SELECT 1 FROM user_settings s WHERE s.user_id = o.user_id AND NOT (${TOGGLE_ON_SQL})))`,
  unreachable: `(o.payload ? 'message' AND EXISTS (
    SELECT 1 FROM users u WHERE u.id = o.user_id AND u.bot_unreachable_at IS NOT NULL))`,
};
const SENDABLE_SQL = `NOT ${UNSENDABLE.expired} AND NOT ${UNSENDABLE.settingOff} AND NOT ${UNSENDABLE.unreachable}`;

/**
 * Delivers the outbox. Any number of instances run one each: a claim takes due rows under
 * `FOR UPDATE SKIP LOCKED` and marks them 'sending' with a lease, inside a short transaction that
 * also holds an advisory lock, so the pace (messages in the last second, one per chat per
 * second, a 429 pause) is counted over all instances from the rows themselves. The send happens
 * after the claim commits; its result is written only if the row still belongs to that claim. An
 * instance killed mid-send leaves its rows 'sending' until the lease ends; then they are claimed
 * again (the one in flight may be repeated, none is lost).
 */
export class OutboxWorker {
  readonly instance = randomBytes(4).toString('hex');
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private lastSweep = 0;
  /** The pace held the last claim back: milliseconds until it allows the next one. */
  private throttledMs = 0;
  /** Runs every few seconds inside the loop: finds scheduled notifications by time. */
  sweeps: Array<(db: Db) => Promise<void>> = [];
  /** The webhook's inbox: its retries and crashed instances' updates are run by this loop too. */
  inbox: Inbox | null = null;

  constructor(
    private readonly db: Db,
    private readonly runtime: BotRuntime,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    // The id its heartbeat row and the metrics' `instance` label carry: the log ties them to this process.
    this.log.info({ instance: this.instance }, 'outbox worker: started');
    this.loop = this.run();
  }

  get isRunning(): boolean {
    return this.running;
  }

  /** Ends after the batch under way (its sends finish and are recorded), then marks the heartbeat stopped. */
  async stop(): Promise<void> {
    const wasRunning = this.running;
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = null;
    if (wasRunning) {
      await this.db
        .query(`UPDATE worker_heartbeats SET stopped_at = now() WHERE instance = $1 AND worker = 'outbox'`, [this.instance])
        .catch((error: unknown) => this.log.warn({ err: error }, 'outbox worker: heartbeat not marked stopped'));
    }
  }

  /**
   * Only when a shutdown ran out of time: rows this instance claimed and has not recorded go back
   * to 'pending' at once instead of after their lease (one in flight may then be sent twice).
   */
  async releaseClaims(): Promise<number> {
    const rows = await this.db.query(
      `UPDATE outbox SET status = 'pending', locked_until = NULL WHERE status = 'sending' AND claimed_by = $1 RETURNING id`,
      [this.instance],
    );
    return rows.length;
  }

  /** Proof of life in the database (GET /api/ready, metrics): every sweep, about every 5 s. */
  private async beat(): Promise<void> {
    await this.db.query(
      `INSERT INTO worker_heartbeats (instance, worker) VALUES ($1, 'outbox')
       ON CONFLICT (instance, worker) DO UPDATE SET beat_at = now(), stopped_at = NULL`,
      [this.instance],
    );
  }

  private async run(): Promise<void> {
    const { pollMs } = this.runtime.config.tuning;
    while (this.running) {
      let busy = false;
      this.throttledMs = 0;
      try {
        if (Date.now() - this.lastSweep > 5_000) {
          this.lastSweep = Date.now();
          await this.beat();
          await this.sweep();
        }
        busy = (await this.tick()) > 0;
        if (this.inbox && (await this.inbox.tick()) > 0) busy = true;
      } catch (error) {
        this.log.error({ err: error }, 'outbox worker: tick failed');
      }
      if (!this.running) break;
      await new Promise<void>((resolve) => {
        // Busy: straight on. Held back by the pace: a moment. Idle: the poll interval.
        const timer = setTimeout(resolve, busy ? 0 : this.throttledMs > 0 ? Math.min(this.throttledMs, pollMs) : pollMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** The time-driven part: scheduled notifications (publications going live...). */
  async sweep(): Promise<void> {
    for (const sweep of this.sweeps) await sweep(this.db);
  }

  /** One claim and its sends. Returns how many rows were claimed. */
  async tick(): Promise<number> {
    const rows = await this.claim();
    if (rows.length === 0) return 0;
    await Promise.all(rows.map((row) => this.deliver(row)));
    return rows.length;
  }

  /**
   * For tests and the bench: sweeps, then ticks until nothing is due within `horizonMs` (default
   * 0: now; a retry or a 429 pause ending within the horizon is waited for). Returns rows claimed.
   */
  async drain(options: { maxMs?: number; horizonMs?: number } = {}): Promise<number> {
    const until = Date.now() + (options.maxMs ?? 30_000);
    await this.sweep();
    let total = 0;
    while (Date.now() < until) {
      const claimed = await this.tick();
      const handled = this.inbox ? await this.inbox.tick() : 0;
      total += claimed;
      // The inbox's runs go on in the background: their outcome decides what is due next.
      await this.inbox?.idle();
      if (claimed + handled > 0) continue;
      const horizon = options.horizonMs ?? 0;
      if (!(await this.hasDue(horizon)) && !(await this.inbox?.hasDue(horizon))) return total;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('outbox drain: rows still due after the time limit');
  }

  private async hasDue(horizonMs: number): Promise<boolean> {
    const [row] = await this.db.query<{ due: boolean }>(
      // Two EXISTS, not one with OR: each is answered by its partial index (outbox_ready,
      // outbox_in_flight) where the OR made the planner scan every sent row.
      `SELECT EXISTS (SELECT 1 FROM outbox
                      WHERE status = 'pending' AND next_attempt_at <= now() + $1 * interval '1 millisecond'
                        AND (expires_at IS NULL OR expires_at > now()))
           OR EXISTS (SELECT 1 FROM outbox
                      WHERE status = 'sending' AND locked_until < now() + $1 * interval '1 millisecond') AS due`,
      [horizonMs],
    );
    return Boolean(row?.due);
  }

  private async claim(): Promise<ClaimedRow[]> {
    const { perSecond, claimTtlMs, batch } = this.runtime.config.tuning;
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [CLAIM_LOCK]);
      // After the lock: another instance may have claimed while this one waited.
      const [clock] = await tx.query<{ now: Date; paused: boolean }>(
        `SELECT clock_timestamp() AS now, (SELECT paused_until FROM bot_state) > clock_timestamp() AS paused`,
      );
      const now = clock!.now;
      await this.settleUnsendable(tx, now);
      if (clock!.paused) return [];
      // The pace over a second, counted over a little more than a second: a message reaches
      // Telegram some milliseconds after its claim, and not all equally late, so a window of
      // exactly one second here lets 31 arrive within one second there (a 429). And over a tenth
      // of a second, so that a second's messages do not leave in one burst.
      const [recent] = await tx.query<{ second: number; tenth: number; frees_second: number; frees_tenth: number }>(
        `WITH recent AS (
           SELECT claimed_at, row_number() OVER (ORDER BY claimed_at DESC) AS nth FROM outbox
           WHERE claimed_at > $1::timestamptz - $2 * interval '1 millisecond')
         SELECT count(*)::int AS second,
                count(*) FILTER (WHERE claimed_at > $1::timestamptz - interval '100 milliseconds')::int AS tenth,
                -- when the window will hold one claim fewer than the limit allows: the wait
                coalesce(extract(epoch FROM max(claimed_at) FILTER (WHERE nth = $3)
                  + $2 * interval '1 millisecond' - $1::timestamptz) * 1000, 0)::float8 AS frees_second,
                coalesce(extract(epoch FROM max(claimed_at) FILTER (WHERE nth = $4)
                  + interval '100 milliseconds' - $1::timestamptz) * 1000, 0)::float8 AS frees_tenth
         FROM recent`,
        [now, PACE_WINDOW_MS, Math.floor(perSecond), Math.ceil(perSecond / 10)],
      );
      const secondLeft = Math.floor(perSecond) - recent!.second;
      const tenthLeft = Math.ceil(perSecond / 10) - recent!.tenth;
      const budget = Math.min(secondLeft, tenthLeft, batch);
      if (budget <= 0) {
        // Wake exactly when the pace allows the next claim (no polling in between).
        this.throttledMs = Math.max(
          1,
          Math.ceil(Math.max(secondLeft <= 0 ? recent!.frees_second : 0, tenthLeft <= 0 ? recent!.frees_tenth : 0)),
        );
        return [];
      }
      const claimed = await tx.query<ClaimedRow>(
        `WITH due AS (
           -- The head of the queue only (by index): the claim costs the same with 10 or 100,000 rows due.
           (SELECT id, user_id, next_attempt_at FROM outbox WHERE status = 'pending' AND next_attempt_at <= $1
            ORDER BY next_attempt_at, id LIMIT ${HEAD})
           UNION ALL
           -- A row taken back from a dead instance keeps its place by due time, not by its lease's end.
           (SELECT id, user_id, next_attempt_at FROM outbox WHERE status = 'sending' AND locked_until < $1
            ORDER BY next_attempt_at LIMIT ${HEAD})
         ), ready AS (
           SELECT DISTINCT ON (coalesce(o.user_id, -o.id)) o.id, o.next_attempt_at
           FROM due o
           -- The chat's pace (bot_chats): nothing in flight to it, its gap since the previous answer
           -- passed, no 429 pause on it.
           WHERE (o.user_id IS NULL OR NOT EXISTS (
               SELECT 1 FROM bot_chats c WHERE c.user_id = o.user_id
                 AND (c.free_at > $1 OR c.busy_until > $1 OR c.paused_until > $1)))
           ORDER BY coalesce(o.user_id, -o.id), o.next_attempt_at, o.id
         ), picked AS (
           SELECT id FROM ready ORDER BY next_attempt_at, id LIMIT $2
         ), locked AS (
           SELECT o.id FROM outbox o
           WHERE o.id IN (SELECT id FROM picked)
             AND ((o.status = 'pending' AND ${SENDABLE_SQL}) OR (o.status = 'sending' AND o.locked_until < $1))
           FOR UPDATE OF o SKIP LOCKED
         )
         UPDATE outbox o SET status = 'sending', attempts = o.attempts + 1, claimed_at = clock_timestamp(),
           locked_until = $1::timestamptz + $3 * interval '1 millisecond', claimed_by = $4
         FROM locked WHERE o.id = locked.id
         RETURNING o.id, o.user_id, (SELECT u.telegram_id FROM users u WHERE u.id = o.user_id) AS chat_id,
           o.kind, o.subject, o.lead, o.payload, o.attempts, o.failures`,
        [now, budget, claimTtlMs, this.instance],
      );
      // The chats are busy from now until their answer is back (or the lease ends, if this dies).
      const chats = claimed.map((row) => row.user_id).filter((id): id is number => id !== null);
      if (chats.length > 0)
        await tx.query(
          `INSERT INTO bot_chats (user_id, busy_until) SELECT unnest($1::bigint[]), $2::timestamptz + $3 * interval '1 millisecond'
           ON CONFLICT (user_id) DO UPDATE SET busy_until = EXCLUDED.busy_until`,
          [chats, now, claimTtlMs],
        );
      return claimed;
    });
  }

  /**
   * Due messages at the head of the queue that must not go: past their time, setting off, or the
   * learner unreachable. Settled before the claim, so they take nothing from the pace.
   */
  private async settleUnsendable(tx: Queryable, now: Date): Promise<void> {
    const head = `SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= $1 ORDER BY next_attempt_at, id LIMIT ${HEAD}`;
    await tx.query(
      `UPDATE outbox o SET status = 'expired', finished_at = $1, last_error = 'not sent in time'
       WHERE o.id IN (${head}) AND ${UNSENDABLE.expired}`,
      [now],
    );
    await tx.query(
      `UPDATE outbox o SET status = 'skipped', finished_at = $1, last_error = 'notification setting off: ' || o.toggle
       WHERE o.id IN (${head}) AND ${UNSENDABLE.settingOff}`,
      [now],
    );
    await tx.query(
      `UPDATE outbox o SET status = 'unreachable', finished_at = $1, last_error = 'Telegram refused messages to this user earlier'
       WHERE o.id IN (${head}) AND ${UNSENDABLE.unreachable}`,
      [now],
    );
  }

  private async deliver(row: ClaimedRow): Promise<void> {
    let outcome: Outcome;
    try {
      outcome = await this.perform(row);
    } catch (error) {
      outcome = classify(error);
    }
    await this.record(row, outcome);
    if (row.user_id !== null && outcome.status !== 'retry-after') await this.freeChat(row.user_id);
  }

  /**
   * The answer is back: the chat's next message may leave `perChatSeconds` from now. Counted from
   * the answer (which Telegram sent after the request arrived) to the next claim (before the next
   * request leaves), so two messages reach Telegram at least the gap apart whatever the CPU load
   * delays between claim and send.
   */
  private async freeChat(userId: number, pauseSeconds = 0): Promise<void> {
    const { perChatSeconds } = this.runtime.config.tuning;
    await this.db
      .query(
        `UPDATE bot_chats SET busy_until = NULL, free_at = clock_timestamp() + $2 * interval '1 second',
           paused_until = CASE WHEN $3 > 0 THEN clock_timestamp() + $3 * interval '1 second' ELSE paused_until END,
           last_429_at = CASE WHEN $3 > 0 THEN clock_timestamp() ELSE last_429_at END
         WHERE user_id = $1`,
        [userId, perChatSeconds, pauseSeconds],
      )
      .catch((error: unknown) => this.log.warn({ err: error, user: userId }, 'outbox: chat pace not recorded'));
  }

  private async perform(row: ClaimedRow): Promise<Outcome> {
    const { api, config } = this.runtime;
    if (row.payload.message) {
      if (!api) return { status: 'demo' };
      if (row.chat_id === null) return { status: 'failed', error: 'message without a recipient' };
      const message = row.payload.message;
      const sent = await api.sendMessage(row.chat_id, message.text, {
        link_preview_options: { is_disabled: true },
        ...(message.path
          ? {
              reply_markup: {
                inline_keyboard: [
                  [{ text: message.button ?? 'Otvoriť', web_app: { url: webAppUrl(config.miniAppUrl, message.path) } }],
                ],
              },
            }
          : {}),
      });
      return { status: 'sent', result: { message_id: sent.message_id } };
    }
    const handler = this.runtime.jobHandler(row.kind);
    if (!handler) return { status: 'failed', error: `no handler registered for outbox job kind ${row.kind}` };
    const job: OutboxJob = {
      id: row.id,
      kind: row.kind,
      subject: row.subject,
      lead: row.lead,
      userId: row.user_id,
      chatId: row.chat_id,
      payload: row.payload.job ?? {},
      attempt: row.attempts,
    };
    await handler(job, { api, db: this.db, log: this.log });
    return { status: api ? 'sent' : 'demo' };
  }

  private async record(row: ClaimedRow, outcome: Outcome): Promise<void> {
    const { maxFailures, backoffMs } = this.runtime.config.tuning;
    const mine = "id = $1 AND status = 'sending' AND attempts = $2";
    switch (outcome.status) {
      case 'sent':
      case 'demo':
        await this.db.query(
          `UPDATE outbox SET status = $3, finished_at = now(), locked_until = NULL, result = $4::jsonb, last_error = NULL WHERE ${mine}`,
          [row.id, row.attempts, outcome.status, JSON.stringify(outcome.result ?? null)],
        );
        return;
      case 'retry-after': {
        // A 429 on one chat pauses that chat; a 429 without a chat, or on a second chat within a
        // second (the overall pace, not one chat's), pauses every instance.
        if (row.user_id !== null) await this.freeChat(row.user_id, outcome.seconds);
        const everyone = await this.db.transaction(async (tx) => {
          const [recent] = await tx.query<{ chats: number }>(
            `SELECT count(*)::int AS chats FROM bot_chats WHERE last_429_at > clock_timestamp() - interval '1 second'`,
          );
          const all = row.user_id === null || recent!.chats >= 2;
          if (all)
            await tx.query(`UPDATE bot_state SET paused_until = greatest(paused_until, now() + $1 * interval '1 second')`, [
              outcome.seconds,
            ]);
          await tx.query(
            `UPDATE outbox SET status = 'pending', locked_until = NULL, last_error = $3,
               next_attempt_at = now() + $4 * interval '1 second' WHERE ${mine}`,
            [row.id, row.attempts, outcome.error, outcome.seconds],
          );
          return all;
        });
        this.log.warn(
          { outbox: row.id, user: row.user_id, retryAfter: outcome.seconds },
          everyone ? 'Bot API 429: pausing all delivery' : 'Bot API 429: pausing this chat',
        );
        return;
      }
      case 'unreachable':
        await this.db.transaction(async (tx) => {
          await tx.query(
            `UPDATE outbox SET status = 'unreachable', finished_at = now(), locked_until = NULL, last_error = $3 WHERE ${mine}`,
            [row.id, row.attempts, outcome.error],
          );
          if (row.user_id !== null) await recordBotBlocked(tx, { userId: row.user_id }, true);
        });
        this.log.info(
          { outbox: row.id, user: row.user_id, error: outcome.error },
          'Telegram refused the chat: user marked unreachable',
        );
        return;
      case 'retry': {
        const failures = row.failures + 1;
        if (failures >= maxFailures) {
          await this.db.query(
            `UPDATE outbox SET status = 'failed', failures = $3, finished_at = now(), locked_until = NULL, last_error = $4 WHERE ${mine}`,
            [row.id, row.attempts, failures, outcome.error],
          );
          this.log.error(
            { outbox: row.id, kind: row.kind, failures, error: outcome.error },
            'outbox: gave up after repeated failures',
          );
          return;
        }
        const delay = backoffMs * 2 ** (failures - 1);
        await this.db.query(
          `UPDATE outbox SET status = 'pending', failures = $3, locked_until = NULL, last_error = $4,
             next_attempt_at = now() + $5 * interval '1 millisecond' WHERE ${mine}`,
          [row.id, row.attempts, failures, outcome.error, delay],
        );
        this.log.warn({ outbox: row.id, kind: row.kind, failures, retryInMs: delay, error: outcome.error }, 'outbox: will retry');
        return;
      }
      case 'failed':
        await this.db.query(
          `UPDATE outbox SET status = 'failed', finished_at = now(), locked_until = NULL, last_error = $3 WHERE ${mine}`,
          [row.id, row.attempts, outcome.error],
        );
        this.log.error({ outbox: row.id, kind: row.kind, error: outcome.error }, 'outbox: failed');
    }
  }
}

/** Telegram's answers by what they mean for the row. */
export function classify(error: unknown): Outcome {
  if (error instanceof GrammyError) {
    const description = `${error.error_code} ${error.description}`;
    if (error.error_code === 429)
      return { status: 'retry-after', seconds: Math.max(1, error.parameters.retry_after ?? 1), error: description };
    // Blocked, deactivated, or a chat the learner never opened: nothing to retry until they act.
    if (error.error_code === 403 || (error.error_code === 400 && /chat not found/i.test(error.description)))
      return { status: 'unreachable', error: description };
    if (error.error_code >= 500) return { status: 'retry', error: description };
    return { status: 'failed', error: description };
  }
  if (error instanceof HttpError)
    return { status: 'retry', error: `network: ${String((error.error as Error)?.message ?? error.message)}` };
  return { status: 'retry', error: error instanceof Error ? error.message : String(error) };
}
