/**
 * The study reminder at the learner's hour (server/src/modules/reminders/README.md), on the
 * school's clock: the sweep is given its present, so every instant here is a fixed one (the spring
 * change of 2026 in Bratislava and New York, autumn's in Bratislava, and 2027's nights whose 02:00
 * is skipped or repeated).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { UserSettingsPatch } from '@app/shared/contract';
import type { StudioDaySave } from '@app/studio-contract';
import type { Db } from '../src/db/types';
import { runScheduledJob } from '../src/modules/jobs/index';
import { STUDY_REMINDER_JOB, studyReminderJob, sweepStudyReminders } from '../src/modules/reminders/sweep';
import { learner } from './activities-fixtures';
import { createTestApp } from './helpers';
import { learnerWithTwoSlips } from './review-support';
import { staffUser } from './staff-support';
import { apiAs, lastPublishedDay, publishDayChange } from './studio-support';

let app: FastifyInstance;
let db: Db;
before(async () => ({ app, db } = await createTestApp()));
after(() => app.close());

interface Reminder {
  subject: string;
  due_at: Date;
  expires_at: Date;
  toggle: string;
  payload: { message: { text: string; path: string; button: string } };
}

const remindersOf = (userId: number) =>
  db.query<Reminder>(
    `SELECT subject, due_at, expires_at, toggle, payload FROM outbox WHERE user_id = $1 AND kind = 'study_reminder' ORDER BY id`,
    [userId],
  );

/** A subscribed learner who chose a reminder (the app sends the device's zone with the hour). */
async function learnerAt(settings: UserSettingsPatch) {
  const pupil = await learner(app, db);
  await patchSettings(pupil.headers, settings);
  return pupil;
}

const at = (iso: string) => new Date(iso);
const patchSettings = async (headers: Record<string, string>, payload: UserSettingsPatch) => {
  const response = await app.inject({ method: 'PATCH', url: '/api/users/me/settings', headers, payload });
  assert.equal(response.statusCode, 200, response.body);
};
const sweep = (iso: string) => sweepStudyReminders(db, at(iso));

