import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Section, SubmittedAnswerItem, TodayActivity } from '@app/activities-contract';
import type { ReviewItem, ReviewNext, ReviewSessionSummary, ReviewSummary } from '@app/activities-contract/review';
import type { StudioDaySave } from '@app/studio-contract';
import type { Db } from '../src/db/types';
import { rightAnswers } from './activities-fixtures';
import { retireRemovedItemsEverywhere } from '../src/modules/review/index';
import { createTestApp } from './helpers';
import { answerTo, learnerWithTwoSlips, review } from './review-support';
import { staffUser } from './staff-support';
import { apiAs, publishDayChange } from './studio-support';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const TZ = 'tz=Europe/Bratislava';

let app: FastifyInstance;
let db: Db;
/** The server's present (app.now): the system clock until a test moves it. */
let instant: Date | undefined;
before(async () => ({ app, db } = await createTestApp({ clock: () => instant ?? new Date() })));
after(() => app.close());

const summaryOf = async (api: ReturnType<typeof apiAs>) => (await api.get(`/review/summary?${TZ}`)).json() as ReviewSummary;
const nextOf = async (api: ReturnType<typeof apiAs>) => ((await api.get(`/review/next?${TZ}`)).json() as ReviewNext).items;
const logCount = async (userId: number) =>
  Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM review_logs WHERE user_id = $1', [userId]))[0]!.n);
const questionOf = (item: ReviewItem) =>
  item.task.concrete_type === 'QuestionTask' || item.task.concrete_type === 'EvaluationTask'
    ? item.task.concrete_type === 'QuestionTask'
      ? item.task.task_data.queries[0]!.question_text
      : item.task.task_data.questions[0]!.question_text
    : item.task.task_data;

describe('review: cards from the day’s mistakes', () => {
  it('makes a card of each item answered wrong, due tomorrow, and serves exactly those in the days’ task shapes', async () => {
    instant = undefined;
    const submittedAt = Date.now();
    const pupil = await learnerWithTwoSlips(app, db);

    const now = await summaryOf(pupil.api);
    assert.equal(now.total, 2);
    assert.equal(now.due, 0, 'a day’s mistakes come back tomorrow, not minutes later');
    const nextDue = Date.parse(now.next_due_at!);
    assert.ok(nextDue >= submittedAt + DAY - 60_000 && nextDue <= Date.now() + DAY, now.next_due_at!);
    assert.deepEqual(await nextOf(pupil.api), []);

    instant = new Date(nextDue + HOUR);
    assert.deepEqual(await summaryOf(pupil.api), { due: 2, next_due_at: null, total: 2 });
    const items = await nextOf(pupil.api);
    assert.deepEqual(items.map(questionOf).sort(), ['Lucia je lekárka.', 'Odkiaľ je Lucia?']);
    const question = items.find((i) => i.task.concrete_type === 'QuestionTask')!;
    assert.equal(question.day, 1);
    assert.deepEqual(question.solution, { queries: [{ query_id: 1, answer: 'Z Košíc' }] });
    if (question.task.concrete_type !== 'QuestionTask') throw new Error('unreachable');
    assert.deepEqual([...question.task.task_data.queries[0]!.options].sort(), ['Z Bratislavy', 'Z Košíc', 'Zo Žiliny']);
    // The day's answers are logged as the cards' first reviews (rated Again), for fitting parameters later.
    const logs = await db.query<{ source: string; rating: number }>('SELECT source, rating FROM review_logs WHERE user_id = $1', [
      pupil.id,
    ]);
    assert.deepEqual(logs, [
      { source: 'day', rating: 1 },
      { source: 'day', rating: 1 },
    ]);
  });

  it('makes cards of a wrong pair (asked as a choice) and a wrong gap (the text’s only gap), not of right ones', async () => {
    instant = undefined;
    const pupil = await learnerWithTwoSlips(app, db);
    const today = (await pupil.api.get(`/activities/today?${TZ}`)).json() as TodayActivity;
    const reading = today.activity.sections.find((s) => s.section_type === 'reading')!;
    const section = (await pupil.api.get(`/activities/section/${reading.section_id}`)).json() as Section;
    const answers = (await rightAnswers(db, section)).map((item): SubmittedAnswerItem => {
      if (item.task_type === 'MatchingTask') {
        const [a, b, ...rest] = item.data.pairs;
        return { ...item, data: { pairs: [{ left: a!.left, right: b!.right }, { left: b!.left, right: a!.right }, ...rest] } };
      }
      if (item.task_type === 'GapsTask') {
        const [first, second, ...rest] = item.data.options;
        return {
          ...item,
          data: { options: [{ ...first!, phrase: second!.phrase }, { ...second!, phrase: first!.phrase }, ...rest] },
        };
      }
      return item;
    });
    const submitted = await pupil.api.post(`/activities/submit?section_id=${reading.section_id}`, answers);
    assert.equal(submitted.statusCode, 200, submitted.body);
    assert.equal((await summaryOf(pupil.api)).total, 6);

    instant = new Date(Date.now() + DAY + HOUR);
    const items = await nextOf(pupil.api);
    assert.equal(items.length, 6);
    const gaps = items.filter((i) => i.task.concrete_type === 'GapsTask');
    assert.equal(gaps.length, 2);
    for (const gap of gaps) {
      if (gap.task.concrete_type !== 'GapsTask') continue;
      assert.equal(gap.task.task_data.text_with_gaps.match(/\{gap\d+\}/g)?.join(), '{gap1}');
      assert.equal((await review(pupil.api, gap, true)).rating, 'good');
    }
    const pairs = items.filter((i) => i.task.concrete_type === 'QuestionTask' && i.section_title === reading.title);
    assert.equal(pairs.length, 2, 'each wrong pair is asked as a choice of the task’s right sides');
    assert.equal((await review(pupil.api, pairs[0]!, false)).rating, 'again');
  });
});

