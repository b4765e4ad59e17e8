/**
 * Item analysis for editors on seeded answers (server/src/modules/studio/README.md, "Item
 * analysis"): learners submit day 1's listening section, three of them with the same two slips
 * ('Odkiaľ je Lucia?' answered 'Z Bratislavy', 'Lucia je lekárka.' answered true), one with none.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Section, TodayActivity } from '@app/activities-contract';
import type { StudioCourseAnalysis, StudioDay, StudioDayAnalysis, StudioSaveResult } from '@app/studio-contract';
import { STUDIO_HARDEST_MIN_ANSWERED } from '@app/studio-contract';
import type { Db } from '../src/db/types';
import { learner, rightAnswers } from './activities-fixtures';
import { createTestApp } from './helpers';
import { learnerWithTwoSlips } from './review-support';
import { staffUser } from './staff-support';
import { apiAs, toSave } from './studio-support';

let app: FastifyInstance;
let db: Db;
before(async () => ({ app, db } = await createTestApp()));
after(() => app.close());

/** A learner who submits day 1's listening section with every answer right. */
async function learnerWithNoSlip() {
  const pupil = await learner(app, db);
  const api = apiAs(app, pupil.headers);
  const today = (await api.get('/activities/today?tz=Europe/Bratislava')).json() as TodayActivity;
  const listening = today.activity.sections.find((s) => s.section_type === 'listening')!;
  const section = (await api.get(`/activities/section/${listening.section_id}`)).json() as Section;
  const submitted = await api.post(`/activities/submit?section_id=${listening.section_id}`, await rightAnswers(db, section));
  assert.equal(submitted.statusCode, 200, submitted.body);
}

const itemsByLabel = (analysis: StudioDayAnalysis) =>
  Object.fromEntries(analysis.tasks.flatMap((t) => t.items.map((i) => [i.label, [i.answered, i.wrong]])));

