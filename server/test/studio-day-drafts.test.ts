import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Section } from '@app/activities-contract';
import type { StudioDay, StudioSaveResult } from '@app/studio-contract';
import type { Db } from '../src/db/types';
import { createTestApp } from './helpers';
import { staffUser, type Headers } from './staff-support';
import { apiAs, lastPublishedDay, learnerWhoFinishedDayEight, toSave } from './studio-support';

describe('studio: the draft of a live day', () => {
  let app: FastifyInstance;
  let db: Db;
  let editor: { id: number; headers: Headers };
  let other: { id: number; headers: Headers };
  let pupil: { headers: Headers };
  let dayId: number;
  before(async () => {
    ({ app, db } = await createTestApp());
    editor = await staffUser(app, db, ['editor'], undefined, { first_name: 'Eva', last_name: 'Editorová' });
    other = await staffUser(app, db, ['editor'], undefined, { first_name: 'Ján', last_name: 'Druhý' });
    pupil = await learnerWhoFinishedDayEight(app, db);
    dayId = await lastPublishedDay(db);
  });
  after(() => app.close());

  const as = (headers: Headers) => apiAs(app, headers);
  const read = async (): Promise<StudioDay> => (await as(editor.headers).get(`/studio/days/${dayId}`)).json();
  const learnerSection = async (id: number): Promise<Section> =>
    (await as(pupil.headers).get(`/activities/section/${id}`)).json();

  it('a save of a published day is its draft: learners keep the live version until Publikovať, new parts included', async () => {
    const live = await read();
    assert.equal(live.state, 'published');
    assert.equal(live.draft, null);
    const firstId = live.sections[0]!.id;
    const liveTitle = live.sections[0]!.title;
    const liveTasks = (await learnerSection(firstId)).tasks.map((t) => t.id);

    const save = toSave(live);
    save.sections[0]!.title = 'Nový názov';
    save.sections[0]!.tasks.push({
      type: 'EvaluationTask',
      instructions: 'Pravda alebo lož?',
      statements: [{ text: 'Nová úloha.', value: 'true' }],
    });
    const saved = await as(editor.headers).put(`/studio/days/${dayId}`, save);
    assert.equal(saved.statusCode, 200, saved.body);
    const draft: StudioSaveResult = saved.json();
    assert.equal(draft.day.state, 'published');
    assert.equal(draft.day.draft?.saved_by, 'Eva Editorová');
    assert.equal(draft.day.sections[0]!.title, 'Nový názov');
    const listed = (await as(editor.headers).get('/studio/course')).json();
    assert.equal(listed.days.find((d: { id: number }) => d.id === dayId).has_draft, true);
    const added = draft.day.sections[0]!.tasks.at(-1)!;
    assert.equal(added.answered, 0);

    // Learners see nothing of it.
    const seen = await learnerSection(firstId);
    assert.equal(seen.title, liveTitle);
    assert.deepEqual(
      seen.tasks.map((t) => t.id),
      liveTasks,
    );

    // The form saves again naming the ids it was given: the new task keeps its id, nothing doubles.
    const again = toSave(draft.day);
    again.sections[0]!.title = 'Nový názov 2';
    const second: StudioSaveResult = (await as(editor.headers).put(`/studio/days/${dayId}`, again)).json();
    assert.equal(second.day.sections[0]!.tasks.length, save.sections[0]!.tasks.length);
    assert.equal(second.day.sections[0]!.tasks.at(-1)!.id, added.id);

    const went = await as(editor.headers).post(`/studio/days/${dayId}/draft/publish`, { version: second.day.version });
    assert.equal(went.statusCode, 200, went.body);
    const published: StudioSaveResult = went.json();
    assert.equal(published.day.draft, null);
    assert.equal(published.day.sections[0]!.title, 'Nový názov 2');
    const now = await learnerSection(firstId);
    assert.equal(now.title, 'Nový názov 2');
    assert.equal(now.tasks.length, liveTasks.length + 1);
    assert.equal(now.tasks.at(-1)!.concrete_type, 'EvaluationTask');

    const history = (await as(editor.headers).get(`/studio/days/${dayId}/history`)).json();
    assert.deepEqual(
      history.results.slice(0, 3).map((h: { action: string; summary: string }) => [h.action, h.summary.startsWith('koncept: ')]),
      [
        ['published', false],
        ['saved', true],
        ['saved', true],
      ],
    );
  });

  it('Zahodiť koncept drops the draft and keeps the live day; a stale version gets 409 naming who saved', async () => {
    const live = await read();
    const save = toSave(live);
    save.sections[0]!.title = 'Rozrobené';
    const saved: StudioSaveResult = (await as(other.headers).put(`/studio/days/${dayId}`, save)).json();
    assert.equal(saved.day.draft?.saved_by, 'Ján Druhý');

    // Eva still holds the version before Ján's save.
    const stale = await as(editor.headers).post(`/studio/days/${dayId}/draft/discard`, { version: live.version });
    assert.equal(stale.statusCode, 409);
    assert.match(stale.json().message, /^Medzitým to upravil\(a\) Ján Druhý/);
    const stalePublish = await as(editor.headers).post(`/studio/days/${dayId}/draft/publish`, { version: live.version });
    assert.equal(stalePublish.statusCode, 409);
    const staleSave = await as(editor.headers).put(`/studio/days/${dayId}`, { ...save, version: live.version });
    assert.equal(staleSave.statusCode, 409);

    const dropped = await as(editor.headers).post(`/studio/days/${dayId}/draft/discard`, { version: saved.day.version });
    assert.equal(dropped.statusCode, 200, dropped.body);
    const day: StudioDay = dropped.json();
    assert.equal(day.draft, null);
    assert.equal(day.sections[0]!.title, live.sections[0]!.title);
    assert.equal(day.version, saved.day.version + 1);
    assert.equal((await learnerSection(day.sections[0]!.id)).title, live.sections[0]!.title);

    // Nothing left to publish or discard.
    const none = await as(editor.headers).post(`/studio/days/${dayId}/draft/publish`, { version: day.version });
    assert.equal(none.statusCode, 409);
    assert.equal(none.json().message, 'Tento deň nemá neuverejnené zmeny.');
  });

  it('the draft is refused at save what publishing would refuse: removing a section learners opened (400 sections)', async () => {
    const live = await read();
    const save = toSave(live);
    save.sections = save.sections.slice(1);
    const refused = await as(editor.headers).put(`/studio/days/${dayId}`, save);
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().field, 'sections');
    const after = await read();
    assert.equal(after.version, live.version);
    assert.equal(after.draft, null);
  });

  it('publishing the draft checks the day is complete, at the field; the draft stays', async () => {
    const live = await read();
    const save = toSave(live);
    const reading = save.sections.findIndex((s) => s.tasks.length > 0);
    save.sections[reading]!.tasks = [];
    const saved: StudioSaveResult = (await as(editor.headers).put(`/studio/days/${dayId}`, save)).json();
    assert.ok(saved.day.draft);
    const refused = await as(editor.headers).post(`/studio/days/${dayId}/draft/publish`, { version: saved.day.version });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal(refused.json().field, `sections.${reading}.tasks`);
    const after = await read();
    assert.ok(after.draft);
    assert.equal(after.sections[reading]!.tasks.length, 0);
    assert.ok((await learnerSection(live.sections[reading]!.id)).tasks.length > 0);
    await as(editor.headers).post(`/studio/days/${dayId}/draft/discard`, { version: after.version });
  });
});
