import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { StudioDay, StudioHistory } from '@app/studio-contract';
import type { Db } from '../src/db/types';
import { createTestApp } from './helpers';
import { staffUser, type Headers } from './staff-support';
import { dayNine, toSave } from './studio-support';

/** Issue 38, items 11 and 12: a draft day can be deleted (never a published one); the history counts and names right. */
describe('studio: deleting a draft day', () => {
  let app: FastifyInstance;
  let db: Db;
  let editor: { id: number; headers: Headers };
  before(async () => {
    ({ app, db } = await createTestApp());
    editor = await staffUser(app, db, ['editor'], undefined, { first_name: 'Eva', last_name: 'Editorová' });
  });
  after(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = editor.headers) =>
    app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const newDay = async (body: object) => (await call('POST', '/studio/days', body)).json() as StudioDay;

  it('an empty draft day says "0 častí, 0 úloh" in its history by the editor\'s name, and is deleted from the version read', async () => {
    const day = await newDay({ available_on: '2031-01-05', sections: [] });
    const history = (await call('GET', `/studio/days/${day.id}/history`)).json() as StudioHistory;
    assert.deepEqual(
      history.results.map((h) => [h.action, h.by, h.summary]),
      [['created', 'Eva Editorová', '0 častí, 0 úloh']],
    );
    const gone = await call('DELETE', `/studio/days/${day.id}?version=${day.version}`);
    assert.equal(gone.statusCode, 200, gone.body);
    assert.deepEqual(gone.json(), { id: day.id });
    assert.equal((await call('GET', `/studio/days/${day.id}`)).statusCode, 404);
    const course = (await call('GET', '/studio/course')).json() as { days: Array<{ id: number }> };
    assert.ok(!course.days.some((d) => d.id === day.id));
    assert.equal((await call('DELETE', `/studio/days/${day.id}?version=${day.version}`)).statusCode, 404);
  });

  it('a draft with content goes with its sections and tasks; a save in between makes the delete a 409 and keeps the day', async () => {
    const day = await newDay({ ...dayNine(null), available_on: '2031-01-06' });
    const saved = await call('PUT', `/studio/days/${day.id}`, toSave(day));
    assert.equal(saved.statusCode, 200, saved.body);
    const stale = await call('DELETE', `/studio/days/${day.id}?version=${day.version}`);
    assert.equal(stale.statusCode, 409);
    assert.match(stale.json().message, /^Medzitým to upravil\(a\) Eva Editorová/);
    assert.equal((await call('GET', `/studio/days/${day.id}`)).statusCode, 200);
    const current = (await call('GET', `/studio/days/${day.id}`)).json() as StudioDay;
    assert.equal((await call('DELETE', `/studio/days/${day.id}?version=${current.version}`)).statusCode, 200);
    const [left] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM activity_sections WHERE activity_id = $1', [
      day.id,
    ]);
    assert.equal(left!.n, 0);
  });

  it('a published day is never deleted (409), and learners and other staff cannot delete (403)', async () => {
    const course = (await call('GET', '/studio/course')).json() as { days: Array<{ id: number; state: string }> };
    const live = course.days.find((d) => d.state === 'published')!;
    const day = (await call('GET', `/studio/days/${live.id}`)).json() as StudioDay;
    const refused = await call('DELETE', `/studio/days/${live.id}?version=${day.version}`);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, 'Publikovaný deň sa nedá odstrániť: študenti ho už môžu mať.');
    const draft = await newDay({ available_on: '2031-01-07', sections: [] });
    const teacher = await staffUser(app, db, ['teacher']);
    assert.equal(
      (await call('DELETE', `/studio/days/${draft.id}?version=${draft.version}`, undefined, teacher.headers)).statusCode,
      403,
    );
    assert.equal((await call('DELETE', `/studio/days/${draft.id}?version=0`)).statusCode, 400);
  });
});
