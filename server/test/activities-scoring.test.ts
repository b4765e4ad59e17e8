import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ACTIVITIES } from '../src/seed/activities-content';
import { storedTask } from '../src/seed/activities';
import {
  checkAnswer,
  normalise,
  speakingCounts,
  unanswered,
  withoutDiacritics,
  type StoredTask,
} from '../src/modules/activities/scoring';
import { sameOrder, shuffleFor } from '../src/modules/activities/shuffle';

const task = <T extends StoredTask['concrete_type']>(concrete_type: T, task_data: unknown, answer_key: unknown = {}) =>
  ({ id: 7, section_id: 1, concrete_type, instructions: '', task_data, answer_key }) as Extract<StoredTask, { concrete_type: T }>;

const question = task(
  'QuestionTask',
  {
    queries: [
      { id: 1, question_text: 'Kde býva?', is_manual_input: true, options: [] },
      { id: 2, question_text: 'Koľko?', is_manual_input: false, options: ['jeden', 'dva'] },
      { id: 3, question_text: 'Čo?', is_manual_input: true, options: [] },
    ],
  },
  { answers: { '1': ['v Bratislave', 'Bratislava'], '2': ['dva'], '3': ['byť'] } },
);

describe('activities scoring', () => {
  it('normalises free text: NFC, trimmed, spaces collapsed, case ignored, final punctuation dropped', () => {
    assert.equal(normalise('  V   Bratislave. '), 'v bratislave');
    assert.equal(normalise('Ľ\u0055DIA\t\n'), 'ľudia');
    assert.equal(normalise('c\u030Cas'), 'čas');
    assert.equal(normalise('Áno!?'), 'áno');
    assert.equal(withoutDiacritics('Štúr ôsmy ľad'), 'Stur osmy lad');
  });

  it('questions: right, wrong, missing (left out or blank), diacritics-only with feedback', () => {
    const scored = checkAnswer(
      question,
      {
        queries: [
          { query_id: 1, answer: 'bratislava' },
          { query_id: 3, answer: 'byt' },
          { query_id: 2, answer: '' },
        ],
      },
      '0.data',
    );
    assert.deepEqual([scored.correct_count, scored.incorrect_count, scored.missing_count], [1, 1, 1]);
    assert.deepEqual(scored.data, {
      queries: [
        { query_id: 1, answer: 'bratislava', is_correct: true },
        { query_id: 3, answer: 'byt', is_correct: false },
      ],
    });
    assert.match(scored.feedback!, /diakritik.*„byt“/);

    const wrong = checkAnswer(
      question,
      {
        queries: [
          { query_id: 2, answer: 'jeden' },
          { query_id: 3, answer: 'mať' },
        ],
      },
      '0.data',
    );
    assert.deepEqual([wrong.correct_count, wrong.incorrect_count, wrong.missing_count], [0, 2, 1]);
    assert.equal(wrong.feedback, null, 'a wrong word is not a diacritics slip');
  });

  it('evaluation, matching and gaps count each item', () => {
    const evaluation = task(
      'EvaluationTask',
      {
        questions: [
          { id: 1, question_text: 'a' },
          { id: 2, question_text: 'b' },
          { id: 3, question_text: 'c' },
        ],
      },
      {
        answers: { '1': 'true', '2': 'not_stated', '3': 'false' },
      },
    );
    const e = checkAnswer(
      evaluation,
      {
        questions: [
          { question_id: 1, answer: 'true' },
          { question_id: 2, answer: 'false' },
        ],
      },
      'x',
    );
    assert.deepEqual([e.correct_count, e.incorrect_count, e.missing_count], [1, 1, 1]);

    const matching = task('MatchingTask', { left_set: ['a', 'b', 'c'], right_set: ['1', '2', '3'] });
    const m = checkAnswer(
      matching,
      {
        pairs: [
          { left: 'a', right: '1' },
          { left: 'b', right: '3' },
          { left: 'c', right: '2' },
        ],
      },
      'x',
    );
    assert.deepEqual([m.correct_count, m.incorrect_count, m.missing_count], [1, 2, 0]);

    const gaps = task(
      'GapsTask',
      { text_with_gaps: '{gap1} {gap2} {gap3}', options: [{ phrase: 'x' }, { phrase: 'y' }, { phrase: 'z' }, { phrase: 'q' }] },
      { gaps: ['x', 'y', 'z'] },
    );
    const g = checkAnswer(
      gaps,
      {
        options: [
          { phrase: 'x', position: 1 },
          { phrase: 'q', position: 2 },
        ],
      },
      'x',
    );
    assert.deepEqual([g.correct_count, g.incorrect_count, g.missing_count], [1, 1, 1]);
    assert.deepEqual(unanswered(gaps), {
      data: { options: [] },
      correct_count: 0,
      incorrect_count: 0,
      missing_count: 3,
      feedback: null,
    });
  });

  it("a teacher's score becomes percentage points of the speaking task", () => {
    assert.deepEqual(speakingCounts(0.8), { correct_count: 80, incorrect_count: 20 });
    assert.deepEqual(speakingCounts(1 / 3), { correct_count: 33, incorrect_count: 67 });
    assert.equal(checkAnswer(task('SpeakingTask', {}), { is_skipped: false }, 'x').correct_count, 0);
  });

  it('shuffles per user deterministically and never into the solved order', () => {
    const items = ['a', 'b', 'c', 'd'];
    const orders = new Set<string>();
    for (let user = 1; user <= 300; user += 1) {
      const order = shuffleFor(items, user, 5, (o) => sameOrder(o, items));
      assert.notDeepEqual(order, items);
      assert.deepEqual([...order].sort(), items);
      assert.deepEqual(
        shuffleFor(items, user, 5, (o) => sameOrder(o, items)),
        order,
      );
      orders.add(order.join());
    }
    assert.ok(orders.size > 10, 'users get different orders');
    assert.deepEqual(
      shuffleFor(['a', 'b'], 1, 1, (o) => sameOrder(o, ['a', 'b'])),
      ['b', 'a'],
    );
  });

  it('the seeded course: every day has listening with a recording, reading and speaking; every task type appears several times; its own keys score 100 %', () => {
    assert.ok(ACTIVITIES.length >= 7);
    const counts = new Map<string, number>();
    for (const activity of ACTIVITIES) {
      assert.deepEqual(
        activity.sections.map((s) => s.section_type),
        ['listening', 'reading', 'speaking'],
        activity.slug,
      );
      assert.ok(activity.sections[0]!.audio, activity.slug);
      for (const section of activity.sections) {
        for (const seedTask of section.tasks) {
          counts.set(seedTask.type, (counts.get(seedTask.type) ?? 0) + 1);
          const stored = {
            id: 1,
            section_id: 1,
            instructions: '',
            concrete_type: seedTask.type,
            ...storedTask(seedTask),
          } as unknown as StoredTask;
          if (stored.concrete_type === 'SpeakingTask') continue;
          const right =
            stored.concrete_type === 'QuestionTask'
              ? {
                  queries: stored.task_data.queries.map((q) => ({
                    query_id: q.id,
                    answer: stored.answer_key.answers[String(q.id)]![0]!,
                  })),
                }
              : stored.concrete_type === 'EvaluationTask'
                ? {
                    questions: stored.task_data.questions.map((q) => ({
                      question_id: q.id,
                      answer: stored.answer_key.answers[String(q.id)]!,
                    })),
                  }
                : stored.concrete_type === 'MatchingTask'
                  ? { pairs: stored.task_data.left_set.map((left, i) => ({ left, right: stored.task_data.right_set[i]! })) }
                  : { options: stored.answer_key.gaps.map((phrase, i) => ({ phrase, position: i + 1 })) };
          const scored = checkAnswer(stored, right, 'seed');
          assert.equal(scored.incorrect_count + scored.missing_count, 0, `${activity.slug} ${seedTask.type}`);
        }
      }
    }
    const tour = new Set(ACTIVITIES[0]!.sections.flatMap((s) => s.tasks.map((t) => t.type)));
    assert.equal(tour.size, 5, 'day 1 is a tour of all five task types');
    for (const type of ['QuestionTask', 'EvaluationTask', 'MatchingTask', 'GapsTask', 'SpeakingTask']) {
      assert.ok((counts.get(type) ?? 0) >= 5, `${type}: ${counts.get(type)}`);
    }
  });
});
