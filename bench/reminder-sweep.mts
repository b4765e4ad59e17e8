/**
 * The study reminder's sweep at scale (issue 39, target: 10,000 learners within a minute): every
 * learner of the scale schema picks the present hour on their clock (the school's zone), then the
 * sweep the scheduled job runs every minute is timed twice at the same instant: the first, which
 * reads all 10,000, decides for each (studied today, a day open, reviews due) and queues the
 * messages; and the next minute's, which reads those it did not remind again. The sweep's rows and
 * the hours are removed afterwards, so a kept schema stays as seeded. Run with no server on the
 * schema (its own job would sweep the same learners meanwhile).
 */
import { loadavg } from 'node:os';
import { openPostgres } from '../server/src/db/postgres.ts';
import { sweepStudyReminders, type SweepReport } from '../server/src/modules/reminders/sweep.ts';
import { SCHOOL_TIME_ZONE, toLocal } from '@app/shared/domain';
import { LEARNER_BASE } from './scale-seed.mts';

const ZONE = SCHOOL_TIME_ZONE;

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

/**
 * Standalone (`npm run bench:reminder`, a few minutes where bench:scale takes most of an hour on a
 * loaded machine): schema `bench_reminder` of BENCH_DATABASE_URL, migrated and seeded as at a start,
 * with 10,000 learners: half reached day 1 three days ago with sections left, the other half never
 * started (a day is open for all), a third of the first half submitted a section a minute ago
 * (studied today), and each has five review cards, two of them due today; then the sweep is
 * measured as in bench:scale.
 */
async function standalone(url: string) {
  const schema = 'bench_reminder';
  const { migrate } = await import('../server/src/db/migrate.ts');
  const { seed } = await import('../server/src/seed/index.ts');
  const admin = await openPostgres({ connectionString: url, max: 1 });
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const db = await openPostgres({ connectionString: url, searchPath: schema, max: 2 });
  await migrate(db);
  await seed(db, { demo: false, demoContent: true });
  const started = performance.now();
  await db.query(
    `INSERT INTO users (telegram_id, username, first_name) SELECT $1::bigint + g, 'learner' || g, 'Študent' FROM generate_series(1, 10000) g`,
    [LEARNER_BASE],
  );
  await db.query('INSERT INTO user_settings (user_id) SELECT id FROM users ON CONFLICT DO NOTHING');
  await db.query(
    `INSERT INTO user_activities (user_id, activity_id, started_at)
     SELECT u.id, (SELECT id FROM activities WHERE published_at IS NOT NULL ORDER BY available_on, id LIMIT 1), now() - interval '3 days'
     FROM users u WHERE u.telegram_id > $1 AND u.telegram_id % 2 = 0`,
    [LEARNER_BASE],
  );
  await db.query(
    `INSERT INTO section_progress (user_id, section_id, status, started_at, submitted_at)
     SELECT ua.user_id, s.id, 'submitted', now() - interval '1 hour', now() - interval '1 minute'
     FROM user_activities ua JOIN users u ON u.id = ua.user_id
     JOIN LATERAL (SELECT id FROM activity_sections WHERE activity_id = ua.activity_id ORDER BY position, id LIMIT 1) s ON true
     WHERE u.telegram_id % 3 = 0`,
  );
  await db.query(
    `INSERT INTO review_cards (user_id, task_root, item_key, due, stability, difficulty, scheduled_days, learning_steps,
                               reps, lapses, state, last_review, created_at)
     SELECT u.id, t.id, 'q:bench ' || k, now() + make_interval(days => CASE WHEN k < 2 THEN 0 ELSE k END),
            3.2, 5.1, 3, 0, 2, 0, 2, now() - interval '3 days', now() - interval '3 days'
     FROM users u CROSS JOIN generate_series(0, 4) k
     JOIN LATERAL (SELECT id FROM activity_tasks WHERE concrete_type = 'QuestionTask' ORDER BY id LIMIT 1) t ON true
     WHERE u.telegram_id > $1`,
    [LEARNER_BASE],
  );
  await db.query('ANALYZE');
  await db.close();
  console.log(
    `bench_reminder: 10,000 learners, their day and cards written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(
    `load average before: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  console.log(await measureReminderSweep(url, schema));
  console.log(
    `load average after: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL is required (a database the bench may write a schema into)');
  await standalone(url);
}