describe('review: answers', () => {
  it('rates right Good, right at the second try Hard, wrong Again; the same client key is recorded once', async () => {
    instant = undefined;
    const pupil = await learnerWithTwoSlips(app, db);
    instant = new Date(Date.now() + DAY + HOUR);
    const [first, second] = await nextOf(pupil.api);
    const session = randomUUID();
    const body = { client_key: randomUUID(), session_key: session, card_id: first!.card_id, answer: answerTo(first!, true) };
    const once = await pupil.api.post(`/review/answers?${TZ}`, body);
    assert.equal(once.statusCode, 200, once.body);
    assert.equal(once.json().rating, 'good');
    assert.equal(once.json().correct, true);
    assert.ok(Date.parse(once.json().next_due_at) > instant.getTime() + DAY, 'a right answer sends the card further than a day');
    const logs = await logCount(pupil.id);
    const twice = await pupil.api.post(`/review/answers?${TZ}`, body);
    assert.equal(twice.statusCode, 200, twice.body);
    assert.deepEqual(twice.json(), once.json());
    assert.equal(await logCount(pupil.id), logs, 'the repeat recorded nothing');

    const hard = await pupil.api.post(`/review/answers?${TZ}`, {
      client_key: randomUUID(),
      session_key: session,
      card_id: second!.card_id,
      answer: answerTo(second!, true),
      second_try: true,
    });
    assert.equal(hard.json().rating, 'hard');
    assert.ok(Date.parse(hard.json().next_due_at) < Date.parse(once.json().next_due_at), 'Hard comes back sooner than Good');
    const done = await pupil.api.post(`/review/sessions/${session}/finish`);
    assert.equal(done.statusCode, 200, done.body);
    const summary = done.json() as ReviewSessionSummary;
    assert.deepEqual(summary, { answered: 2, correct: 2, finished_at: instant.toISOString() });
  });

  it('refuses a card not due (400), another learner’s or an unknown one (404), a wrong task type (400), recording nothing', async () => {
    instant = undefined;
    const pupil = await learnerWithTwoSlips(app, db);
    const other = await learnerWithTwoSlips(app, db);
    const [card] = await db.query<{ id: number }>('SELECT id FROM review_cards WHERE user_id = $1 ORDER BY id LIMIT 1', [
      pupil.id,
    ]);
    const before = [await logCount(pupil.id), await logCount(other.id)];
    const send = (api: ReturnType<typeof apiAs>, cardId: number, answer: SubmittedAnswerItem) =>
      api.post(`/review/answers?${TZ}`, { client_key: randomUUID(), session_key: randomUUID(), card_id: cardId, answer });
    const anyAnswer: SubmittedAnswerItem = {
      task_id: 1,
      task_type: 'QuestionTask',
      data: { queries: [{ query_id: 1, answer: 'Z Košíc' }] },
    };

    const early = await send(pupil.api, Number(card!.id), anyAnswer);
    assert.equal(early.statusCode, 400, early.body);
    assert.deepEqual(early.json(), { message: 'Táto položka ešte nie je na rade na opakovanie.', field: 'card_id' });

    instant = new Date(Date.now() + DAY + HOUR);
    const theirs = await send(other.api, Number(card!.id), anyAnswer);
    assert.equal(theirs.statusCode, 404, theirs.body);
    assert.equal((await send(pupil.api, 999_999_999, anyAnswer)).statusCode, 404);
    const [item] = await nextOf(pupil.api);
    const wrongType: SubmittedAnswerItem = { task_id: item!.task.id, task_type: 'MatchingTask', data: { pairs: [] } };
    const mistyped = await send(pupil.api, item!.card_id, wrongType);
    assert.equal(mistyped.statusCode, 400, mistyped.body);
    assert.equal(mistyped.json().field, 'answer.task_type');
    assert.equal((await pupil.api.post(`/review/sessions/${randomUUID()}/finish`)).statusCode, 404);
    assert.deepEqual([await logCount(pupil.id), await logCount(other.id)], before);
  });

  it('counts a day with a finished review session in the streak', async () => {
    instant = undefined;
    const pupil = await learnerWithTwoSlips(app, db);
    // Day 1's listening alone does not finish the activity: the streak starts with the review.
    const streak = async () => (await pupil.api.get(`/users/me/statistics?${TZ}`)).json().current_streak_days as number;
    instant = new Date(Date.now() + DAY + HOUR);
    assert.equal(await streak(), 0);
    const session = randomUUID();
    for (const item of await nextOf(pupil.api)) await review(pupil.api, item, true, session);
    assert.equal(await streak(), 0, 'answers alone are not a finished session');
    assert.equal((await pupil.api.post(`/review/sessions/${session}/finish`)).statusCode, 200);
    assert.equal(await streak(), 1);
  });
});

