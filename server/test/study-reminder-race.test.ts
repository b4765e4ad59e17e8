/**
 * The study reminder on PostgreSQL with two server instances: both sweep at once (bypassing the
 * job's lease, so only the outbox key stands between them and a second copy), both deliver; every
 * learner gets one message.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { sweepStudyReminders } from '../src/modules/reminders/sweep';
import { runScheduledJob } from '../src/modules/jobs/index';
import { STUDY_REMINDER_JOB, studyReminderJob } from '../src/modules/reminders/sweep';
import { FakeBotApi } from './fake-bot-api';
import { raceTest } from './helpers';
import { twoInstances } from './two-instances';

const LEARNERS = 40;

describe('study reminder with two instances on one PostgreSQL', () => {
  raceTest('two sweeps at once and two workers: each learner is reminded exactly once', async () => {
    const fake = await new FakeBotApi().start();
    const cluster = await twoInstances(fake, { perSecond: 1000, seeded: true });
    try {
      // The worker sends on the database's clock, so the sweep runs at the real present; late in an
      // hour the learners live on a half-hour zone, so the hour cannot end between sweep and send.
      const now = new Date();
      const zone = now.getUTCMinutes() >= 45 ? 'Asia/Kolkata' : 'UTC';
      const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(now));
      await cluster.db.query(
        `INSERT INTO users (telegram_id, first_name, time_zone) SELECT 930000000 + g, 'Učiaci sa ' || g, $2 FROM generate_series(1, $1) g`,
        [LEARNERS, zone],
      );
      await cluster.db.query(
        'INSERT INTO user_settings (user_id, study_reminder_hour) SELECT id, $1 FROM users WHERE telegram_id > 930000000',
        [hour],
      );
      const reports = await Promise.all(cluster.apps.map((app) => sweepStudyReminders(app.db, now)));
      assert.equal(reports[0]!.reminded + reports[1]!.reminded, LEARNERS, JSON.stringify(reports));
      // The job's entry on both at once: one holds the lease, and neither finds anyone left.
      const runs = await Promise.all(
        cluster.apps.map((app) =>
          runScheduledJob(
            app.db,
            STUDY_REMINDER_JOB,
            60_000,
            studyReminderJob(() => now),
            { force: true },
          ),
        ),
      );
      assert.ok(
        runs.every((report) => report === null || report.candidates === 0),
        JSON.stringify(runs),
      );

      for (const app of cluster.apps) app.outbox.start();
      await fake.until((calls) => calls.filter((c) => c.method === 'sendMessage').length >= LEARNERS, 60_000);
      for (const app of cluster.apps) await app.outbox.stop();
      await cluster.apps[0]!.outbox.drain();
      const sends = fake.callsOf('sendMessage');
      assert.equal(sends.length, LEARNERS);
      assert.equal(new Set(sends.map((c) => c.params.chat_id)).size, LEARNERS, 'no learner got two');
      const rows = await cluster.db.query<{ status: string }>(`SELECT status FROM outbox WHERE kind = 'study_reminder'`);
      assert.equal(rows.length, LEARNERS);
      assert.ok(rows.every((row) => row.status === 'sent'));
    } finally {
      await cluster.close();
      await fake.close();
    }
  });
});
