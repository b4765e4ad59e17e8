import type { Db, Queryable } from '../../db/types';
import { nextUnlock, UNLOCK_HOUR } from '../activities/clock';
import { DEFAULT_TIME_ZONE } from '../statistics/service';
import { fromLocal, toLocal } from '@app/shared/domain';
import { cancelQueued, enqueueJob, enqueueMessage } from './outbox';
import type { BotRuntime } from './runtime';
import { text } from './text';

/**
 * The notifications of spec section 3, each written by the domain code that causes it, in its
 * transaction (see the table in server/src/modules/bot/README.md). Scheduled ones carry their time (`dueAt`) and
 * are found by time by the worker; nothing waits in memory.
 */

/** The learner's clock for messages: the zone the app last sent, else the service's. */
export async function learnerTimeZone(db: Queryable, userId: number): Promise<string> {
  const [row] = await db.query<{ time_zone: string | null }>('SELECT time_zone FROM users WHERE id = $1', [userId]);
  return row?.time_zone ?? DEFAULT_TIME_ZONE;
}

/** Keeps the zone the app sent (?tz=, already validated) for the 08:00 and call-time messages. */
export async function rememberTimeZone(db: Queryable, userId: number, timeZone: string | undefined): Promise<void> {
  if (!timeZone) return;
  await db.query('UPDATE users SET time_zone = $2 WHERE id = $1 AND time_zone IS DISTINCT FROM $2', [userId, timeZone]);
}

/** 'štvrtok 27. 11. o 16:00' on the learner's clock. */
export function spokenTime(instant: Date, timeZone: string): string {
  const weekday = new Intl.DateTimeFormat('sk-SK', { weekday: 'long', timeZone }).format(instant);
  const local = toLocal(instant, timeZone);
  const [, month, day] = local.date.split('-').map(Number) as [number, number, number];
  const hh = String(Math.floor(local.minutes / 60)).padStart(2, '0');
  const mm = String(local.minutes % 60).padStart(2, '0');
  return `${weekday} ${day}. ${month}. o ${hh}:${mm}`;
}

/**
 * A booked call's reminders, one per lead (CALL_REMINDER_LEADS), in the booking's transaction.
 * A lead whose moment has already passed at booking is left out (a call booked 2 h ahead gets
 * only the 1 h reminder). Each expires at the next lead's moment (or the call's start), so a
 * server down through a reminder still sends it later, but never a stale one.
 */
export async function scheduleCallReminders(
  tx: Queryable,
  call: { id: number; userId: number; speakerName: string; start: Date; leads: readonly number[]; now?: Date },
): Promise<void> {
  const now = call.now ?? new Date();
  const timeZone = await learnerTimeZone(tx, call.userId);
  const leads = [...call.leads].sort((a, b) => b - a);
  for (const [index, lead] of leads.entries()) {
    const dueAt = new Date(call.start.getTime() - lead * 60_000);
    if (dueAt <= now) continue;
    const next = leads[index + 1];
    const expiresAt = next === undefined ? call.start : new Date(call.start.getTime() - next * 60_000);
    await enqueueMessage(tx, {
      userId: call.userId,
      kind: 'call_reminder',
      subject: `call:${call.id}`,
      lead: String(lead),
      text: text.callReminder(call.speakerName, spokenTime(call.start, timeZone), lead),
      path: '/calls',
      button: text.callButton,
      dueAt,
      expiresAt,
    });
  }
}

/** In the cancel's transaction: none for a cancelled call. */
export async function cancelCallReminders(tx: Queryable, callId: number): Promise<void> {
  await cancelQueued(tx, { kind: 'call_reminder', subject: `call:${callId}` });
}