describe('review: a month on the school’s clock', () => {
  it('spaces a card further after each right answer and brings it back sooner after a wrong one', async () => {
    instant = undefined;
    const pupil = await learnerWithTwoSlips(app, db);
    const start = Date.now();
    // 'Odkiaľ je Lucia?' is always answered right; 'Lucia je lekárka.' right, right, then wrong, then right.
    const plan = [true, true, false, true, true];
    const intervals = new Map<string, number[]>();
    for (let day = 1; day <= 30; day += 1) {
      instant = new Date(start + day * DAY + HOUR);
      for (const item of await nextOf(pupil.api)) {
        const name = String(questionOf(item));
        const seen = intervals.get(name) ?? [];
        const right = name === 'Odkiaľ je Lucia?' ? true : (plan[seen.length] ?? true);
        const result = await review(pupil.api, item, right);
        intervals.set(name, [...seen, Math.round((Date.parse(result.next_due_at) - instant.getTime()) / DAY)]);
      }
    }
    const always = intervals.get('Odkiaľ je Lucia?')!;
    const slipped = intervals.get('Lucia je lekárka.')!;
    assert.ok(always.length >= 3, `reviewed ${always.length} times in a month`);
    for (let i = 1; i < always.length; i += 1) assert.ok(always[i]! > always[i - 1]!, `growing: ${always.join(', ')}`);
    assert.ok(slipped[1]! > slipped[0]!, `growing before the slip: ${slipped.join(', ')}`);
    assert.ok(slipped[2]! < slipped[1]!, `shrinking after the slip: ${slipped.join(', ')}`);
    assert.ok(slipped[3]! > slipped[2]!, `growing again: ${slipped.join(', ')}`);
  });
});

