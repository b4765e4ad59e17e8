/**
 * The study reminder at the learner's hour (README.md beside): one sweep, run every minute by one
 * instance at a time, that queues at most one message a day per learner through the outbox.
 */
import { addDays, fromLocal, isoWeekday, midnightIn, toLocal, type LocalTime } from '@app/shared/domain';
import type { Db } from '../../db/types';
import { studyDayStates, type StudyDay } from '../activities/index';
import { enqueueMessage } from '../bot/index';
import { reviewDayStates } from '../review/index';
import { SCHOOL_TIME_ZONE } from '../../zone';
import type { ScheduledJob } from '../jobs/index';
import { reminderText } from './text';

export const STUDY_REMINDER_JOB = 'reminders.study';
/** How often the sweep looks: a reminder goes out within this of the hour's start. */
export const STUDY_REMINDER_EVERY_MS = 60_000;
const KIND = 'study_reminder';
/** The setting it obeys, said with each message: the worker skips it if turned off before it goes out. */
const TOGGLE = 'notify_on_study_reminder';
/** Learners per statement and per transaction: 10,000 at one hour in ten short transactions. */
const CHUNK = 1_000;

export interface SweepReport extends Record<string, number> {
  zones: number;
  /** Learners whose chosen hour and day it is on their clock and who have no reminder today yet. */
  candidates: number;
  reminded: number;
  /** Left out: they studied today (a section submitted, a review session finished). */
  studied: number;
  /** Left out: no day open and no review due. */
  nothingToDo: number;
}

/**
 * The chosen hours whose reminder is due in the hour now on the zone's clock: that hour, and any
 * hour the clock skipped just before it (02:00 on Europe's spring change is served at 03:00, the
 * first hour that exists after the gap). The local time one millisecond before this hour began
 * tells the gap: 01:59 before 03:00 means 02:00 never came. A repeated hour (the autumn change)
 * is that hour again, so nothing is added; the outbox key keeps it once.
 */
function hoursServed(now: Date, local: LocalTime, hour: number, timeZone: string): number[] {
  const hourStart = Math.floor(now.getTime() / 60_000) * 60_000 - (local.minutes % 60) * 60_000;
  const before = toLocal(new Date(hourStart - 1), timeZone);
  // The gap crossed midnight (a zone that skips 00:00): every hour of today before this one was skipped.
  const previous = before.date === local.date ? Math.floor(before.minutes / 60) : -1;
  const hours = [hour];
  for (let skipped = previous + 1; skipped < hour; skipped += 1) hours.push(skipped);
  return hours;
}

/** The hour now on a zone's clock and the instants the sweep needs. */
export function hourIn(now: Date, timeZone: string) {
  const local = toLocal(now, timeZone);
  const hour = Math.floor(local.minutes / 60);
  const day: StudyDay = {
    now,
    today: local.date,
    todayStart: midnightIn(local.date, timeZone),
    yesterdayStart: midnightIn(addDays(local.date, -1), timeZone),
    minutes: local.minutes,
  };
  return {
    hour,
    hours: hoursServed(now, local, hour, timeZone),
    weekday: isoWeekday(local.date),
    day,
    tomorrowStart: midnightIn(addDays(local.date, 1), timeZone),
    // The hour's end: a message not out by then is dropped (expired), so a 21:00 reminder held
    // back by a pause never arrives at 22:00 or later; and the next sweep no longer sees this hour.
    hourEnd: fromLocal(local.date, (hour + 1) * 60, timeZone),
  };
}

/**
 * Queues today's reminder for every learner whose chosen hour it is now on their clock (the hour
 * itself, so never in the night unless they chose a night hour; an hour the clock skipped comes
 * in the first hour after the gap), on a day they chose, with the
 * toggle and its parent on, who has not studied today and has a day open or reviews due. The
 * outbox key (user, 'study_reminder', 'day:<their date>') makes it once a day whatever the number
 * of sweeps or instances, and whatever hour the learner moves to afterwards.
 *
 * The entry point of the scheduled job; `now` is the sweep's present (tests pass the school's
 * clock of their choice).
 */
export async function sweepStudyReminders(db: Db, now: Date): Promise<SweepReport> {
  const report: SweepReport = { zones: 0, candidates: 0, reminded: 0, studied: 0, nothingToDo: 0 };
  const zones = await db.query<{ zone: string }>(
    `SELECT DISTINCT coalesce(u.time_zone, $1) AS zone FROM user_settings s JOIN users u ON u.id = s.user_id
     WHERE s.study_reminder_hour IS NOT NULL AND s.notify_on_study AND s.notify_on_study_reminder`,
    [SCHOOL_TIME_ZONE],
  );
  for (const { zone } of zones) {
    report.zones += 1;
    const at = hourIn(now, zone);
    const subject = `day:${at.day.today}`;
    const candidates = await db.query<{ user_id: number | string }>(
      `SELECT s.user_id FROM user_settings s JOIN users u ON u.id = s.user_id
       WHERE s.study_reminder_hour = ANY ($1::smallint[]) AND s.notify_on_study AND s.notify_on_study_reminder
         AND $2::smallint = ANY (s.study_reminder_days) AND coalesce(u.time_zone, $3) = $4
         AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.user_id = s.user_id AND o.kind = '${KIND}' AND o.subject = $5 AND o.lead = '')
       ORDER BY s.user_id`,
      [at.hours, at.weekday, SCHOOL_TIME_ZONE, zone, subject],
    );
    report.candidates += candidates.length;
    const ids = candidates.map((row) => Number(row.user_id));
    for (let start = 0; start < ids.length; start += CHUNK) {
      const chunk = ids.slice(start, start + CHUNK);
      const days = await studyDayStates(db, chunk, at.day);
      const reviews = await reviewDayStates(db, chunk, { now, todayStart: at.day.todayStart, tomorrowStart: at.tomorrowStart });
      await db.transaction(async (tx) => {
        for (const userId of chunk) {
          const day = days.get(userId)!;
          const review = reviews.get(userId)!;
          if (day.studied || review.studied) {
            report.studied += 1;
            continue;
          }
          if (!day.open && review.due === 0) {
            report.nothingToDo += 1;
            continue;
          }
          const queued = await enqueueMessage(tx, {
            userId,
            kind: KIND,
            toggle: TOGGLE,
            subject,
            text: reminderText.message(day.open, review.due),
            path: day.open ? '/activity' : '/activity/review',
            button: day.open ? reminderText.activityButton : reminderText.reviewButton,
            dueAt: now,
            expiresAt: at.hourEnd,
          });
          if (queued) report.reminded += 1;
        }
      });
    }
  }
  return report;
}

/** The scheduled job (`runScheduledJob`/`scheduleJob`): the sweep at the present of `clock`. */
export function studyReminderJob(clock: () => Date = () => new Date()): ScheduledJob {
  return async ({ db }) => ({ report: await sweepStudyReminders(db, clock()) });
}