/** An unpaid payment is waiting: once per payment (the key), not daily. */
export async function notifyPaymentPending(
  tx: Queryable,
  payment: { id: number; userId: number; title: string; amount: number },
): Promise<void> {
  const amount = `${payment.amount.toFixed(2).replace('.', ',')} €`;
  await enqueueMessage(tx, {
    userId: payment.userId,
    kind: 'payment_pending',
    subject: `payment:${payment.id}`,
    text: text.paymentPending(payment.title, amount),
    path: '/profile/payments',
    button: text.paymentButton,
  });
}

/** How long after its 08:00 the 'next activity is open' message may still go (restart grace). */
export const NEXT_ACTIVITY_GRACE_MS = 12 * 60 * 60 * 1000;

/**
 * In the submit's transaction: when that submit finished the activity (no section left started),
 * the next activity in the course opens at 08:00 the next day on the learner's clock (or its
 * release date, if later); the message is due then.
 */
export async function scheduleNextActivity(
  tx: Queryable,
  done: { userId: number; sectionId: number; finishedAt: Date },
): Promise<void> {
  const [state] = await tx.query<{ activity_id: number; open: number }>(
    `SELECT s.activity_id,
       (SELECT count(*)::int FROM activity_sections x
          LEFT JOIN section_progress p ON p.section_id = x.id AND p.user_id = $1
        WHERE x.activity_id = s.activity_id AND coalesce(p.status, 'started') = 'started') AS open
     FROM activity_sections s WHERE s.id = $2`,
    [done.userId, done.sectionId],
  );
  if (!state || state.open > 0) return;
  const [next] = await tx.query<{ id: number; available_on: string; day: number }>(
    `SELECT n.id, n.available_on,
       (SELECT count(*)::int FROM activities c WHERE c.published_at IS NOT NULL AND (c.available_on, c.id) <= (n.available_on, n.id)) AS day
     FROM activities a JOIN activities n ON (n.available_on, n.id) > (a.available_on, a.id)
     WHERE a.id = $1 AND n.published_at IS NOT NULL ORDER BY n.available_on, n.id LIMIT 1`,
    [state.activity_id],
  );
  if (!next) return;
  const timeZone = await learnerTimeZone(tx, done.userId);
  const unlock = nextUnlock(done.finishedAt, timeZone);
  const release = fromLocal(next.available_on, UNLOCK_HOUR * 60, timeZone);
  const dueAt = release > unlock ? release : unlock;
  await enqueueMessage(tx, {
    userId: done.userId,
    kind: 'next_activity',
    subject: `activity:${next.id}`,
    text: text.nextActivity(next.day),
    path: '/activity',
    button: text.activityButton,
    dueAt,
    expiresAt: new Date(dueAt.getTime() + NEXT_ACTIVITY_GRACE_MS),
  });
}

/** A meeting or publication that went live less than this long ago is still announced. */
export const ANNOUNCE_GRACE_MS = 24 * 60 * 60 * 1000;

const ANNOUNCE = 'bot.announce';

/**
 * Announces a new meeting or publication to every learner (the fan-out runs in the worker, so a
 * module creating a meeting only writes one row in its own transaction).
 */
export async function announce(
  tx: Queryable,
  what: { type: 'meeting' | 'publication'; id: number; dueAt?: Date },
): Promise<boolean> {
  return enqueueJob(tx, { kind: ANNOUNCE, subject: `${what.type}:${what.id}`, dueAt: what.dueAt });
}

/**
 * Found by time: publications whose published_at came, and meetings created, since the bot
 * started watching (bot_state.announce_since, set at the first sweep, so what existed before
 * the bot, the seed included, is not announced) and within the grace. Idempotent (the outbox key),
 * so every instance may run it.
 */
