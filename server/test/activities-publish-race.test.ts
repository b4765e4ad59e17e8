import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Section, TaskResult } from '@app/activities-contract';
import type { StudioDay, StudioSaveResult } from '@app/studio-contract';
import type { Db } from '../src/db/types';
import { createTestApp, onPostgres, raceTest } from './helpers';
import { staffUser } from './staff-support';
import { apiAs, dayNine, learnerWhoFinishedDayEight, toSave, uploadRecording } from './studio-support';
import { TASK_CHANGED } from '../src/modules/activities/service';

/**
 * Rounds of the race. 50 in CI keeps the file to seconds (each round is six requests); the issue's
 * 200 (or any count: PUBLISH_RACE_ROUNDS) run with `npm run bench:publish-race`.
 */
const ROUNDS = Number(process.env.PUBLISH_RACE_ROUNDS ?? 50);

const KEYS = ['Do Žiliny', 'Do Nitry'] as const;

describe('activities: a publish racing a submit', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => {
    if (onPostgres) ({ app, db } = await createTestApp());
  });
  after(() => app?.close());

  raceTest(
    `${ROUNDS} rounds of a learner's submit against an editor's publish that changes the key: every answer scored on the version it is stored with, no deadlock, no 500`,
    async (t) => {
      const { headers } = await staffUser(app, db, ['editor']);
      const editor = apiAs(app, headers);
      const created: StudioDay = (await editor.post('/studio/days', dayNine(await uploadRecording(app, headers)))).json();
      const live: StudioDay = (await editor.post(`/studio/days/${created.id}/publish`, { version: created.version })).json();
      const pupil = await learnerWhoFinishedDayEight(app, db);
      const learner = apiAs(app, pupil.headers);
      assert.equal((await learner.get('/activities/today?tz=UTC')).json().activity.day, 9);
      const sectionId = live.sections[0]!.id;

      const outcomes = { scoredBeforePublish: 0, scoredAfterPublish: 0, refusedAsChanged: 0 };
      const misScored: string[] = [];
      const failures: string[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        // The learner starts the section afresh, so the task is unanswered and a publish may update it in place.
        await db.query('DELETE FROM task_submissions WHERE user_id = $1', [pupil.id]);
        await db.query(
          `UPDATE section_progress SET status = 'started', score = NULL, submitted_at = NULL, evaluated_at = NULL
           WHERE user_id = $1 AND section_id = $2`,
          [pupil.id, sectionId],
        );
        // The draft flips the choice's key and swaps the tasks' order (the form's order is not the ids').
        const save = toSave((await editor.get(`/studio/days/${live.id}`)).json());
        const tasks = save.sections[0]!.tasks;
        const question = tasks.find((task) => task.type === 'QuestionTask')!;
        if (question.type !== 'QuestionTask') throw new Error('unreachable');
        const next = question.queries[0]!.accepted[0] === KEYS[0] ? KEYS[1] : KEYS[0];
        question.queries[0]!.accepted = [next];
        save.sections[0]!.tasks = [...tasks].reverse();
        const draft = await editor.put(`/studio/days/${live.id}`, save);
        assert.equal(draft.statusCode, 200, draft.body);
        const version = (draft.json() as StudioSaveResult).day.version;

        const section = (await learner.get(`/activities/section/${sectionId}`)).json() as Section;
        const served = section.tasks.find((task) => task.concrete_type === 'QuestionTask')!;
        const answer = [{ task_id: served.id, task_type: 'QuestionTask', data: { queries: [{ query_id: 1, answer: next }] } }];
        const [submit, publish] = await Promise.all([
          learner.post(`/activities/submit?section_id=${sectionId}`, answer),
          editor.post(`/studio/days/${live.id}/draft/publish`, { version }),
        ]);
        if (publish.statusCode !== 200) failures.push(`round ${round}: publish ${publish.statusCode} ${publish.body}`);
        if (submit.statusCode === 400 && submit.json().message === TASK_CHANGED) {
          outcomes.refusedAsChanged += 1;
          continue;
        }
        if (submit.statusCode !== 200) {
          failures.push(`round ${round}: submit ${submit.statusCode} ${submit.body}`);
          continue;
        }
        // What the learner sees from now on: their answer, its mark and the solution beside it.
        const results = (await learner.get(`/activities/section/${sectionId}/submissions`)).json() as TaskResult[];
        const result = results.find((r) => r.task_type === 'QuestionTask');
        if (result?.task_type !== 'QuestionTask') throw new Error(`round ${round}: no result`);
        const item = result.data.queries[0]!;
        const solution = result.solution!.queries.find((q) => q.query_id === 1)!.answer;
        if (item.is_correct !== (item.answer === solution))
          misScored.push(
            `round ${round}: „${item.answer}“ marked ${item.is_correct ? 'right' : 'wrong'} beside the solution „${solution}“`,
          );
        if (item.is_correct) outcomes.scoredAfterPublish += 1;
        else outcomes.scoredBeforePublish += 1;
      }
      t.diagnostic(`outcomes: ${JSON.stringify(outcomes)}`);
      t.diagnostic(`mis-scored: ${misScored.length} ${misScored.slice(0, 3).join('; ')}`);
      assert.deepEqual(failures, [], 'no 500, no deadlock, no other failure');
      assert.deepEqual(misScored, [], 'every answer is marked by the key its solution shows');
    },
  );
});