// Last: it changes day 1 for every learner after it.
describe('review: an editor’s changes', () => {
  it('keeps the card when the key is fixed (served and scored by the new key) and retires it when the item is removed', async () => {
    instant = undefined;
    const pupil = await learnerWithTwoSlips(app, db);
    const editor = await staffUser(app, db, ['editor']);
    const studio = apiAs(app, editor.headers);
    const edit = (change: (save: StudioDaySave) => void) => publishDayChange(studio, pupil.activityId, change);
    // The key of 'Odkiaľ je Lucia?' becomes 'Zo Žiliny' (the task is versioned: somebody answered it).
    await edit((save) => {
      const task = save.sections[0]!.tasks[0]!;
      if (task.type === 'QuestionTask') task.queries[0]!.accepted = ['Zo Žiliny'];
    });
    instant = new Date(Date.now() + DAY + HOUR);
    const items = await nextOf(pupil.api);
    assert.equal(items.length, 2);
    const question = items.find((i) => questionOf(i) === 'Odkiaľ je Lucia?')!;
    assert.deepEqual(question.solution, { queries: [{ query_id: 1, answer: 'Zo Žiliny' }] });
    assert.equal((await review(pupil.api, question, true)).correct, true);

    // The statement 'Lucia je lekárka.' is removed: its card retires, is never served or counted.
    await edit((save) => {
      const task = save.sections[0]!.tasks[1]!;
      if (task.type === 'EvaluationTask') task.statements = task.statements.filter((s) => s.text !== 'Lucia je lekárka.');
    });
    assert.deepEqual(await nextOf(pupil.api), []);
    const summary = await summaryOf(pupil.api);
    assert.equal(summary.total, 1);
    assert.equal(summary.due, 0);
    const [retired] = await db.query<{ id: number }>(
      "SELECT id FROM review_cards WHERE user_id = $1 AND item_key LIKE 's:%' AND retired_at IS NOT NULL",
      [pupil.id],
    );
    assert.ok(retired, 'the statement’s card is retired');
    const refused = await pupil.api.post(`/review/answers?${TZ}`, {
      client_key: randomUUID(),
      session_key: randomUUID(),
      card_id: Number(retired.id),
      answer: { task_id: 1, task_type: 'EvaluationTask', data: { questions: [{ question_id: 1, answer: 'false' }] } },
    });
    assert.equal(refused.statusCode, 404, refused.body);
  });

  it('retires at start a card whose item went before publishing retired cards, so the summary stops counting it', async () => {
    instant = undefined;
    const pupil = await learnerWithTwoSlips(app, db);
    assert.equal((await summaryOf(pupil.api)).total, 2);
    // What an instance that ran before eager retirement left: a card of an item its task no longer has.
    await db.query(
      "UPDATE review_cards SET item_key = 's:an item an editor removed' WHERE user_id = $1 AND item_key LIKE 's:%'",
      [pupil.id],
    );
    await retireRemovedItemsEverywhere(db, new Date());
    assert.equal((await summaryOf(pupil.api)).total, 1);
    const [card] = await db.query<{ retired: boolean }>(
      "SELECT retired_at IS NOT NULL AS retired FROM review_cards WHERE user_id = $1 AND item_key = 's:an item an editor removed'",
      [pupil.id],
    );
    assert.equal(card!.retired, true);
    // The learner's other card, whose item is still there, is left as it was.
    const [kept] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM review_cards WHERE user_id = $1 AND retired_at IS NULL',
      [pupil.id],
    );
    assert.equal(kept!.n, 1);
  });
});