export async function sweepAnnouncements(db: Db): Promise<void> {
  const [state] = await db.query<{ since: Date | null }>('SELECT announce_since AS since FROM bot_state');
  if (!state?.since) {
    await db.query('UPDATE bot_state SET announce_since = now() WHERE announce_since IS NULL');
    return;
  }
  await db.query(
    `INSERT INTO outbox (user_id, kind, subject, due_at, next_attempt_at)
     SELECT NULL::bigint, '${ANNOUNCE}', 'publication:' || p.id, p.published_at, p.published_at FROM publications p
     WHERE p.published_at <= now() AND p.published_at > greatest($1, now() - $2 * interval '1 millisecond')
       AND p.withdrawn_at IS NULL
     UNION ALL
     SELECT NULL::bigint, '${ANNOUNCE}', 'meeting:' || m.id, m.created_at, m.created_at FROM meetings m
     WHERE m.created_at > greatest($1, now() - $2 * interval '1 millisecond') AND m.start_time > now() AND m.cancelled_at IS NULL
     ON CONFLICT ON CONSTRAINT outbox_once DO NOTHING`,
    [state.since, ANNOUNCE_GRACE_MS],
  );
  // Handled webhook updates are kept a day (Telegram redelivers within minutes, not days); parked
  // and pending ones stay until they are handled.
  await db.query(
    `DELETE FROM bot_updates WHERE received_at < now() - interval '1 day' AND status IN ('done', 'rejected', 'expired')`,
  );
}

/**
 * In the withdrawal's transaction: a publication withdrawn before its announcement went out is
 * not announced (the fan-out job and any message still queued are cancelled; the key keeps it once).
 */
export async function withdrawAnnouncement(tx: Queryable, what: { type: 'publication'; id: number }): Promise<void> {
  await cancelQueued(tx, { kind: ANNOUNCE, subject: `${what.type}:${what.id}` });
  await cancelQueued(tx, { kind: 'new_publication', subject: `${what.type}:${what.id}` });
}

/** The fan-out: one message per learner, in one statement (the key makes a rerun harmless). */
export function registerAnnouncements(runtime: BotRuntime): void {
  runtime.handleJob(ANNOUNCE, async (job, { db }) => {
    const [type, id] = job.subject.split(':') as ['meeting' | 'publication', string];
    if (type === 'meeting') {
      const [meeting] = await db.query<{ title: string; start_time: Date }>(
        'SELECT title, start_time FROM meetings WHERE id = $1 AND cancelled_at IS NULL',
        [Number(id)],
      );
      if (!meeting) return;
      await fanOut(db, 'new_meeting', job.subject, `/meetings/${id}`, text.meetingButton, (timeZone) =>
        text.newMeeting(meeting.title, spokenTime(meeting.start_time, timeZone)),
      );
    } else {
      // Withdrawn before the fan-out ran: learners are not sent to a page that answers not-found.
      const [publication] = await db.query<{ title: string }>(
        'SELECT title FROM publications WHERE id = $1 AND published_at <= now() AND withdrawn_at IS NULL',
        [Number(id)],
      );
      if (!publication) return;
      await fanOut(db, 'new_publication', job.subject, `/blog/${id}`, text.publicationButton, () =>
        text.newPublication(publication.title),
      );
    }
  });
}

async function fanOut(
  db: Db,
  kind: 'new_meeting' | 'new_publication',
  subject: string,
  path: string,
  button: string,
  body: (timeZone: string) => string,
): Promise<void> {
  // Texts differ only by the learner's zone: one INSERT per zone in use.
  const zones = await db.query<{ zone: string }>(`SELECT DISTINCT coalesce(time_zone, $1) AS zone FROM users`, [
    DEFAULT_TIME_ZONE,
  ]);
  const toggle = kind === 'new_meeting' ? 'notify_on_new_events' : 'notify_on_new_publication';
  for (const { zone } of zones) {
    const payload = JSON.stringify({ message: { text: body(zone), path, button } });
    await db.query(
      `INSERT INTO outbox (user_id, kind, subject, toggle, payload)
       SELECT u.id, $1, $2, $3, $4::jsonb FROM users u WHERE coalesce(u.time_zone, $5) = $6
       ON CONFLICT ON CONSTRAINT outbox_once DO NOTHING`,
      [kind, subject, toggle, payload, DEFAULT_TIME_ZONE, zone],
    );
  }
}
