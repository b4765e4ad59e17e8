import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Section } from '@app/activities-contract';
import type { StudioDay, StudioSaveResult } from '@app/studio-contract';
import type { Db } from '../src/db/types';
import { createTestApp } from './helpers';
import { staffUser, type Headers } from './staff-support';
import { dayNine, learnerWhoFinishedDayEight, toSave, uploadRecording } from './studio-support';

describe('activities: an answer to a task an editor replaced', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => ({ app, db } = await createTestApp()));
  after(() => app.close());

  const as = (headers: Headers) => ({
    get: (url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers }),
    post: (url: string, payload?: object) => app.inject({ method: 'POST', url: `/api${url}`, headers, payload }),
    put: (url: string, payload: object) => app.inject({ method: 'PUT', url: `/api${url}`, headers, payload }),
  });

  it('is a 400 in Slovak naming the answer’s task_id, stores nothing and keeps the section open; the new version is scored', async () => {
    const editor = await staffUser(app, db, ['editor']);
    const audio = await uploadRecording(app, editor.headers);
    const created: StudioDay = (await as(editor.headers).post('/studio/days', dayNine(audio))).json();
    const live: StudioDay = (
      await as(editor.headers).post(`/studio/days/${created.id}/publish`, { version: created.version })
    ).json();
    const [slow, quick] = [await learnerWhoFinishedDayEight(app, db), await learnerWhoFinishedDayEight(app, db)];
    const sectionId = live.sections[0]!.id;
    // Day 9 becomes theirs on their next request (the course's next unlock has passed).
    for (const learner of [slow, quick])
      assert.equal((await as(learner.headers).get('/activities/today?tz=UTC')).json().activity.day, 9);
    // Both open the listening section; one answers, so the edit below versions the task.
    const opened = (await as(slow.headers).get(`/activities/section/${sectionId}`)).json() as Section;
    const question = opened.tasks.find((t) => t.concrete_type === 'QuestionTask')!;
    const answer = (taskId: number) => [
      { task_id: taskId, task_type: 'QuestionTask', data: { queries: [{ query_id: 2, answer: 'zo štvrtej' }] } },
    ];
    await as(quick.headers).get(`/activities/section/${sectionId}`);
    assert.equal(
      (await as(quick.headers).post(`/activities/submit?section_id=${sectionId}`, answer(question.id))).statusCode,
      200,
    );

    // The editor accepts 'zo štvrtej' and publishes it: the task answered once is replaced.
    const day: StudioDay = (await as(editor.headers).get(`/studio/days/${live.id}`)).json();
    const save = toSave(day);
    const task = save.sections[0]!.tasks[0]!;
    if (task.type === 'QuestionTask') task.queries[1]!.accepted = ['zo štvrtej'];
    const draft: StudioSaveResult = (await as(editor.headers).put(`/studio/days/${live.id}`, save)).json();
    const went = await as(editor.headers).post(`/studio/days/${live.id}/draft/publish`, { version: draft.day.version });
    assert.equal(went.statusCode, 200, went.body);

    const refused = await as(slow.headers).post(`/activities/submit?section_id=${sectionId}`, answer(question.id));
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual(refused.json(), {
      message: 'Táto úloha sa medzitým zmenila. Načítajte časť znova a odpovedzte na jej novú verziu.',
      field: '0.task_id',
    });
    assert.equal((await as(slow.headers).get(`/activities/section/${sectionId}/status`)).json().status, 'started');
    assert.equal(
      (await db.query('SELECT 1 FROM task_submissions WHERE section_id = $1 AND task_id = $2', [sectionId, question.id])).length,
      1, // the quick learner's only
    );

    // Reloaded, the section serves the new version, scored on the new key.
    const reloaded = (await as(slow.headers).get(`/activities/section/${sectionId}`)).json() as Section;
    const fresh = reloaded.tasks.find((t) => t.concrete_type === 'QuestionTask')!;
    assert.notEqual(fresh.id, question.id);
    const scored = await as(slow.headers).post(`/activities/submit?section_id=${sectionId}`, answer(fresh.id));
    assert.equal(scored.statusCode, 200, scored.body);
    assert.equal(scored.json().find((r: { task_id: number }) => r.task_id === fresh.id).correct_count, 1);
  });
});