describe('study reminder: at the learner’s hour on their own clock', () => {
  it('comes in the chosen hour in Bratislava on both sides of the spring change (17:00 UTC before, 16:00 UTC after)', async () => {
    const pupil = await learnerAt({ study_reminder_hour: 18, time_zone: 'Europe/Bratislava' });
    // Saturday 28 March 2026, UTC+1: 16:30 UTC is 17:30 there, an hour early.
    await sweep('2026-03-28T16:30:00Z');
    assert.deepEqual(await remindersOf(pupil.id), []);
    await sweep('2026-03-28T17:01:00Z');
    const [saturday] = await remindersOf(pupil.id);
    assert.equal(saturday?.subject, 'day:2026-03-28');
    assert.equal(saturday.due_at.toISOString(), '2026-03-28T17:01:00.000Z');
    assert.equal(saturday.expires_at.toISOString(), '2026-03-28T18:00:00.000Z', 'gone at 19:00 on their clock');
    assert.equal(saturday.toggle, 'notify_on_study_reminder');
    assert.deepEqual(saturday.payload.message, {
      text: 'Je čas na slovenčinu! Aktivita na dnes na Vás čaká.',
      path: '/activity',
      button: 'Otvoriť aktivitu',
    });
    // Monday 30 March, UTC+2 since Sunday: 16:00 UTC is 18:00 there.
    await sweep('2026-03-30T15:59:00Z');
    assert.equal((await remindersOf(pupil.id)).length, 1);
    await sweep('2026-03-30T16:00:00Z');
    const monday = (await remindersOf(pupil.id))[1];
    assert.equal(monday?.subject, 'day:2026-03-30');
    assert.equal(monday.expires_at.toISOString(), '2026-03-30T17:00:00.000Z');
  });

  it('follows the learner’s zone, not the school’s: New York changes on 8 March, 13:00 UTC before, 12:00 UTC after', async () => {
    const pupil = await learnerAt({ study_reminder_hour: 8, time_zone: 'America/New_York' });
    await sweep('2026-03-07T12:30:00Z');
    assert.deepEqual(await remindersOf(pupil.id), [], '07:30 in New York (UTC-5)');
    await sweep('2026-03-07T13:10:00Z');
    await sweep('2026-03-09T12:10:00Z');
    assert.deepEqual(
      (await remindersOf(pupil.id)).map((r) => [r.subject, r.expires_at.toISOString()]),
      [
        ['day:2026-03-07', '2026-03-07T14:00:00.000Z'],
        ['day:2026-03-09', '2026-03-09T13:00:00.000Z'],
      ],
    );
  });

  it('and on both sides of the autumn change in Bratislava (16:00 UTC before, 17:00 UTC after)', async () => {
    const pupil = await learnerAt({ study_reminder_hour: 18, time_zone: 'Europe/Bratislava' });
    await sweep('2026-10-24T16:05:00Z');
    await sweep('2026-10-26T16:05:00Z');
    assert.deepEqual(
      (await remindersOf(pupil.id)).map((r) => r.subject),
      ['day:2026-10-24'],
      '17:05 on Monday (UTC+1) is not yet 18:00',
    );
    await sweep('2026-10-26T17:05:00Z');
    assert.deepEqual(
      (await remindersOf(pupil.id)).map((r) => r.subject),
      ['day:2026-10-24', 'day:2026-10-26'],
    );
  });

  it('an hour the spring change skips comes in the first hour after the gap, once (Bratislava, 28 March 2027, 02:00 → 03:00)', async () => {
    const twoOClock = await learnerAt({ study_reminder_hour: 2, time_zone: 'Europe/Bratislava' });
    const threeOClock = await learnerAt({ study_reminder_hour: 3, time_zone: 'Europe/Bratislava' });
    // 00:59 UTC is 01:59 (UTC+1); 01:00 UTC is already 03:00 (UTC+2): 02:00 never comes that night.
    await sweep('2027-03-28T00:59:00Z');
    assert.deepEqual(await remindersOf(twoOClock.id), []);
    await sweep('2027-03-28T01:00:00Z');
    await sweep('2027-03-28T01:30:00Z');
    await sweep('2027-03-28T02:10:00Z');
    for (const pupil of [twoOClock, threeOClock]) {
      assert.deepEqual(
        (await remindersOf(pupil.id)).map((r) => [r.subject, r.due_at.toISOString(), r.expires_at.toISOString()]),
        [['day:2027-03-28', '2027-03-28T01:00:00.000Z', '2027-03-28T02:00:00.000Z']],
        'at 03:00 on their clock, gone at 04:00',
      );
    }
    // The next night has its 02:00 again, and only then does the 02:00 learner get the next one.
    await sweep('2027-03-29T00:05:00Z');
    await sweep('2027-03-29T01:05:00Z');
    assert.deepEqual(
      (await remindersOf(twoOClock.id)).map((r) => [r.subject, r.due_at.toISOString()]),
      [
        ['day:2027-03-28', '2027-03-28T01:00:00.000Z'],
        ['day:2027-03-29', '2027-03-29T00:05:00.000Z'],
      ],
    );
  });

  it('an hour the autumn change repeats comes once (Bratislava, 31 October 2027, 02:00 twice)', async () => {
    const pupil = await learnerAt({ study_reminder_hour: 2, time_zone: 'Europe/Bratislava' });
    // 00:xx UTC is the first 02:00 (UTC+2), 01:xx UTC the second (UTC+1).
    await sweep('2027-10-30T23:59:00Z');
    assert.deepEqual(await remindersOf(pupil.id), [], '01:59 on their clock');
    await sweep('2027-10-31T00:05:00Z');
    await sweep('2027-10-31T00:59:00Z');
    await sweep('2027-10-31T01:05:00Z');
    await sweep('2027-10-31T01:59:00Z');
    await sweep('2027-10-31T02:05:00Z');
    const reminders = await remindersOf(pupil.id);
    assert.deepEqual(
      reminders.map((r) => [r.subject, r.due_at.toISOString()]),
      [['day:2027-10-31', '2027-10-31T00:05:00.000Z']],
    );
    // Not sent in the first 02:00 (an instance down): still good through the second, never at 03:00.
    assert.equal(reminders[0]?.expires_at.toISOString(), '2027-10-31T02:00:00.000Z');
  });

  it('only on the days the learner chose', async () => {
    // Weekdays only: Saturday 4 April 2026 gets nothing, Monday 6 April does.
    const pupil = await learnerAt({ study_reminder_hour: 9, study_reminder_days: [1, 2, 3, 4, 5], time_zone: 'UTC' });
    await sweep('2026-04-04T09:15:00Z');
    await sweep('2026-04-06T09:15:00Z');
    assert.deepEqual(
      (await remindersOf(pupil.id)).map((r) => r.subject),
      ['day:2026-04-06'],
    );
  });

  it('nobody without a chosen hour is reminded (the hour is null until the learner picks one)', async () => {
    const pupil = await learnerAt({ time_zone: 'UTC' });
    for (let hour = 0; hour < 24; hour += 1) await sweep(`2026-04-07T${String(hour).padStart(2, '0')}:30:00Z`);
    assert.deepEqual(await remindersOf(pupil.id), []);
  });
});

