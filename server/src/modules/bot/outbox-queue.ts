import type { FastifyBaseLogger } from 'fastify';
import { GrammyError, HttpError } from 'grammy';
import { notificationChildren } from '@app/shared/contract';
import type { Db, Queryable } from '../../db/types';
import { webAppUrl } from './links';
import { claimDue, fail, finish, hasDue, postpone, release, type Held, type JobQueue, type LeasedTable } from '../jobs/index';
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

/** The outbox's table, as the shared lease code (modules/jobs) takes it: a 429 is a claim, not a failure. */
export const OUTBOX: LeasedTable = {
  name: 'outbox',
  table: 'outbox',
  key: 'id',
  held: 'sending',
  parked: 'failed',
  finishedAt: 'finished_at',
  failures: 'failures',
  result: 'result',
};

interface ClaimedRow extends Held {
  user_id: number | null;
  chat_id: number | null;
  kind: string;
  subject: string;
  lead: string;
  payload: { message?: MessagePayload; job?: Record<string, unknown> };
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
 * Delivers the outbox: a queue of the job runner (modules/jobs), which decides when it ticks and
 * how it stops; what is its own is the claim under the shared Telegram pace. Any number of
 * instances run one each: a claim takes due rows under `FOR UPDATE SKIP LOCKED` and marks them
 * 'sending' with a lease (the shared claim, `claimDue`), inside a short transaction that also
 * holds an advisory lock, so the pace (messages in the last second, one per chat per second, a
 * 429 pause) is counted over all instances from the rows themselves. The send happens after the
 * claim commits; its result is written only if the row still belongs to that claim. An instance
 * killed mid-send leaves its rows 'sending' until the lease ends; then they are claimed again
 * (the one in flight may be repeated, none is lost).
 */
export class OutboxQueue implements JobQueue {
  readonly name = 'outbox';
  readonly table = OUTBOX;
  /** The pace held the last claim back: milliseconds until it allows the next one. */
  private throttledMs = 0;

  constructor(
    private readonly db: Db,
    private readonly runtime: BotRuntime,
    private readonly log: FastifyBaseLogger,
    private readonly instance: string,
  ) {}

  /** One claim and its sends (awaited: the pace counts them). */
  async tick(): Promise<{ claimed: number; waitMs?: number }> {
    this.throttledMs = 0;
    const rows = await this.claim();
    if (rows.length === 0) return { claimed: 0, waitMs: this.throttledMs };
    await Promise.all(rows.map((row) => this.deliver(row)));
    return { claimed: rows.length };
  }

  /** Due now or within `horizonMs`, and not past its expiry (an expired row is settled, not sent). */
  async hasDue(horizonMs: number): Promise<boolean> {
    return hasDue(this.db, OUTBOX, horizonMs, '(expires_at IS NULL OR expires_at > now())');
  }

  /**
   * At close every batch has been recorded, so this hands back only rows whose outcome could not
   * be written; when a shutdown ran out of time, rows in flight (one may then be sent twice).
   */
  async release(): Promise<number> {
    return release(this.db, OUTBOX, this.instance);
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
      const claimed = await claimDue<Omit<ClaimedRow, keyof Held> & { failures: number }>(tx, OUTBOX, {
        now,
        limit: budget,
        leaseMs: claimTtlMs,
        instance: this.instance,
        candidates: `due AS (
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
         )`,
        sendable: SENDABLE_SQL,
        set: 'claimed_at = clock_timestamp()',
        returning: `o.user_id, (SELECT u.telegram_id FROM users u WHERE u.id = o.user_id) AS chat_id,
          o.kind, o.subject, o.lead, o.payload`,
      });
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
      id: row.key,
      kind: row.kind,
      subject: row.subject,
      lead: row.lead,
      userId: row.user_id,
      chatId: row.chat_id,
      payload: row.payload.job ?? {},
      attempt: row.attempts,
      failures: row.failures,
    };
    await handler(job, { api, db: this.db, log: this.log });
    return { status: api ? 'sent' : 'demo' };
  }

  private async record(row: ClaimedRow, outcome: Outcome): Promise<void> {
    switch (outcome.status) {
      case 'sent':
      case 'demo':
        await finish(this.db, OUTBOX, row, outcome.status, { result: outcome.result ?? null });
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
          // Not a failure: Telegram asked to wait, the row keeps its failures.
          await postpone(tx, OUTBOX, row, outcome.seconds * 1000, outcome.error);
          return all;
        });
        this.log.warn(
          { outbox: row.key, user: row.user_id, retryAfter: outcome.seconds },
          everyone ? 'Bot API 429: pausing all delivery' : 'Bot API 429: pausing this chat',
        );
        return;
      }
      case 'unreachable':
        await this.db.transaction(async (tx) => {
          await finish(tx, OUTBOX, row, 'unreachable', { error: outcome.error });
          if (row.user_id !== null) await recordBotBlocked(tx, { userId: row.user_id }, true);
        });
        this.log.info(
          { outbox: row.key, user: row.user_id, error: outcome.error },
          'Telegram refused the chat: user marked unreachable',
        );
        return;
      case 'retry': {
        const { maxFailures, backoffMs } = this.runtime.config.tuning;
        await fail(this.db, OUTBOX, row, outcome.error, { maxFailures, backoffMs }, this.log, { kind: row.kind });
        return;
      }
      case 'failed':
        await finish(this.db, OUTBOX, row, 'failed', { error: outcome.error });
        this.log.error({ outbox: row.key, kind: row.kind, error: outcome.error }, 'outbox: failed');
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
