import type { Db, Queryable } from '../../db/types';
import { nextDayIfFinished, nextUnlock, UNLOCK_HOUR, type SpeakingScored } from '../activities/index';
import { announcingSince, broadcast, cancelQueued, enqueueJob, type BotRuntime } from '../bot/index';
import type { CallBooked } from '../calls/index';
import { meetingsCreatedSince, meetingToAnnounce } from '../meetings/index';
import type { PaymentPending } from '../payments/index';
import { latestStoredAttempt } from '../speaking/index';
import { livePublicationTitle, publicationsLiveSince, sectionTitle } from '../studio/index';
import { learnerTimeZone } from '../users/index';
import { fromLocal } from '@app/shared/domain';
import { spokenTime } from '../../zone';
import { text } from './text';
import { enqueueNotification, NOTIFICATION_TOGGLES } from './toggles';

/**
 * The notifications of spec section 3, each queued in the transaction of the domain event that
 * causes it (subscriptions.ts; the table in notifications/README.md). Scheduled ones carry their
 * time (`dueAt`) and are found by time by the worker; nothing waits in memory.
 */

/**
 * A booked call's reminders, one per lead (CALL_REMINDER_LEADS), in the booking's transaction.
 * A lead whose moment has already passed at booking is left out (a call booked 2 h ahead gets
 * only the 1 h reminder). Each expires at the next lead's moment (or the call's start), so a
 * server down through a reminder still sends it later, but never a stale one.
 */
export async function scheduleCallReminders(tx: Queryable, call: CallBooked): Promise<void> {
  const now = call.now;
  const timeZone = await learnerTimeZone(tx, call.userId);
  const leads = [...call.leads].sort((a, b) => b - a);
  for (const [index, lead] of leads.entries()) {
    const dueAt = new Date(call.start.getTime() - lead * 60_000);
    if (dueAt <= now) continue;
    const next = leads[index + 1];
    const expiresAt = next === undefined ? call.start : new Date(call.start.getTime() - next * 60_000);
    await enqueueNotification(tx, {
      userId: call.userId,
      kind: 'call_reminder',
      subject: `call:${call.callId}`,
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
export async function notifyPaymentPending(tx: Queryable, payment: PaymentPending): Promise<void> {
  const amount = `${payment.amount.toFixed(2).replace('.', ',')} €`;
  await enqueueNotification(tx, {
    userId: payment.userId,
    kind: 'payment_pending',
    subject: `payment:${payment.id}`,
    text: text.paymentPending(payment.title, amount),
    path: '/profile/payments',
    button: text.paymentButton,
  });
}

/**
 * A teacher scored a speaking section: once per answer (a corrected score sends nothing new). A
 * new attempt (a voice answer after the score, where the task allows it: speaking_recordings'
 * attempt) is its own subject, so its score is a new message.
 */
export async function notifySpeakingScored(tx: Queryable, scored: SpeakingScored): Promise<void> {
  const title = await sectionTitle(tx, scored.sectionId);
  const attempt = await latestStoredAttempt(tx, scored.userId, scored.sectionId);
  await enqueueNotification(tx, {
    userId: scored.userId,
    kind: 'speaking_scored',
    subject: attempt > 1 ? `section:${scored.sectionId}:attempt:${attempt}` : `section:${scored.sectionId}`,
    text: text.speakingScored(title ?? '', Math.round(scored.score * 100), scored.feedback),
    path: `/activity/section/${scored.sectionId}`,
    button: text.resultsButton,
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
  const next = await nextDayIfFinished(tx, done.userId, done.sectionId);
  if (!next) return;
  const timeZone = await learnerTimeZone(tx, done.userId);
  const unlock = nextUnlock(done.finishedAt, timeZone);
  const release = fromLocal(next.available_on, UNLOCK_HOUR * 60, timeZone);
  const dueAt = release > unlock ? release : unlock;
  await enqueueNotification(tx, {
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
 * started announcing (announcingSince) and within the grace. Idempotent (the outbox key), so every
 * instance may run it.
 */
export async function sweepAnnouncements(db: Db): Promise<void> {
  const since = await announcingSince(db);
  if (!since) return;
  for (const p of await publicationsLiveSince(db, since, ANNOUNCE_GRACE_MS))
    await enqueueJob(db, { kind: ANNOUNCE, subject: `publication:${p.id}`, dueAt: p.published_at });
  for (const m of await meetingsCreatedSince(db, since, ANNOUNCE_GRACE_MS))
    await enqueueJob(db, { kind: ANNOUNCE, subject: `meeting:${m.id}`, dueAt: m.created_at });
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
      const meeting = await meetingToAnnounce(db, Number(id));
      if (!meeting) return;
      await broadcast(
        db,
        {
          kind: 'new_meeting',
          subject: job.subject,
          toggle: NOTIFICATION_TOGGLES.new_meeting,
          path: `/meetings/${id}`,
          button: text.meetingButton,
        },
        (timeZone) => text.newMeeting(meeting.title, spokenTime(meeting.start_time, timeZone)),
      );
    } else {
      // Withdrawn before the fan-out ran: learners are not sent to a page that answers not-found.
      const title = await livePublicationTitle(db, Number(id));
      if (title === null) return;
      await broadcast(
        db,
        {
          kind: 'new_publication',
          subject: job.subject,
          toggle: NOTIFICATION_TOGGLES.new_publication,
          path: `/blog/${id}`,
          button: text.publicationButton,
        },
        () => text.newPublication(title),
      );
    }
  });
}
