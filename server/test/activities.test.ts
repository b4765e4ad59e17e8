import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  activity as activitySchema,
  activityFeed,
  activityList,
  section as sectionSchema,
  taskResults,
  todayActivity,
  type Section,
  type SectionTask,
  type TaskResult,
} from '@app/activities-contract';
import type { Db } from '../src/db/types';
import { nextUnlock } from '../src/modules/activities/clock';
import { staffBootstrap } from '../src/config';
import { learner, rightAnswer, rightAnswers } from './activities-fixtures';
import { activateBasic, authHeaders, createTestApp, newTelegramUser } from './helpers';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
type Headers = Record<string, string>;

describe('activities API', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => ({ app, db } = await createTestApp()));
  after(() => app.close());

  const get = (url: string, headers: Headers) => app.inject({ method: 'GET', url: `/api${url}`, headers });
  const submit = (sectionId: number | string, payload: unknown, headers: Headers) =>
    app.inject({ method: 'POST', url: `/api/activities/submit?section_id=${sectionId}`, headers, payload: payload as object });
  const today = async (headers: Headers, tz = 'Europe/Bratislava') => {
    const response = await get(`/activities/today?tz=${encodeURIComponent(tz)}`, headers);
    assert.equal(response.statusCode, 200, response.body);
    return todayActivity.parse(response.json());
  };
  const openSection = async (id: number, headers: Headers): Promise<Section> => {
    const response = await get(`/activities/section/${id}`, headers);
    assert.equal(response.statusCode, 200, response.body);
    return sectionSchema.parse(response.json());
  };
  /** The learner's day-1 sections by type. */
  const day1 = async (headers: Headers) => {
    const { activity } = await today(headers);
    const byType = (type: string) => activity.sections.find((s) => s.section_type === type)!.section_id;
    return { activity, listening: byType('listening'), reading: byType('reading'), speaking: byType('speaking') };
  };
  const taskOf = <T extends SectionTask['concrete_type']>(section: Section, type: T) =>
    section.tasks.find((t) => t.concrete_type === type) as Extract<SectionTask, { concrete_type: T }>;
  const resultOf = <T extends TaskResult['task_type']>(results: TaskResult[], type: T) =>
    results.find((r) => r.task_type === type) as Extract<TaskResult, { task_type: T }>;

  it('answers 401 without init data and 403 without a subscription', async () => {
    assert.equal((await app.inject({ method: 'GET', url: '/api/activities/today' })).statusCode, 401);
    const stranger = authHeaders(newTelegramUser());
    for (const url of ['/activities/today', '/activities/status', '/activities/1', '/activities/section/1']) {
      assert.equal((await get(url, stranger)).statusCode, 403, url);
    }
  });

  it('a new learner starts at the first activity: a tour with listening, reading and speaking and all five task types', async () => {
    const { headers } = await learner(app, db);
    const { activity, status } = await today(headers);
    assert.deepEqual(status, { status: 'started', finished_at: null, next_available_at: null });
    assert.equal(activity.day, 1);
    assert.equal(activity.status, 'started');
    assert.deepEqual(
      activity.sections.map((s) => [s.section_type, s.status, s.score]),
      [
        ['listening', 'started', null],
        ['reading', 'started', null],
        ['speaking', 'started', null],
      ],
    );
    const types = new Set<string>();
    for (const s of activity.sections)
      for (const task of (await openSection(s.section_id, headers)).tasks) types.add(task.concrete_type);
    assert.deepEqual([...types].sort(), ['EvaluationTask', 'GapsTask', 'MatchingTask', 'QuestionTask', 'SpeakingTask']);

    const list = activityList.parse((await get('/activities/status?tz=UTC', headers)).json());
    assert.deepEqual(
      list.results.map((a) => a.activity_id),
      [activity.activity_id],
    );
    const one = activitySchema.parse((await get(`/activities/${activity.activity_id}`, headers)).json());
    assert.equal(one.activity_id, activity.activity_id);
    const feed = activityFeed.parse((await get(`/activities/${activity.activity_id}/feed`, headers)).json());
    assert.equal(feed.status, 'started');
    assert.equal(feed.activity.sections.length, 3);
  });

  it('a section carries its recording, its tasks and never an answer key', async () => {
    const { headers } = await learner(app, db);
    const { listening, reading } = await day1(headers);
    const section = await openSection(listening, headers);
    assert.equal(section.section_type, 'listening');
    const audio = section.files.find((f) => f.file_type === 'audio' && f.is_primary);
    assert.ok(audio, 'primary audio');
    assert.match(audio.file_url, /^\/media\/activities\/.+\.mp3$/);
    assert.ok(existsSync(join(serverRoot, audio.file_url.replace(/^\//, ''))), audio.file_url);
    const question = taskOf(section, 'QuestionTask');
    assert.ok(question.task_data.queries.some((q) => q.is_manual_input && q.options.length === 0));
    assert.ok(question.task_data.queries.some((q) => !q.is_manual_input && q.options.length > 1));

    for (const id of [listening, reading]) {
      const body = (await get(`/activities/section/${id}`, headers)).body;
      assert.doesNotMatch(body, /answer_key|"answers"|"gaps"/);
    }
    // The free-text key of day 1 ('angličtinu') is not in what the client gets.
    assert.doesNotMatch(JSON.stringify(section), /angličtin/);
  });

  it('matching and gaps start shuffled, never solved, the same for the same learner every time', async () => {
    const a = await learner(app, db);
    const { reading } = await day1(a.headers);
    const first = await openSection(reading, a.headers);
    const again = await openSection(reading, a.headers);
    assert.deepEqual(first.tasks, again.tasks);

    const matching = taskOf(first, 'MatchingTask');
    const solved = (await rightAnswer(db, matching)).data as { pairs: Array<{ right: string }> };
    assert.notDeepEqual(
      matching.task_data.right_set,
      solved.pairs.map((p) => p.right),
    );
    assert.deepEqual([...matching.task_data.right_set].sort(), solved.pairs.map((p) => p.right).sort());

    const gaps = taskOf(first, 'GapsTask');
    const key = ((await rightAnswer(db, gaps)).data as { options: Array<{ phrase: string }> }).options.map((o) => o.phrase);
    assert.notDeepEqual(
      gaps.task_data.options.slice(0, key.length).map((o) => o.phrase),
      key,
    );
    assert.match(gaps.task_data.text_with_gaps, /\{gap1\}.*\{gap2\}/);
  });

  it('choice options come shuffled per learner, stable across loads, and still checked by value', async () => {
    type Stored = { queries: Array<{ id: number; is_manual_input: boolean; options: string[] }> };
    const positions = new Set<number>();
    let reordered = 0;
    for (let n = 0; n < 3; n += 1) {
      const a = await learner(app, db);
      const { listening, reading } = await day1(a.headers);
      for (const id of [listening, reading]) {
        const section = await openSection(id, a.headers);
        assert.deepEqual((await openSection(id, a.headers)).tasks, section.tasks, 'the same order on every load');
        for (const question of section.tasks.filter((t) => t.concrete_type === 'QuestionTask')) {
          const [row] = await db.query<{ task_data: Stored; answer_key: { answers: Record<string, string[]> } }>(
            'SELECT task_data, answer_key FROM activity_tasks WHERE id = $1',
            [question.id],
          );
          for (const query of question.task_data.queries.filter((q) => !q.is_manual_input)) {
            const authored = row!.task_data.queries.find((q) => q.id === query.id)!.options;
            assert.deepEqual([...query.options].sort(), [...authored].sort());
            if (query.options.some((option, i) => option !== authored[i])) reordered += 1;
            positions.add(query.options.indexOf(row!.answer_key.answers[String(query.id)]![0]!));
          }
        }
        const submitted = await submit(id, await rightAnswers(db, section), a.headers);
        assert.equal(submitted.statusCode, 200, submitted.body);
        const results = taskResults.parse((await get(`/activities/section/${id}/submissions`, a.headers)).json());
        for (const choices of results.filter((r) => r.task_type === 'QuestionTask')) {
          assert.equal(choices.incorrect_count + choices.missing_count, 0, 'right by value, wherever it sits');
        }
      }
    }
    assert.ok(reordered > 0, 'some options are not in the authored order');
    assert.ok(positions.size > 1, `the right choice sits in more than one place (${[...positions].join(', ')})`);
  });

  it('opening a section marks it started; results are empty until submitted', async () => {
    const { headers, id } = await learner(app, db);
    const { reading } = await day1(headers);
    assert.deepEqual((await get(`/activities/section/${reading}/status`, headers)).json(), { status: 'started', score: null });
    await openSection(reading, headers);
    const rows = await db.query('SELECT status FROM section_progress WHERE user_id = $1 AND section_id = $2', [id, reading]);
    assert.deepEqual(rows, [{ status: 'started' }]);
    assert.deepEqual((await get(`/activities/section/${reading}/submissions`, headers)).json(), []);
  });

  it('a stored result the submit did not write in its type’s shape is shown with its counts and no items, not a 500 for the section (bench:scale)', async () => {
    const { headers, id } = await learner(app, db);
    const { reading } = await day1(headers);
    const section = await openSection(reading, headers);
    assert.equal((await submit(reading, await rightAnswers(db, section), headers)).statusCode, 200);
    // What bench/scale-seed.mts once wrote for every task: one shape whatever the task's type.
    const [bad] = await db.query<{ task_id: number; task_type: string; correct_count: number }>(
      `UPDATE task_submissions SET result_data = '{"answers": [{"id": 1, "is_correct": true}], "note": "x"}'::jsonb
       WHERE user_id = $1 AND section_id = $2
         AND task_id = (SELECT task_id FROM task_submissions WHERE user_id = $1 AND section_id = $2 ORDER BY task_id LIMIT 1)
       RETURNING task_id, task_type, correct_count`,
      [id, reading],
    );
    const response = await get(`/activities/section/${reading}/submissions`, headers);
    assert.equal(response.statusCode, 200, response.body);
    const results = taskResults.parse(response.json());
    assert.deepEqual(
      results.map((r) => r.task_id),
      section.tasks.map((t) => t.id),
    );
    const shown = results.find((r) => r.task_id === bad!.task_id)!;
    assert.equal(shown.task_type, bad!.task_type);
    assert.equal(shown.correct_count, bad!.correct_count, 'the score the row holds is kept');
    assert.ok(
      Object.values(shown.data).every((value) => !Array.isArray(value) || value.length === 0),
      JSON.stringify(shown.data),
    );
    // The others are as the submit wrote them.
    for (const other of results.filter((r) => r.task_id !== bad!.task_id))
      assert.equal(other.incorrect_count + other.missing_count, 0);
  });

  it('a right reading section is evaluated at 100 %, kept after a reload, and a second submit is 409', async () => {
    const { headers } = await learner(app, db);
    const { reading } = await day1(headers);
    const section = await openSection(reading, headers);
    const response = await submit(reading, await rightAnswers(db, section), headers);
    assert.equal(response.statusCode, 200, response.body);
    const results = taskResults.parse(response.json());
    assert.deepEqual(
      results.map((r) => r.task_id),
      section.tasks.map((t) => t.id),
    );
    for (const result of results) {
      assert.equal(result.incorrect_count + result.missing_count, 0, result.task_type);
      assert.ok(result.correct_count >= 3);
    }
    assert.ok(resultOf(results, 'MatchingTask').data.pairs.every((p) => p.is_correct === true));
    assert.ok(resultOf(results, 'GapsTask').data.options.every((o) => o.is_correct === true));

    assert.deepEqual((await get(`/activities/section/${reading}/status`, headers)).json(), { status: 'evaluated', score: 1 });
    assert.deepEqual((await get(`/activities/section/${reading}/submissions`, headers)).json(), response.json());

    const second = await submit(reading, await rightAnswers(db, section), headers);
    assert.equal(second.statusCode, 409);
    assert.ok(second.json().message);
    assert.deepEqual((await get(`/activities/section/${reading}/submissions`, headers)).json(), response.json());

    const { activity } = await today(headers);
    assert.deepEqual(
      activity.sections.find((s) => s.section_id === reading)!,
      {
        ...activity.sections.find((s) => s.section_id === reading)!,
        status: 'evaluated',
        score: 1,
      },
    );
  });

  it('scores questions and statements: right, wrong, missing, and an answer wrong only in diacritics with feedback saying so', async () => {
    const { headers } = await learner(app, db);
    const { listening } = await day1(headers);
    const section = await openSection(listening, headers);
    const question = taskOf(section, 'QuestionTask');
    const evaluation = taskOf(section, 'EvaluationTask');
    // Day 1: Z Košíc / 25 / Peter / angličtinu; statements true, false, not_stated, true.
    const [origin, age, brother, language] = question.task_data.queries;
    const response = await submit(
      listening,
      [
        {
          task_id: question.id,
          task_type: 'QuestionTask',
          data: {
            queries: [
              { query_id: origin!.id, answer: 'Z Košíc' },
              { query_id: age!.id, answer: '22' },
              { query_id: language!.id, answer: 'anglictinu' },
              { query_id: brother!.id, answer: '   ' },
            ],
          },
        },
        {
          task_id: evaluation.id,
          task_type: 'EvaluationTask',
          data: {
            questions: [
              { question_id: evaluation.task_data.questions[0]!.id, answer: 'true' },
              { question_id: evaluation.task_data.questions[2]!.id, answer: 'false' },
            ],
          },
        },
      ],
      headers,
    );
    assert.equal(response.statusCode, 200, response.body);
    const results = taskResults.parse(response.json());
    const q = resultOf(results, 'QuestionTask');
    assert.deepEqual([q.correct_count, q.incorrect_count, q.missing_count], [1, 2, 1]);
    assert.deepEqual(
      q.data.queries.map((item) => [item.query_id, item.is_correct]),
      [
        [origin!.id, true],
        [age!.id, false],
        [language!.id, false],
      ],
    );
    assert.match(q.feedback ?? '', /diakritik/);
    assert.match(q.feedback ?? '', /anglictinu/);
    const e = resultOf(results, 'EvaluationTask');
    assert.deepEqual([e.correct_count, e.incorrect_count, e.missing_count], [1, 1, 2]);
    assert.equal(e.feedback, null);
    // 2 right of 8 items.
    assert.deepEqual((await get(`/activities/section/${listening}/status`, headers)).json(), {
      status: 'evaluated',
      score: 0.25,
    });
  });

  it('free text ignores case, outer and doubled spaces, a final full stop and the Unicode form', async () => {
    const { headers } = await learner(app, db);
    const { listening } = await day1(headers);
    const question = taskOf(await openSection(listening, headers), 'QuestionTask');
    const [, , brother, language] = question.task_data.queries;
    const response = await submit(
      listening,
      [
        {
          task_id: question.id,
          task_type: 'QuestionTask',
          data: {
            queries: [
              { query_id: brother!.id, answer: '  PETER. ' },
              { query_id: language!.id, answer: 'anglický   jazyk' },
            ],
          },
        },
      ],
      headers,
    );
    const q = resultOf(taskResults.parse(response.json()), 'QuestionTask');
    assert.deepEqual([q.correct_count, q.incorrect_count, q.missing_count], [2, 0, 2]);
    assert.equal(q.feedback, null);

    const other = await learner(app, db);
    await day1(other.headers);
    // 'č' typed as c + combining caron (NFD), as some keyboards send it.
    const nfd = await submit(
      listening,
      [
        {
          task_id: question.id,
          task_type: 'QuestionTask',
          data: { queries: [{ query_id: language!.id, answer: 'Angli\u0063\u030Ctinu' }] },
        },
      ],
      other.headers,
    );
    const result = resultOf(taskResults.parse(nfd.json()), 'QuestionTask');
    assert.equal(result.correct_count, 1);
    // The task left out of the submit counts as all missing.
    const evaluation = resultOf(taskResults.parse(nfd.json()), 'EvaluationTask');
    assert.deepEqual([evaluation.correct_count, evaluation.incorrect_count, evaluation.missing_count], [0, 0, 4]);
  });

  it('scores matching pairs and gaps: right, wrong and missing items', async () => {
    const { headers } = await learner(app, db);
    const { reading } = await day1(headers);
    const section = await openSection(reading, headers);
    const matching = taskOf(section, 'MatchingTask');
    const gaps = taskOf(section, 'GapsTask');
    const right = (await rightAnswer(db, matching)).data as { pairs: Array<{ left: string; right: string }> };
    // Pairs 0 and 1 swapped, 2 right, 3 left out.
    const pairs = [
      { left: right.pairs[0]!.left, right: right.pairs[1]!.right },
      { left: right.pairs[1]!.left, right: right.pairs[0]!.right },
      right.pairs[2]!,
    ];
    // Day 1 gaps: Trnave, nemocnici, školy, škôlky (+ Bratislave).
    const options = [
      { phrase: 'Bratislave', position: 1 },
      { phrase: 'nemocnici', position: 2 },
      { phrase: 'školy', position: 3 },
    ];
    const response = await submit(
      reading,
      [
        { task_id: matching.id, task_type: 'MatchingTask', data: { pairs } },
        { task_id: gaps.id, task_type: 'GapsTask', data: { options } },
      ],
      headers,
    );
    assert.equal(response.statusCode, 200, response.body);
    const results = taskResults.parse(response.json());
    const m = resultOf(results, 'MatchingTask');
    assert.deepEqual([m.correct_count, m.incorrect_count, m.missing_count], [1, 2, 1]);
    assert.deepEqual(
      m.data.pairs.map((p) => p.is_correct),
      [false, false, true],
    );
    const g = resultOf(results, 'GapsTask');
    assert.deepEqual([g.correct_count, g.incorrect_count, g.missing_count], [2, 1, 1]);
    assert.deepEqual(
      g.data.options.map((o) => [o.position, o.is_correct]),
      [
        [1, false],
        [2, true],
        [3, true],
      ],
    );
    // 3 right of 8 items.
    assert.deepEqual((await get(`/activities/section/${reading}/status`, headers)).json(), { status: 'evaluated', score: 0.375 });
  });

  it('once submitted, every checked task carries its solution, so a wrong or missing item can show the right answer', async () => {
    const { headers } = await learner(app, db);
    const { reading } = await day1(headers);
    const section = await openSection(reading, headers);
    // Before the submit nothing says what is right: not the section, not the (empty) results.
    assert.doesNotMatch(JSON.stringify(section), /solution|answer_key/);
    assert.deepEqual((await get(`/activities/section/${reading}/submissions`, headers)).json(), []);

    // Everything left out: every item is missing, and every item's expected answer comes back.
    const response = await submit(reading, [], headers);
    assert.equal(response.statusCode, 200, response.body);
    const results = taskResults.parse(response.json());
    for (const task of section.tasks) {
      const result = results.find((r) => r.task_id === task.id)!;
      const expected = (await rightAnswer(db, task)).data;
      if (task.concrete_type === 'SpeakingTask') assert.equal('solution' in result, false);
      else assert.deepEqual('solution' in result && result.solution, expected, `${task.concrete_type} ${task.id}`);
    }
    // The same after a reload.
    const reloaded = taskResults.parse((await get(`/activities/section/${reading}/submissions`, headers)).json());
    assert.deepEqual(reloaded, results);
  });

  it('a speaking section waits for a teacher; a finished day shows when the next one unlocks', async () => {
    const { headers } = await learner(app, db);
    const { listening, reading, speaking } = await day1(headers);
    const section = await openSection(speaking, headers);
    const speakingTask = taskOf(section, 'SpeakingTask');
    assert.match(speakingTask.task_data.chat_submit_url, /^https:\/\/t\.me\//);
    assert.ok(speakingTask.task_data.instructions.length > 20);

    const response = await submit(
      speaking,
      [{ task_id: speakingTask.id, task_type: 'SpeakingTask', data: { is_skipped: false } }],
      headers,
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), [
      {
        task_id: speakingTask.id,
        task_type: 'SpeakingTask',
        data: { is_skipped: false },
        correct_count: 0,
        incorrect_count: 0,
        missing_count: 0,
        feedback: null,
      },
    ]);
    assert.deepEqual((await get(`/activities/section/${speaking}/status`, headers)).json(), { status: 'submitted', score: null });

    for (const id of [listening, reading]) {
      assert.equal((await submit(id, await rightAnswers(db, await openSection(id, headers)), headers)).statusCode, 200);
    }
    const done = await today(headers, 'Asia/Tokyo');
    assert.equal(done.activity.status, 'submitted');
    assert.equal(done.status.status, 'submitted');
    assert.ok(done.status.finished_at);
    assert.equal(done.status.next_available_at, nextUnlock(new Date(done.status.finished_at), 'Asia/Tokyo').toISOString());
    // 08:00 in Tokyo is 23:00 UTC.
    assert.match(done.status.next_available_at!, /T23:00:00\.000Z$/);
    const bratislava = await today(headers, 'Europe/Bratislava');
    assert.match(bratislava.status.next_available_at!, /T0[67]:00:00\.000Z$/);
  });

  describe('teachers', () => {
    const teacherTg = newTelegramUser({ first_name: 'Katarína' });
    const teacher = authHeaders(teacherTg);
    // As TEACHER_TELEGRAM_IDS="999, <id>" would name them (config.ts reads it into app.staffBootstrap).
    before(() => {
      app.staffBootstrap.teachers = staffBootstrap({ TEACHER_TELEGRAM_IDS: `999, ${teacherTg.id}` }).teachers;
    });
    after(() => {
      app.staffBootstrap.teachers = new Set();
    });

    it('a teacher scores the submitted speaking section in percent (/staff/speaking); the learner sees the score, the feedback and the statistics; the old fraction API is gone', async () => {
      const pupil = await learner(app, db, { username: 'ziak_jan' });
      const { speaking } = await day1(pupil.headers);
      const task = taskOf(await openSection(speaking, pupil.headers), 'SpeakingTask');
      await submit(speaking, [{ task_id: task.id, task_type: 'SpeakingTask', data: { is_skipped: false } }], pupil.headers);

      // /activities/teacher/* (a score as a fraction, used by no screen) was removed with issue 40.
      assert.equal((await get('/activities/teacher/pending', teacher)).statusCode, 404);
      const old = await app.inject({
        method: 'PUT',
        url: `/api/activities/teacher/section/${speaking}/user/${pupil.id}`,
        headers: teacher,
        payload: { score: 0.8, feedback: 'x' },
      });
      assert.equal(old.statusCode, 404);

      const done = await app.inject({
        method: 'POST',
        url: `/api/staff/speaking/${speaking}/user/${pupil.id}/score`,
        headers: teacher,
        payload: { percent: 80, feedback: 'Výborne, pozor na dĺžne.' },
      });
      assert.equal(done.statusCode, 200, done.body);
      assert.deepEqual((await get(`/activities/section/${speaking}/status`, pupil.headers)).json(), {
        status: 'evaluated',
        score: 0.8,
      });
      const [result] = taskResults.parse((await get(`/activities/section/${speaking}/submissions`, pupil.headers)).json());
      assert.deepEqual(
        { correct: result!.correct_count, incorrect: result!.incorrect_count, feedback: result!.feedback },
        { correct: 80, incorrect: 20, feedback: 'Výborne, pozor na dĺžne.' },
      );
      // Statistics read the teacher's score.
      const stats = (await get('/users/me/statistics?tz=UTC', pupil.headers)).json();
      assert.deepEqual(stats.by_section_type[2], { section_type: 'speaking', finished: 1, average_score: 0.8 });
    });
  });

  it('a learner sees only their own progress and only activities they have reached', async () => {
    const a = await learner(app, db);
    const b = await learner(app, db);
    const { reading } = await day1(a.headers);
    await submit(reading, await rightAnswers(db, await openSection(reading, a.headers)), a.headers);
    await day1(b.headers);
    assert.deepEqual((await get(`/activities/section/${reading}/status`, b.headers)).json(), { status: 'started', score: null });
    assert.deepEqual((await get(`/activities/section/${reading}/submissions`, b.headers)).json(), []);

    const [secondDay] = await db.query<{ activity_id: number; section_id: number }>(
      `SELECT a.id AS activity_id, s.id AS section_id FROM activities a JOIN activity_sections s ON s.activity_id = a.id
       ORDER BY a.available_on, a.id, s.position OFFSET 3 LIMIT 1`,
    );
    for (const url of [
      `/activities/${secondDay!.activity_id}`,
      `/activities/${secondDay!.activity_id}/feed`,
      `/activities/section/${secondDay!.section_id}`,
      `/activities/section/${secondDay!.section_id}/status`,
      `/activities/section/${secondDay!.section_id}/submissions`,
      '/activities/987654',
      '/activities/section/987654',
    ]) {
      assert.equal((await get(url, a.headers)).statusCode, 404, url);
    }
    assert.equal((await submit(secondDay!.section_id, [], a.headers)).statusCode, 404);
  });

  describe('bad input answers 400 naming the field and changes nothing', () => {
    let headers: Headers;
    let listening: Section;
    let reading: Section;
    before(async () => {
      const tg = newTelegramUser();
      await activateBasic(app, tg);
      headers = authHeaders(tg);
      const sections = await day1(headers);
      listening = await openSection(sections.listening, headers);
      reading = await openSection(sections.reading, headers);
    });

    const expect400 = async (sectionId: number | string, payload: unknown, field: string) => {
      const response = await submit(sectionId, payload, headers);
      assert.equal(response.statusCode, 400, `${field}: ${response.body}`);
      assert.equal(response.json().field, field, response.body);
      assert.ok(response.json().message);
    };

    it('query and body', async () => {
      await expect400('abc', [], 'section_id');
      await expect400('', [], 'section_id');
      const missing = await app.inject({ method: 'POST', url: '/api/activities/submit', headers, payload: [] });
      assert.equal(missing.statusCode, 400);
      assert.equal(missing.json().field, 'section_id');
      await expect400(listening.id, { task_id: 1 }, 'body');
      await expect400(listening.id, [{ task_id: 'x', task_type: 'QuestionTask', data: {} }], '0.task_id');
      await expect400(listening.id, [{ task_id: 1, task_type: 'EssayTask', data: {} }], '0.task_type');
      const tooMany = Array.from({ length: 101 }, () => ({ task_id: 1, task_type: 'SpeakingTask', data: { is_skipped: true } }));
      assert.equal((await submit(listening.id, tooMany, headers)).statusCode, 400);
    });

    it("tasks that are not the section's, answered twice or of another type", async () => {
      const q = taskOf(listening, 'QuestionTask');
      const matching = taskOf(reading, 'MatchingTask');
      await expect400(listening.id, [{ task_id: matching.id, task_type: 'MatchingTask', data: { pairs: [] } }], '0.task_id');
      await expect400(listening.id, [{ task_id: 99_999, task_type: 'QuestionTask', data: { queries: [] } }], '0.task_id');
      await expect400(
        listening.id,
        [
          { task_id: q.id, task_type: 'QuestionTask', data: { queries: [] } },
          { task_id: q.id, task_type: 'QuestionTask', data: { queries: [] } },
        ],
        '1.task_id',
      );
      await expect400(listening.id, [{ task_id: q.id, task_type: 'EvaluationTask', data: { questions: [] } }], '0.task_type');
    });

    it('malformed data per task type, unknown items and huge strings', async () => {
      const q = taskOf(listening, 'QuestionTask');
      const e = taskOf(listening, 'EvaluationTask');
      const m = taskOf(reading, 'MatchingTask');
      const g = taskOf(reading, 'GapsTask');
      const choice = q.task_data.queries.find((query) => !query.is_manual_input)!;
      const free = q.task_data.queries.find((query) => query.is_manual_input)!;
      const one = (task: SectionTask, data: unknown) => [{ task_id: task.id, task_type: task.concrete_type, data }];

      await expect400(listening.id, one(q, undefined), '0.data');
      await expect400(listening.id, one(q, { queries: 'all' }), '0.data.queries');
      await expect400(listening.id, one(q, { queries: [{ query_id: 777, answer: 'a' }] }), '0.data.queries.0.query_id');
      await expect400(listening.id, one(q, { queries: [{ query_id: choice.id, answer: 'Z Prahy' }] }), '0.data.queries.0.answer');
      await expect400(
        listening.id,
        one(q, { queries: [{ query_id: free.id, answer: 'a'.repeat(501) }] }),
        '0.data.queries.0.answer',
      );
      await expect400(
        listening.id,
        one(q, {
          queries: [
            { query_id: free.id, answer: 'a' },
            { query_id: free.id, answer: 'b' },
          ],
        }),
        '0.data.queries.1.query_id',
      );
      await expect400(
        listening.id,
        one(e, { questions: [{ question_id: e.task_data.questions[0]!.id, answer: 'maybe' }] }),
        '0.data.questions.0.answer',
      );
      await expect400(
        listening.id,
        one(e, { questions: [{ question_id: 777, answer: 'true' }] }),
        '0.data.questions.0.question_id',
      );

      await expect400(
        reading.id,
        one(m, { pairs: [{ left: 'Zuzana', right: m.task_data.right_set[0] }] }),
        '0.data.pairs.0.left',
      );
      await expect400(reading.id, one(m, { pairs: [{ left: m.task_data.left_set[0], right: 'mačka' }] }), '0.data.pairs.0.right');
      await expect400(reading.id, one(g, { options: [{ phrase: 'Trnave', position: 9 }] }), '0.data.options.0.position');
      await expect400(reading.id, one(g, { options: [{ phrase: 'Trnave', position: 0 }] }), '0.data.options.0.position');
      await expect400(reading.id, one(g, { options: [{ phrase: 'Praha', position: 1 }] }), '0.data.options.0.phrase');
      await expect400(
        reading.id,
        one(g, {
          options: [
            { phrase: 'Trnave', position: 1 },
            { phrase: 'Trnave', position: 2 },
          ],
        }),
        '0.data.options.1.phrase',
      );
      await expect400(
        reading.id,
        one(g, {
          options: [
            { phrase: 'Trnave', position: 1 },
            { phrase: 'školy', position: 1 },
          ],
        }),
        '0.data.options.1.position',
      );

      for (const id of [listening.id, reading.id]) {
        assert.deepEqual((await get(`/activities/section/${id}/status`, headers)).json(), { status: 'started', score: null });
      }
    });

    it('ids and time zones', async () => {
      for (const url of ['/activities/abc', '/activities/0/feed', '/activities/section/1e3', '/activities/section/-1/status']) {
        const response = await get(url, headers);
        assert.equal(response.statusCode, 400, url);
        assert.equal(response.json().field, 'id', url);
      }
      for (const url of ['/activities/today?tz=Mars/Olympus', '/activities/status?tz=' + 'x'.repeat(80)]) {
        const response = await get(url, headers);
        assert.equal(response.statusCode, 400, url);
        assert.equal(response.json().field, 'tz');
      }
      assert.equal((await submit(987_654, [], headers)).statusCode, 404);
    });
  });

  it('documents every endpoint in OpenAPI', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(response.statusCode, 200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/activities/today',
      '/api/activities/status',
      '/api/activities/{id}',
      '/api/activities/{id}/feed',
      '/api/activities/section/{id}',
      '/api/activities/section/{id}/status',
      '/api/activities/section/{id}/submissions',
      '/api/activities/submit',
    ]) {
      assert.ok(paths.includes(path), path);
    }
    assert.ok(!paths.some((path: string) => path.startsWith('/api/activities/teacher')), 'the fraction teacher API is gone');
  });
});