describe('study reminder: once a day at most', () => {
  it('later sweeps in the hour, a second instance’s job run, and an hour moved later the same day queue nothing more', async () => {
    const pupil = await learnerAt({ study_reminder_hour: 18, time_zone: 'Europe/Bratislava' });
    const first = await sweep('2026-05-12T16:00:30Z');
    assert.ok(first.reminded >= 1);
    await sweep('2026-05-12T16:01:30Z');
    await sweep('2026-05-12T16:59:30Z');
    // The scheduled job's entry (what each instance runs every minute), forced past its lease.
    const report = await runScheduledJob(
      db,
      STUDY_REMINDER_JOB,
      60_000,
      studyReminderJob(() => at('2026-05-12T16:30:00Z')),
      {
        force: true,
      },
    );
    assert.equal(report?.candidates, 0, 'the learners already reminded today are not even read again');
    await patchSettings(pupil.headers, { study_reminder_hour: 20 });
    await sweep('2026-05-12T18:05:00Z');
    assert.deepEqual(
      (await remindersOf(pupil.id)).map((r) => r.subject),
      ['day:2026-05-12'],
    );
    await sweep('2026-05-13T18:05:00Z');
    assert.deepEqual(
      (await remindersOf(pupil.id)).map((r) => r.subject),
      ['day:2026-05-12', 'day:2026-05-13'],
    );
  });
});

describe('study reminder: quiet hours, 22:00 to 07:00 on the learner’s clock', () => {
  it('a 21:00 reminder is not sent after 22:00, and none starts in the night for an evening hour', async () => {
    const pupil = await learnerAt({ study_reminder_hour: 21, time_zone: 'Europe/Bratislava' });
    // 22:10 in Bratislava (UTC+2 in June): the instance was down through 21:00-22:00.
    await sweep('2026-06-02T20:10:00Z');
    assert.deepEqual(await remindersOf(pupil.id), []);
    await sweep('2026-06-03T19:59:00Z');
    const [queued] = await remindersOf(pupil.id);
    // Not out by 22:00 (a pause of the Bot API): the worker marks it expired instead of sending it.
    assert.equal(queued?.expires_at.toISOString(), '2026-06-03T20:00:00.000Z');
  });

  it('a night hour the learner chose comes at that hour', async () => {
    const owl = await learnerAt({ study_reminder_hour: 23, time_zone: 'Europe/Bratislava' });
    const lark = await learnerAt({ study_reminder_hour: 6, time_zone: 'Europe/Bratislava' });
    await sweep('2026-06-04T21:05:00Z');
    await sweep('2026-06-05T04:05:00Z');
    assert.deepEqual(
      (await remindersOf(owl.id)).map((r) => [r.subject, r.expires_at.toISOString()]),
      [['day:2026-06-04', '2026-06-04T22:00:00.000Z']],
    );
    assert.deepEqual(
      (await remindersOf(lark.id)).map((r) => [r.subject, r.expires_at.toISOString()]),
      [['day:2026-06-05', '2026-06-05T05:00:00.000Z']],
    );
  });
});

/** A learner who submitted day 1's listening with two slips; that submit and the cards moved to `submitted`. */
async function slipped(submitted: string, hour: number) {
  const pupil = await learnerWithTwoSlips(app, db);
  await patchSettings(pupil.headers, { study_reminder_hour: hour, time_zone: 'Europe/Bratislava' });
  await db.query('UPDATE section_progress SET submitted_at = $2 WHERE user_id = $1 AND submitted_at IS NOT NULL', [
    pupil.id,
    at(submitted),
  ]);
  await db.query('UPDATE user_activities SET started_at = $2 WHERE user_id = $1', [pupil.id, at(submitted)]);
  await db.query(`UPDATE review_cards SET due = $2::timestamptz + interval '1 day' WHERE user_id = $1`, [
    pupil.id,
    at(submitted),
  ]);
  return pupil;
}

