import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { StudioDay, StudioSaveResult } from '@app/studio-contract';
import type { Section } from '@app/activities-contract';
import type { Db } from '../src/db/types';
import { rightAnswers } from './activities-fixtures';
import { createTestApp } from './helpers';
import { staffUser, type Headers } from './staff-support';
import { dayNine, learnerWhoFinishedDayEight, toSave } from './studio-support';

const MP3 = new URL('../media/activities/den-01-lucia.mp3', import.meta.url);

describe('studio: the course written by editors', () => {
  let app: FastifyInstance;
  let db: Db;
  let editor: { id: number; headers: Headers };
  let audioId: number;
  before(async () => {
    ({ app, db } = await createTestApp());
    editor = await staffUser(app, db, ['editor'], undefined, { first_name: 'Eva', last_name: 'Editorová' });
  });
  after(() => app.close());

  const as = (headers: Headers) => ({
    get: (url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers }),
    post: (url: string, payload?: object) => app.inject({ method: 'POST', url: `/api${url}`, headers, payload }),
    put: (url: string, payload: object) => app.inject({ method: 'PUT', url: `/api${url}`, headers, payload }),
  });

  it('keeps learners and teachers out (403) and lets editors and admins in', async () => {
    const learner = await staffUser(app, db, []);
    const teacher = await staffUser(app, db, ['teacher']);
    const admin = await staffUser(app, db, ['admin']);
    for (const who of [learner, teacher]) {
      assert.equal((await as(who.headers).get('/studio/course')).statusCode, 403);
      assert.equal((await as(who.headers).post('/studio/days', dayNine(null))).statusCode, 403);
      assert.equal((await as(who.headers).get('/activities/preview/1')).statusCode, 403);
    }
    assert.equal((await as(admin.headers).get('/studio/course')).statusCode, 200);
    assert.equal((await as(editor.headers).get('/studio/course')).statusCode, 200);
  });

  it('lists the 8 seeded days as published, in order, with how many reached each', async () => {
    const course = (await as(editor.headers).get('/studio/course')).json();
    assert.deepEqual(
      course.days.map((d: { day: number; state: string }) => [d.day, d.state]),
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => [n, 'published']),
    );
    assert.equal(course.days[0].titles.length, 3);
  });

  it('uploads audio checked by its content: duration read, stored once by hash, served with ranges and a year of cache', async () => {
    const bytes = await readFile(MP3);
    const up = await app.inject({
      method: 'POST',
      url: '/api/studio/media?name=stanica.mp3',
      headers: { ...editor.headers, 'content-type': 'application/octet-stream' },
      payload: bytes,
    });
    assert.equal(up.statusCode, 201, up.body);
    const media = up.json();
    assert.equal(media.mime, 'audio/mpeg');
    assert.ok(media.duration_seconds > 1 && media.duration_seconds < 60, String(media.duration_seconds));
    audioId = media.file_id;

    const whole = await app.inject({ method: 'GET', url: media.url });
    assert.equal(whole.statusCode, 200);
    assert.equal(whole.rawPayload.length, bytes.length);
    assert.match(String(whole.headers['cache-control']), /max-age=31536000, immutable/);
    assert.equal(whole.headers['content-type'], 'audio/mpeg');
    const part = await app.inject({ method: 'GET', url: media.url, headers: { range: 'bytes=100-199' } });
    assert.equal(part.statusCode, 206);
    assert.equal(part.headers['content-range'], `bytes 100-199/${bytes.length}`);
    assert.deepEqual(part.rawPayload, bytes.subarray(100, 200));

    const again = await app.inject({
      method: 'POST',
      url: '/api/studio/media?name=znova.mp3',
      headers: { ...editor.headers, 'content-type': 'audio/mpeg' },
      payload: bytes,
    });
    assert.equal(again.json().hash, media.hash);
  });

  it('refuses a file that is not audio or an image whatever its name, and a too large one, in Slovak', async () => {
    const text = await app.inject({
      method: 'POST',
      url: '/api/studio/media?name=piesen.mp3',
      headers: { ...editor.headers, 'content-type': 'audio/mpeg' },
      payload: Buffer.from('toto nie je zvuk, len text s príponou mp3'),
    });
    assert.equal(text.statusCode, 415);
    assert.equal(text.json().field, 'file');
    const mp3 = await readFile(MP3);
    const big = Buffer.concat([mp3, Buffer.alloc(20 * 1024 * 1024)]);
    const tooBig = await app.inject({
      method: 'POST',
      url: '/api/studio/media?name=dlha.mp3',
      headers: { ...editor.headers, 'content-type': 'application/octet-stream' },
      payload: big,
    });
    assert.equal(tooBig.statusCode, 413);
    assert.match(tooBig.json().message, /^Súbor je príliš veľký: nahrávka môže mať najviac 20 MB/);
  });

  it('answers 400 naming the field for what the seed refused: an answer not among the options, a gap without a phrase, a pair without a partner', async () => {
    const cases: Array<[(d: ReturnType<typeof dayNine>) => void, string, RegExp]> = [
      [
        (d) => {
          const t = d.sections[0]!.tasks[0]!;
          if (t.type === 'QuestionTask') t.queries[0]!.accepted = ['Do Košíc'];
        },
        'sections.0.tasks.0.queries.0.accepted',
        /nie je medzi možnosťami/,
      ],
      [
        (d) => {
          const t = d.sections[1]!.tasks[1]!;
          if (t.type === 'GapsTask') t.gaps = ['vlakom'];
        },
        'sections.1.tasks.1.gaps.1',
        /nemá výraz/,
      ],
      [
        (d) => {
          const t = d.sections[1]!.tasks[0]!;
          if (t.type === 'MatchingTask') t.pairs[1]!.right = ' ';
        },
        'sections.1.tasks.0.pairs.1.right',
        /chýba partner/,
      ],
    ];
    for (const [spoil, field, message] of cases) {
      const day = dayNine(audioId);
      spoil(day);
      const answer = await as(editor.headers).post('/studio/days', day);
      assert.equal(answer.statusCode, 400, answer.body);
      assert.equal(answer.json().field, field);
      assert.match(answer.json().message, message);
    }
    const published = await db.query("SELECT 1 FROM activities WHERE available_on = '2025-09-09'");
    assert.equal(published.length, 0);
  });

  it('day 9: a draft learners never reach; published, a learner who finished day 8 gets it at the next unlock; a fixed key keeps given results', async () => {
    const pupil = await learnerWhoFinishedDayEight(app, db);
    const created = await as(editor.headers).post('/studio/days', dayNine(audioId));
    assert.equal(created.statusCode, 201, created.body);
    const draft: StudioDay = created.json();
    assert.equal(draft.state, 'draft');
    assert.equal(draft.day, 9);
    assert.equal(draft.sections[0]!.audio!.file_id, audioId);

    // A draft is not part of the course.
    assert.equal((await as(pupil.headers).get('/activities/today?tz=UTC')).statusCode, 404);
    const before = (await as(editor.headers).get('/studio/course')).json();
    assert.equal(before.waiting, 1);

    // The preview: sections and tasks as served, checked by the server's scoring, stored nowhere.
    const preview = (await as(editor.headers).get(`/activities/preview/${draft.id}`)).json();
    assert.equal(preview.state, 'draft');
    assert.equal(preview.sections.length, 3);
    const reading: Section = preview.sections[1];
    const checked = await as(editor.headers).post(
      `/activities/preview/submit?section_id=${reading.id}`,
      await rightAnswers(db, reading),
    );
    assert.equal(checked.statusCode, 200, checked.body);
    assert.deepEqual(
      checked.json().map((r: { correct_count: number; incorrect_count: number }) => [r.correct_count, r.incorrect_count]),
      [
        [2, 0],
        [2, 0],
      ],
    );
    assert.equal((await db.query('SELECT 1 FROM section_progress WHERE section_id = $1', [reading.id])).length, 0);

    const published = await as(editor.headers).post(`/studio/days/${draft.id}/publish`, { version: draft.version });
    assert.equal(published.statusCode, 200, published.body);
    const live: StudioDay = published.json();
    assert.equal(live.state, 'published');

    const today = (await as(pupil.headers).get('/activities/today?tz=UTC')).json();
    assert.equal(today.activity.day, 9);
    assert.equal(today.activity.activity_id, draft.id);

    // The learner answers the listening section: the first query right, the second wrong.
    const listening = (await as(pupil.headers).get(`/activities/section/${live.sections[0]!.id}`)).json() as Section;
    const question = listening.tasks.find((t) => t.concrete_type === 'QuestionTask')!;
    const submitted = await as(pupil.headers).post(`/activities/submit?section_id=${listening.id}`, [
      {
        task_id: question.id,
        task_type: 'QuestionTask',
        data: {
          queries: [
            { query_id: 1, answer: 'Do Žiliny' },
            { query_id: 2, answer: 'zo štvrtej' },
          ],
        },
      },
    ]);
    assert.equal(submitted.statusCode, 200, submitted.body);
    const given = (await as(pupil.headers).get(`/activities/section/${listening.id}/submissions`)).json();
    const status = (await as(pupil.headers).get(`/activities/section/${listening.id}/status`)).json();

    // The editor accepts 'zo štvrtej' after all: a new version, the learner's result stays.
    const read: StudioDay = (await as(editor.headers).get(`/studio/days/${draft.id}`)).json();
    assert.equal(read.sections[0]!.tasks[0]!.answered, 1);
    const save = toSave(read);
    const task = save.sections[0]!.tasks[0]!;
    assert.equal(task.type, 'QuestionTask');
    if (task.type === 'QuestionTask') task.queries[1]!.accepted = ['zo štvrtej'];
    const saved = await as(editor.headers).put(`/studio/days/${draft.id}`, save);
    assert.equal(saved.statusCode, 200, saved.body);
    // A live day's change is its draft until 'Publikovať': it says in advance what publishing does.
    const kept: StudioSaveResult = saved.json();
    assert.match(kept.effects[0]!, /1 študent už odpovedal; ich odpovede a skóre zostávajú/);
    assert.ok(kept.day.draft);
    const stillLive = (await as(pupil.headers).get(`/activities/section/${listening.id}`)).json() as Section;
    assert.equal(stillLive.tasks.find((t) => t.concrete_type === 'QuestionTask')!.id, question.id);
    const went = await as(editor.headers).post(`/studio/days/${draft.id}/draft/publish`, { version: kept.day.version });
    assert.equal(went.statusCode, 200, went.body);
    const result: StudioSaveResult = went.json();
    assert.equal(result.effects.length, 1);
    assert.match(result.effects[0]!, /1 študent už odpovedal; ich odpovede a skóre zostávajú/);
    assert.equal(result.day.draft, null);
    assert.equal(result.day.sections[0]!.tasks[0]!.versions, 2);
    assert.equal(result.day.sections[0]!.tasks[0]!.answered, 0);

    assert.deepEqual((await as(pupil.headers).get(`/activities/section/${listening.id}/submissions`)).json(), given);
    assert.deepEqual((await as(pupil.headers).get(`/activities/section/${listening.id}/status`)).json(), status);

    // Someone reaching the day now is checked against the new key.
    const next = await learnerWhoFinishedDayEight(app, db);
    assert.equal((await as(next.headers).get('/activities/today?tz=UTC')).json().activity.day, 9);
    const fresh = (await as(next.headers).get(`/activities/section/${listening.id}`)).json() as Section;
    const freshQuestion = fresh.tasks.find((t) => t.concrete_type === 'QuestionTask')!;
    assert.notEqual(freshQuestion.id, question.id);
    const scored = await as(next.headers).post(`/activities/submit?section_id=${listening.id}`, [
      { task_id: freshQuestion.id, task_type: 'QuestionTask', data: { queries: [{ query_id: 2, answer: 'zo štvrtej' }] } },
    ]);
    assert.equal(scored.json().find((r: { task_id: number }) => r.task_id === freshQuestion.id).correct_count, 1);

    const history = (await as(editor.headers).get(`/studio/days/${draft.id}/history`)).json();
    assert.deepEqual(
      history.results.map((h: { version: number; action: string; by: string }) => [h.version, h.action, h.by]),
      [
        [4, 'published', 'Eva Editorová'],
        [3, 'saved', 'Eva Editorová'],
        [2, 'published', 'Eva Editorová'],
        [1, 'created', 'Eva Editorová'],
      ],
    );
  });

  it("a save from an older version gets 409 'Medzitým to upravil(a) …' naming who saved in between, and changes nothing", async () => {
    const other = await staffUser(app, db, ['editor'], undefined, { first_name: 'Ján', last_name: 'Druhý' });
    const day: StudioDay = (
      await as(editor.headers).post('/studio/days', { ...dayNine(audioId), available_on: '2025-09-10' })
    ).json();
    const first = toSave(day);
    first.sections[0]!.title = 'Na stanici (Ján)';
    assert.equal((await as(other.headers).put(`/studio/days/${day.id}`, first)).statusCode, 200);
    const second = toSave(day);
    second.sections[0]!.title = 'Na stanici (Eva)';
    const stale = await as(editor.headers).put(`/studio/days/${day.id}`, second);
    assert.equal(stale.statusCode, 409);
    assert.match(stale.json().message, /^Medzitým to upravil\(a\) Ján Druhý/);
    const now: StudioDay = (await as(editor.headers).get(`/studio/days/${day.id}`)).json();
    assert.equal(now.sections[0]!.title, 'Na stanici (Ján)');
    assert.equal(now.version, day.version + 1);
  });

  it('publishing checks the day is complete: a listening section without its recording is refused at that field', async () => {
    const day: StudioDay = (
      await as(editor.headers).post('/studio/days', { ...dayNine(null), available_on: '2025-09-11' })
    ).json();
    const refused = await as(editor.headers).post(`/studio/days/${day.id}/publish`, { version: day.version });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().field, 'sections.0.audio_file_id');
    assert.equal((await as(editor.headers).get(`/studio/days/${day.id}`)).json().state, 'draft');
  });
});
