import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ActivityPreview, Section, TaskResult } from '@app/activities-contract';
import type { StudioDay, StudioDaySave, StudioSaveResult, StudioTaskInput } from '@app/studio-contract';
import type { Db } from '../src/db/types';
import { createTestApp } from './helpers';
import { staffUser, type Headers } from './staff-support';
import { apiAs, lastPublishedDay, learnerWhoFinishedDayEight, toSave } from './studio-support';

/** 'Náhľad' of a live day with unpublished changes: the draft as learners would be served it, scored by its keys. */
describe('studio: the preview of a live day with a draft', () => {
  let app: FastifyInstance;
  let db: Db;
  let editor: { id: number; headers: Headers };
  let pupil: { headers: Headers };
  let dayId: number;
  before(async () => {
    ({ app, db } = await createTestApp());
    editor = await staffUser(app, db, ['editor'], undefined, { first_name: 'Eva', last_name: 'Editorová' });
    pupil = await learnerWhoFinishedDayEight(app, db);
    dayId = await lastPublishedDay(db);
  });
  after(() => app.close());

  const as = (headers: Headers) => apiAs(app, headers);
  const read = async (): Promise<StudioDay> => (await as(editor.headers).get(`/studio/days/${dayId}`)).json();
  const preview = async (query = ''): Promise<ActivityPreview> => {
    const response = await as(editor.headers).get(`/activities/preview/${dayId}${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };
  const check = (sectionId: number, body: object[], query = '') =>
    as(editor.headers).post(`/activities/preview/submit?section_id=${sectionId}${query}`, body);
  const counts = (results: TaskResult[], taskId: number) => {
    const r = results.find((x) => x.task_id === taskId)!;
    return [r.correct_count, r.incorrect_count, r.missing_count];
  };
  const written = async () =>
    (
      await db.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM activity_tasks)::int + (SELECT count(*) FROM activity_sections)::int
              + (SELECT count(*) FROM task_submissions)::int + (SELECT count(*) FROM section_progress)::int AS n`,
      )
    )[0]!.n;

  /** The edit under test: a section's text, a key, a task removed, a task and a section added. */
  function edit(live: StudioDay): {
    save: StudioDaySave;
    question: { section: number; task: number; oldAnswer: string; newAnswer: string };
  } {
    const save = toSave(live);
    const s = save.sections.findIndex((x) => x.tasks.some((t) => t.type === 'QuestionTask'));
    const t = save.sections[s]!.tasks.findIndex((x) => x.type === 'QuestionTask');
    const task = save.sections[s]!.tasks[t] as Extract<StudioTaskInput, { type: 'QuestionTask' }>;
    const query = task.queries[0]!;
    const oldAnswer = query.accepted[0]!;
    const newAnswer = query.options.find((o) => o !== oldAnswer) ?? 'úplne iná odpoveď';
    query.accepted = [newAnswer];
    save.sections[s]!.text = 'Opravený text, ktorý ešte nik nevidel.';
    // A task removed: the last one of a section holding several, not the changed question.
    const r = save.sections.findIndex((x, i) => x.tasks.length > 1 && (i !== s || t !== x.tasks.length - 1));
    save.sections[r]!.tasks.pop();
    save.sections[s]!.tasks.push({
      type: 'MatchingTask',
      instructions: 'Spojte slová.',
      pairs: [
        { left: 'pes', right: 'dog' },
        { left: 'mačka', right: 'cat' },
      ],
    });
    save.sections.push({
      section_type: 'reading',
      title: 'Nová časť',
      text: 'Ráno pijem kávu.',
      time_required: 2,
      audio_file_id: null,
      tasks: [{ type: 'GapsTask', instructions: 'Doplňte.', text: 'Ráno pijem {gap1}.', gaps: ['kávu'], distractors: ['čaj'] }],
    });
    return { save, question: { section: s, task: t, oldAnswer, newAnswer } };
  }

  it('shows the draft: its sections in order, texts, audio, tasks with the draft ids; scores by the draft keys; writes nothing; learners keep the live day', async () => {
    const live = await read();
    const learnerBefore = await Promise.all(
      live.sections.map(async (s) => (await as(pupil.headers).get(`/activities/section/${s.id}`)).json() as Promise<Section>),
    );
    const livePreview = await preview();
    assert.equal(livePreview.state, 'published');
    assert.equal(livePreview.other_version, false);

    const { save, question } = edit(live);
    const saved = await as(editor.headers).put(`/studio/days/${dayId}`, save);
    assert.equal(saved.statusCode, 200, saved.body);
    const draft: StudioDay = (saved.json() as StudioSaveResult).day;
    const removed = live.sections
      .flatMap((s) => s.tasks.map((t) => t.id))
      .filter((id) => !draft.sections.some((s) => s.tasks.some((t) => t.id === id)));
    assert.equal(removed.length, 1);

    const before = await written();
    const shown = await preview();
    assert.equal(shown.state, 'draft');
    assert.equal(shown.live, true);
    assert.equal(shown.other_version, true);
    // Its sections in its order, with the draft's ids (the live ones kept, reserved ones for new parts).
    assert.deepEqual(
      shown.sections.map((s) => [s.id, s.title, s.text, s.tasks.map((t) => t.id)]),
      draft.sections.map((s) => [s.id, s.title, s.text, s.tasks.map((t) => t.id)]),
    );
    assert.equal(shown.sections[question.section]!.text, 'Opravený text, ktorý ešte nik nevidel.');
    assert.ok(!shown.sections.some((s) => s.tasks.some((t) => removed.includes(t.id))));
    // Files as learners get them: the live recording stays on the draft's listening section.
    for (const [i, section] of live.sections.entries())
      assert.deepEqual(
        shown.sections[i]!.files.map((f) => f.file_url),
        section.audio ? [section.audio.url] : [],
      );
    // Tasks as learners are served them: no keys, the bank shuffled, the same on every load.
    const added = shown.sections.at(-1)!;
    const gaps = added.tasks[0]!;
    assert.equal(gaps.concrete_type, 'GapsTask');
    assert.ok(!JSON.stringify(shown).includes('answer_key'));
    assert.deepEqual(await preview(), shown);

    // The changed key scores: the draft's answer is right, the live one wrong.
    const q = shown.sections[question.section]!;
    const qTask = q.tasks[question.task]!;
    const answer = (text: string) => [
      { task_id: qTask.id, task_type: 'QuestionTask', data: { queries: [{ query_id: 1, answer: text }] } },
    ];
    const right = await check(q.id, answer(question.newAnswer));
    assert.equal(right.statusCode, 200, right.body);
    assert.equal(counts(right.json(), qTask.id)[0], 1);
    const wrong: TaskResult[] = (await check(q.id, answer(question.oldAnswer))).json();
    assert.deepEqual(counts(wrong, qTask.id).slice(0, 2), [0, 1]);

    // The new task (a reserved id) and the new section answer like any other.
    const matching = q.tasks.at(-1)!;
    assert.equal(matching.concrete_type, 'MatchingTask');
    const matched = await check(q.id, [
      {
        task_id: matching.id,
        task_type: 'MatchingTask',
        data: {
          pairs: [
            { left: 'pes', right: 'dog' },
            { left: 'mačka', right: 'cat' },
          ],
        },
      },
    ]);
    assert.equal(matched.statusCode, 200, matched.body);
    assert.deepEqual(counts(matched.json(), matching.id), [2, 0, 0]);
    const filled = await check(added.id, [
      { task_id: gaps.id, task_type: 'GapsTask', data: { options: [{ phrase: 'kávu', position: 1 }] } },
    ]);
    assert.equal(filled.statusCode, 200, filled.body);
    assert.deepEqual(counts(filled.json(), gaps.id), [1, 0, 0]);

    // The removed task is not the draft's: answering it is refused at the field.
    const owner = live.sections.find((s) => s.tasks.some((t) => t.id === removed[0]))!;
    const gone = live.sections.flatMap((s) => s.tasks).find((t) => t.id === removed[0])!;
    const refused = await check(owner.id, [{ task_id: gone.id, task_type: gone.type, data: {} }]);
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal(refused.json().field, '0.task_id');

    // Nothing written; the learner is served the live day as before.
    assert.equal(await written(), before);
    const learnerAfter = await Promise.all(
      live.sections.map(async (s) => (await as(pupil.headers).get(`/activities/section/${s.id}`)).json() as Promise<Section>),
    );
    assert.deepEqual(learnerAfter, learnerBefore);
    assert.equal((await as(pupil.headers).get(`/activities/section/${added.id}`)).statusCode, 404);

    // The live version on request: what learners are served, scored by the live key.
    const liveShown = await preview('?version=live');
    assert.equal(liveShown.state, 'published');
    assert.equal(liveShown.other_version, true);
    assert.deepEqual(liveShown.sections, livePreview.sections);
    const liveRight: TaskResult[] = (await check(q.id, answer(question.oldAnswer), '&version=live')).json();
    assert.equal(counts(liveRight, qTask.id)[0], 1);
    assert.equal((await check(added.id, [], '&version=live')).statusCode, 404);
  });

  it('follows the draft: discarded, the live day again; published, the new live day with no other version', async () => {
    const withDraft = await read();
    assert.ok(withDraft.draft, 'the previous test left a draft');
    const dropped = await as(editor.headers).post(`/studio/days/${dayId}/draft/discard`, { version: withDraft.version });
    assert.equal(dropped.statusCode, 200, dropped.body);
    const live = await preview();
    assert.equal(live.state, 'published');
    assert.equal(live.other_version, false);
    assert.deepEqual(
      live.sections.map((s) => s.id),
      (dropped.json() as StudioDay).sections.map((s) => s.id),
    );

    const save = toSave(dropped.json());
    save.sections[0]!.title = 'Publikovaný nový názov';
    const saved: StudioSaveResult = (await as(editor.headers).put(`/studio/days/${dayId}`, save)).json();
    assert.equal((await preview()).sections[0]!.title, 'Publikovaný nový názov');
    assert.equal((await preview('?version=live')).sections[0]!.title, live.sections[0]!.title);
    const went = await as(editor.headers).post(`/studio/days/${dayId}/draft/publish`, { version: saved.day.version });
    assert.equal(went.statusCode, 200, went.body);
    const after = await preview();
    assert.equal(after.state, 'published');
    assert.equal(after.other_version, false);
    assert.equal(after.sections[0]!.title, 'Publikovaný nový názov');
  });
});
