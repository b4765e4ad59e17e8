/**
 * The study reminder's sweep at scale (issue 39, target: 10,000 learners within a minute): every
 * learner of the scale schema picks the present hour on their clock (the school's zone), then the
 * sweep the scheduled job runs every minute is timed twice at the same instant: the first, which
 * reads all 10,000, decides for each (studied today, a day open, reviews due) and queues the
 * messages; and the next minute's, which reads those it did not remind again. The sweep's rows and
 * the hours are removed afterwards, so a kept schema stays as seeded. Run with no server on the
 * schema (its own job would sweep the same learners meanwhile).
 */
import { openPostgres } from '../server/src/db/postgres.ts';
import { sweepStudyReminders, type SweepReport } from '../server/src/modules/reminders/sweep.ts';
import { toLocal } from '@app/shared/domain';
import { LEARNER_BASE } from './scale-seed.mts';

const ZONE = 'Europe/Bratislava';

export async function measureReminderSweep(connectionString: string, schema: string): Promise<string> {
  const db = await openPostgres({ connectionString, searchPath: schema, max: 4 });
  try {
    const now = new Date();
    const hour = Math.floor(toLocal(now, ZONE).minutes / 60);
    await db.query(`DELETE FROM outbox WHERE kind = 'study_reminder'`);
    await db.query(
      `UPDATE user_settings s SET study_reminder_hour = $2, notify_on_study = true, notify_on_study_reminder = true
       FROM users u WHERE u.id = s.user_id AND u.telegram_id > $1 AND coalesce(u.time_zone, $3) = $3`,
      [LEARNER_BASE, hour, ZONE],
    );
    await db.query('ANALYZE user_settings');
    const timed = async () => {
      const started = performance.now();
      const report = await sweepStudyReminders(db, now);
      return { ms: performance.now() - started, report };
    };
    const describe = (r: SweepReport) =>
      `${r.candidates} learners read, ${r.reminded} reminded, ${r.studied} studied today, ${r.nothingToDo} with nothing to do`;
    const first = await timed();
    const next = await timed();
    return (
      `reminder sweep at scale: first ${(first.ms / 1000).toFixed(2)} s (${describe(first.report)}); ` +
      `the next minute's ${(next.ms / 1000).toFixed(2)} s (${describe(next.report)})`
    );
  } finally {
    await db.query(`DELETE FROM outbox WHERE kind = 'study_reminder'`);
    await db.query(
      `UPDATE user_settings s SET study_reminder_hour = NULL FROM users u WHERE u.id = s.user_id AND u.telegram_id > $1`,
      [LEARNER_BASE],
    );
    await db.close();
  }
}