describe('study reminder: what there is to do, and not after studying', () => {
  it('a section submitted today: no reminder', async () => {
    const pupil = await slipped('2026-07-01T07:00:00Z', 18);
    await sweep('2026-07-01T16:05:00Z');
    assert.deepEqual(await remindersOf(pupil.id), []);
  });

  it('a section submitted yesterday: the day still open and yesterday’s two mistakes due, both said', async () => {
    const pupil = await slipped('2026-07-02T07:00:00Z', 18);
    await sweep('2026-07-03T16:05:00Z');
    const [reminder] = await remindersOf(pupil.id);
    assert.deepEqual(reminder?.payload.message, {
      text: 'Je čas na slovenčinu! Aktivita na dnes na Vás čaká a na opakovanie máte 2 položky.',
      path: '/activity',
      button: 'Otvoriť aktivitu',
    });
  });

  it('a review session finished today: no reminder', async () => {
    const pupil = await slipped('2026-07-04T07:00:00Z', 18);
    await db.query(
      `INSERT INTO review_sessions (user_id, session_key, started_at, finished_at)
       VALUES ($1, gen_random_uuid(), $2, $2)`,
      [pupil.id, at('2026-07-05T06:30:00Z')],
    );
    await sweep('2026-07-05T16:05:00Z');
    assert.deepEqual(await remindersOf(pupil.id), []);
  });

  it('the last day of the course finished: only the reviews are left, and the message opens them', async () => {
    const pupil = await slipped('2026-07-06T07:00:00Z', 18);
    // The learner reached and finished the course's last published day yesterday: no next day to open.
    const last = await lastPublishedDay(db);
    await db.query('INSERT INTO user_activities (user_id, activity_id, started_at) VALUES ($1, $2, $3)', [
      pupil.id,
      last,
      at('2026-07-06T07:00:00Z'),
    ]);
    await db.query(
      `INSERT INTO section_progress (user_id, section_id, status, started_at, submitted_at)
       SELECT $1, s.id, 'submitted', $3, $3 FROM activity_sections s WHERE s.activity_id = $2`,
      [pupil.id, last, at('2026-07-06T07:00:00Z')],
    );
    await sweep('2026-07-07T16:05:00Z');
    const [reminder] = await remindersOf(pupil.id);
    assert.deepEqual(reminder?.payload.message, {
      text: 'Je čas na slovenčinu! Na opakovanie máte 2 položky.',
      path: '/activity/review',
      button: 'Opakovať',
    });
  });

  it('nothing open and nothing due: no reminder', async () => {
    const pupil = await slipped('2026-07-08T07:00:00Z', 18);
    const last = await lastPublishedDay(db);
    await db.query('INSERT INTO user_activities (user_id, activity_id, started_at) VALUES ($1, $2, $3)', [
      pupil.id,
      last,
      at('2026-07-08T07:00:00Z'),
    ]);
    await db.query(
      `INSERT INTO section_progress (user_id, section_id, status, started_at, submitted_at)
       SELECT $1, s.id, 'submitted', $3, $3 FROM activity_sections s WHERE s.activity_id = $2`,
      [pupil.id, last, at('2026-07-08T07:00:00Z')],
    );
    await db.query(`UPDATE review_cards SET due = $2 WHERE user_id = $1`, [pupil.id, at('2026-07-20T07:00:00Z')]);
    await sweep('2026-07-09T16:05:00Z');
    assert.deepEqual(await remindersOf(pupil.id), []);
  });
});

describe('study reminder: its toggle', () => {
  it('off (or its parent off): no reminder; on again: the next day’s comes', async () => {
    const quiet = await learnerAt({ study_reminder_hour: 10, time_zone: 'UTC' });
    const parentOff = await learnerAt({ study_reminder_hour: 10, time_zone: 'UTC' });
    await patchSettings(quiet.headers, { notify_on_study_reminder: false });
    await patchSettings(parentOff.headers, { notify_on_study: false });
    await sweep('2026-08-10T10:05:00Z');
    assert.deepEqual(await remindersOf(quiet.id), []);
    assert.deepEqual(await remindersOf(parentOff.id), []);
    await patchSettings(quiet.headers, { notify_on_study_reminder: true });
    await sweep('2026-08-11T10:05:00Z');
    assert.deepEqual(
      (await remindersOf(quiet.id)).map((r) => r.subject),
      ['day:2026-08-11'],
    );
  });
});

describe('study reminder: the reviews it counts are of items that still exist', () => {
  it('an item or a whole task an editor removed is not counted from the moment the change is published, before the learner reads anything', async () => {
    const statementGone = await slipped('2026-09-01T07:00:00Z', 18);
    const taskGone = await slipped('2026-09-01T07:00:00Z', 19);
    const studio = apiAs(app, (await staffUser(app, db, ['editor'])).headers);
    const edit = (change: (save: StudioDaySave) => void) => publishDayChange(studio, statementGone.activityId, change);
    // 'Lucia je lekárka.' leaves its task (a new version without it).
    await edit((save) => {
      const task = save.sections[0]!.tasks[1]!;
      if (task.type === 'EvaluationTask') task.statements = task.statements.filter((s) => s.text !== 'Lucia je lekárka.');
    });
    await sweep('2026-09-02T16:05:00Z');
    assert.equal(
      (await remindersOf(statementGone.id))[0]?.payload.message.text,
      'Je čas na slovenčinu! Aktivita na dnes na Vás čaká a na opakovanie máte 1 položku.',
    );
    // Then the task of 'Odkiaľ je Lucia?' goes whole: nothing of the two slips is left to review.
    await edit((save) => {
      save.sections[0]!.tasks = save.sections[0]!.tasks.filter((t) => t.type !== 'QuestionTask');
    });
    await sweep('2026-09-03T17:05:00Z');
    assert.equal(
      (await remindersOf(taskGone.id))[0]?.payload.message.text,
      'Je čas na slovenčinu! Aktivita na dnes na Vás čaká.',
    );
  });
});
