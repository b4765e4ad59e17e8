import type { NotificationFlag } from '@app/shared/contract';
import type { Queryable } from '../../db/types';

/** What a message row carries: Slovak text and at most one web_app button to a path of the app. */
export interface MessagePayload {
  text: string;
  /** Path inside the mini-app ('/calls', '/blog/13'); the button opens MINI_APP_URL + path. */
  path?: string;
  /** Button label (default 'Otvoriť'). */
  button?: string;
}

export interface NewMessage extends MessagePayload {
  userId: number;
  /** The sender's name for it ('call_reminder'); the bot reads nothing into it. */
  kind: string;
  /** With `kind` and `lead`, the message's identity: a second enqueue of it is a no-op. */
  subject: string;
  lead?: string;
  /**
   * The notification setting the message obeys, said by the module that sends it (the bot knows no
   * domain): the worker sends it only while that setting and its parent are on when it goes out.
   * Null: asked for (a reply), no setting applies.
   */
  toggle: NotificationFlag | null;
  /** Not before (default now). */
  dueAt?: Date;
  /** Not after: a message that could not go out by then is marked 'expired'. */
  expiresAt?: Date | null;
}

/**
 * Queues a message in the caller's transaction: it exists exactly when the cause (the booking,
 * the evaluation) is committed. Returns false when this (user, kind, subject, lead) was queued
 * before: the unique key, not the caller, guarantees one copy.
 */
export async function enqueueMessage(tx: Queryable, message: NewMessage): Promise<boolean> {
  const payload: MessagePayload = { text: message.text };
  if (message.path) payload.path = message.path;
  if (message.button) payload.button = message.button;
  return insertRow(tx, {
    userId: message.userId,
    kind: message.kind,
    subject: message.subject,
    lead: message.lead ?? '',
    toggle: message.toggle,
    payload: { message: payload },
    dueAt: message.dueAt,
    expiresAt: message.expiresAt ?? null,
  });
}

export interface NewJob {
  /** A kind some module registered a handler for (`app.bot.handleJob`). */
  kind: string;
  subject: string;
  lead?: string;
  /** Whom it concerns (counted in that chat's pace when the job writes to the chat), or null. */
  userId?: number | null;
  payload?: Record<string, unknown>;
  dueAt?: Date;
  expiresAt?: Date | null;
}

/**
 * Queues a job that is not a plain message (a refund, an announcement fan-out) in the caller's
 * transaction. Same identity rule and the same delivery guarantees (claimed once, 429 and 5xx
 * retried, given up visibly) as messages; the registered handler does the work.
 */
export async function enqueueJob(tx: Queryable, job: NewJob): Promise<boolean> {
  return insertRow(tx, {
    userId: job.userId ?? null,
    kind: job.kind,
    subject: job.subject,
    lead: job.lead ?? '',
    toggle: null,
    payload: { job: job.payload ?? {} },
    dueAt: job.dueAt,
    expiresAt: job.expiresAt ?? null,
  });
}

async function insertRow(
  tx: Queryable,
  row: {
    userId: number | null;
    kind: string;
    subject: string;
    lead: string;
    toggle: string | null;
    payload: unknown;
    dueAt?: Date;
    expiresAt: Date | null;
  },
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO outbox (user_id, kind, subject, lead, toggle, payload, due_at, next_attempt_at, expires_at)
     VALUES ($1::bigint, $2, $3, $4, $5, $6::jsonb, coalesce($7::timestamptz, now()), coalesce($7::timestamptz, now()), $8)
     ON CONFLICT ON CONSTRAINT outbox_once DO NOTHING RETURNING id`,
    [row.userId, row.kind, row.subject, row.lead, row.toggle, JSON.stringify(row.payload), row.dueAt ?? null, row.expiresAt],
  );
  return inserted.length > 0;
}

/**
 * Withdraws what has not gone out yet for a subject (a cancelled call's reminders), in the
 * caller's transaction. A row being sent at this moment is locked by its sender and still goes.
 */
export async function cancelQueued(tx: Queryable, where: { kind: string; subject: string; userId?: number }): Promise<number> {
  const rows = await tx.query(
    `UPDATE outbox SET status = 'cancelled', finished_at = now()
     WHERE kind = $1 AND subject = $2 AND ($3::bigint IS NULL OR user_id = $3) AND status = 'pending'
     RETURNING id`,
    [where.kind, where.subject, where.userId ?? null],
  );
  return rows.length;
}