describe('studio: item analysis', () => {
  it('counts each task’s learners and each item’s wrong first answers, carries them across a fixed key, and shows the day’s hardest items', async () => {
    const slipped = [];
    for (let i = 0; i < 3; i += 1) slipped.push(await learnerWithTwoSlips(app, db));
    await learnerWithNoSlip();
    const dayId = slipped[0]!.activityId;
    const editor = await staffUser(app, db, ['editor']);
    const studio = apiAs(app, editor.headers);

    const first = await studio.get(`/studio/days/${dayId}/analysis`);
    assert.equal(first.statusCode, 200, first.body);
    const analysis = first.json() as StudioDayAnalysis;
    const day = (await studio.get(`/studio/days/${dayId}`)).json() as StudioDay;
    // Every live task of the day, in the form's order.
    assert.deepEqual(
      analysis.tasks.map((t) => t.task_id),
      day.sections.flatMap((s) => s.tasks.map((t) => t.id)),
    );
    const listeningTasks = day.sections.find((s) => s.section_type === 'listening')!.tasks.map((t) => t.id);
    for (const task of analysis.tasks.filter((t) => listeningTasks.includes(t.task_id))) assert.equal(task.answered, 4);
    const byLabel = itemsByLabel(analysis);
    assert.deepEqual(byLabel['Odkiaľ je Lucia?'], [4, 3]);
    assert.deepEqual(byLabel['Lucia je lekárka.'], [4, 3]);
    const others = analysis.tasks
      .filter((t) => listeningTasks.includes(t.task_id))
      .flatMap((t) => t.items)
      .filter((i) => !['Odkiaľ je Lucia?', 'Lucia je lekárka.'].includes(i.label));
    assert.ok(others.length > 0 && others.every((i) => i.answered === 4 && i.wrong === 0), JSON.stringify(others));
    // Sections nobody submitted: their tasks are listed with nobody.
    assert.ok(analysis.tasks.some((t) => !listeningTasks.includes(t.task_id) && t.answered === 0));

    const course = (await studio.get('/studio/course/analysis')).json() as StudioCourseAnalysis;
    assert.deepEqual(
      course.days.map((d) => [d.day_id, d.hardest.map((h) => [h.label, h.answered, h.wrong])]),
      [
        [
          dayId,
          [
            ['Odkiaľ je Lucia?', 4, 3],
            ['Lucia je lekárka.', 4, 3],
          ],
        ],
      ],
      'only day 1 has answers; its two slips, nothing else anyone got wrong',
    );

    // The editor fixes the key of 'Odkiaľ je Lucia?' (a new version: the task was answered); a
    // fifth learner answers the new version, again 'Z Bratislavy'.
    const save = toSave(day);
    const task = save.sections.find((s) => s.section_type === 'listening')!.tasks[0]!;
    if (task.type === 'QuestionTask') task.queries[0]!.accepted = ['Zo Žiliny'];
    const draft = await studio.put(`/studio/days/${dayId}`, save);
    assert.equal(draft.statusCode, 200, draft.body);
    const published = await studio.post(`/studio/days/${dayId}/draft/publish`, {
      version: (draft.json() as StudioSaveResult).day.version,
    });
    assert.equal(published.statusCode, 200, published.body);
    await learnerWithTwoSlips(app, db);
    const after = (await studio.get(`/studio/days/${dayId}/analysis`)).json() as StudioDayAnalysis;
    assert.ok(!after.tasks.some((t) => t.task_id === analysis.tasks[0]!.task_id), 'the old version is not listed');
    assert.deepEqual(itemsByLabel(after)['Odkiaľ je Lucia?'], [5, 4], 'both versions’ learners, under the live task');
    assert.deepEqual(itemsByLabel(after)['Lucia je lekárka.'], [5, 4]);
  });

  it('the figures are the stored answers’, whoever removes one: a deleted account’s answers leave the day’s and the course’s hardest items', async () => {
    // Enough learners for the item to be among the hardest (STUDIO_HARDEST_MIN_ANSWERED) after one goes.
    for (let i = 0; i < STUDIO_HARDEST_MIN_ANSWERED; i += 1) await learnerWithTwoSlips(app, db);
    const pupil = await learnerWithTwoSlips(app, db);
    const studio = apiAs(app, (await staffUser(app, db, ['editor'])).headers);
    /** 'Odkiaľ je Lucia?' as the stored answers have it: its task's rows, and those whose first query is wrong. */
    const stored = async () => {
      const [row] = await db.query<{ answered: number; wrong: number }>(
        `SELECT count(*)::int AS answered,
                count(*) FILTER (WHERE ts.result_data->'queries' @> '[{"query_id": 1, "is_correct": false}]')::int AS wrong
         FROM task_submissions ts JOIN activity_tasks t ON t.id = ts.task_id
         WHERE t.section_id = $1 AND t.concrete_type = 'QuestionTask'`,
        [pupil.sectionId],
      );
      return [row!.answered, row!.wrong];
    };
    const figures = async () => {
      const course = (await studio.get('/studio/course/analysis')).json() as StudioCourseAnalysis;
      const lucia = course.days.find((d) => d.day_id === pupil.activityId)!.hardest.find((h) => h.label === 'Odkiaľ je Lucia?')!;
      const day = itemsByLabel((await studio.get(`/studio/days/${pupil.activityId}/analysis`)).json() as StudioDayAnalysis);
      assert.deepEqual(day['Odkiaľ je Lucia?'], [lucia.answered, lucia.wrong], 'the day says what the course says');
      return [lucia.answered, lucia.wrong];
    };
    assert.deepEqual(await figures(), await stored());
    // The account goes, and its answers with it (ON DELETE CASCADE): no code of the app runs.
    await db.query('DELETE FROM users WHERE id = $1', [pupil.id]);
    const after = await stored();
    assert.deepEqual(await figures(), after);
    assert.ok(after[1]! >= STUDIO_HARDEST_MIN_ANSWERED - 1);
  });

  it('is for editors: a learner gets 403, an unknown day 404', async () => {
    const pupil = await learner(app, db);
    const refused = await apiAs(app, pupil.headers).get('/studio/course/analysis');
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal((await apiAs(app, pupil.headers).get('/studio/days/1/analysis')).statusCode, 403);
    const editor = await staffUser(app, db, ['editor']);
    const missing = await apiAs(app, editor.headers).get('/studio/days/999999/analysis');
    assert.equal(missing.statusCode, 404, missing.body);
  });
});
