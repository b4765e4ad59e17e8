import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { StudioDay } from '@app/studio-contract';
import type { Db } from '../src/db/types';
import { nextUnlock } from '../src/modules/activities/clock';
import { SCHOOL_TIME_ZONE } from '../src/zone';
import { FakeBotApi } from './fake-bot-api';
import { createTestApp } from './helpers';
import { staffUser, type Headers } from './staff-support';
import { fakeBotConfig } from './two-instances';
import { dayNine, learnerWhoFinishedDayEight, uploadRecording } from './studio-support';

describe('studio: a new day going live tells the learners who wait for it', () => {
  let fake: FakeBotApi;
  let app: FastifyInstance;
  let db: Db;
  before(async () => {
    fake = await new FakeBotApi().start();
    ({ app, db } = await createTestApp({ bot: fakeBotConfig(fake, 1000) }));
  });
  after(async () => {
    await app.close();
    await fake.close();
  });

  const as = (headers: Headers) => ({
    get: (url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers }),
    post: (url: string, payload?: object) => app.inject({ method: 'POST', url: `/api${url}`, headers, payload }),
    patch: (url: string, payload: object) => app.inject({ method: 'PATCH', url: `/api${url}`, headers, payload }),
  });
  const dayEightSections = `SELECT s.id FROM activity_sections s WHERE s.activity_id =
    (SELECT id FROM activities WHERE published_at IS NOT NULL ORDER BY available_on DESC, id DESC LIMIT 1)`;
  const messagesTo = (tg: { id: number }) => fake.callsOf('sendMessage').filter((call) => call.params.chat_id === tg.id);

  it('each learner who finished the last day gets one message when the day unlocks for them, as their settings allow', async () => {
    const editor = await staffUser(app, db, ['editor']);
    const waiting = await learnerWhoFinishedDayEight(app, db);
    const quiet = await learnerWhoFinishedDayEight(app, db);
    assert.equal((await as(quiet.headers).patch('/users/me/settings', { notify_on_new_tasks: false })).statusCode, 200);
    const unfinished = await learnerWhoFinishedDayEight(app, db);
    await db.query(
      `UPDATE section_progress SET status = 'started', submitted_at = NULL WHERE user_id = $1 AND section_id IN (
      ${dayEightSections} LIMIT 1)`,
      [unfinished.id],
    );
    // Finished day 8 a minute ago: day 9 unlocks for them at 08:00 tomorrow on their clock.
    const justDone = await learnerWhoFinishedDayEight(app, db);
    const finishedAt = new Date(Date.now() - 60_000);
    await db.query(`UPDATE section_progress SET submitted_at = $2 WHERE user_id = $1 AND section_id IN (${dayEightSections})`, [
      justDone.id,
      finishedAt,
    ]);
    await db.query(
      `UPDATE user_activities SET started_at = $2 WHERE user_id = $1 AND activity_id =
      (SELECT activity_id FROM activity_sections WHERE id IN (${dayEightSections}) LIMIT 1)`,
      [justDone.id, new Date(finishedAt.getTime() - 60_000)],
    );
    assert.equal((await as(editor.headers).get('/studio/course')).json().waiting, 3);

    const draft: StudioDay = (
      await as(editor.headers).post('/studio/days', dayNine(await uploadRecording(app, editor.headers)))
    ).json();
    await app.outbox.drain();
    assert.equal(messagesTo(waiting.tg).length, 0, 'a draft tells nobody');

    const published = await as(editor.headers).post(`/studio/days/${draft.id}/publish`, { version: draft.version });
    assert.equal(published.statusCode, 200, published.body);
    const rows = await db.query<{ user_id: number; status: string; due_at: Date }>(
      `SELECT user_id, status, due_at FROM outbox WHERE kind = 'next_activity' AND subject = $1 ORDER BY user_id`,
      [`activity:${draft.id}`],
    );
    assert.deepEqual(
      rows.map((r) => Number(r.user_id)).sort((a, b) => a - b),
      [waiting.id, quiet.id, justDone.id].sort((a, b) => a - b),
      'one message for each learner the studio counted as waiting',
    );
    const due = rows.find((r) => Number(r.user_id) === justDone.id)!.due_at;
    assert.equal(due.getTime(), nextUnlock(finishedAt, SCHOOL_TIME_ZONE).getTime());

    await app.outbox.drain();
    const [message, ...more] = messagesTo(waiting.tg);
    assert.equal(more.length, 0);
    assert.equal(message!.params.text, 'Ďalšia aktivita (deň 9) je otvorená. Poďme na to!');
    const markup = message!.params.reply_markup as { inline_keyboard: Array<Array<{ text: string; web_app: { url: string } }>> };
    assert.deepEqual(markup.inline_keyboard[0]![0], {
      text: 'Otvoriť aktivitu',
      web_app: { url: 'https://app.example.test/activity' },
    });
    assert.equal(messagesTo(quiet.tg).length, 0, 'notify_on_new_tasks off');
    assert.equal(messagesTo(unfinished.tg).length, 0);
    assert.equal(messagesTo(justDone.tg).length, 0, 'not before it unlocks for them');
    const quietRow = await db.query<{ status: string }>(`SELECT status FROM outbox WHERE user_id = $1 AND subject = $2`, [
      quiet.id,
      `activity:${draft.id}`,
    ]);
    assert.equal(quietRow[0]!.status, 'skipped');

    // The message is true: the day is theirs.
    assert.equal((await as(waiting.headers).get('/activities/today?tz=UTC')).json().activity.day, 9);
  });
});
