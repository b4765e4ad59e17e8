import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Section, SubmittedAnswerItem, TaskResult, TodayActivity } from '@app/activities-contract';
import type { ReviewAnswerResult, ReviewItem } from '@app/activities-contract/review';
import type { Db } from '../src/db/types';
import { learner, rightAnswers } from './activities-fixtures';
import { apiAs } from './studio-support';

/**
 * A learner who submitted day 1's listening section with two slips: 'Odkiaľ je Lucia?' answered
 * 'Z Bratislavy' (it is 'Z Košíc') and 'Lucia je lekárka.' answered true (it is false).
 */
export async function learnerWithTwoSlips(app: FastifyInstance, db: Db) {
  const pupil = await learner(app, db);
  const api = apiAs(app, pupil.headers);
  const today = (await api.get('/activities/today?tz=Europe/Bratislava')).json() as TodayActivity;
  const listening = today.activity.sections.find((s) => s.section_type === 'listening')!;
  const section = (await api.get(`/activities/section/${listening.section_id}`)).json() as Section;
  const answers = (await rightAnswers(db, section)).map((item): SubmittedAnswerItem => {
    if (item.task_type === 'QuestionTask') {
      const queries = item.data.queries.map((q) => (q.query_id === 1 ? { ...q, answer: 'Z Bratislavy' } : q));
      return { ...item, data: { queries } };
    }
    if (item.task_type === 'EvaluationTask') {
      const questions = item.data.questions.map((q) => (q.question_id === 2 ? { ...q, answer: 'true' as const } : q));
      return { ...item, data: { questions } };
    }
    return item;
  });
  const submitted = await api.post(`/activities/submit?section_id=${listening.section_id}`, answers);
  assert.equal(submitted.statusCode, 200, submitted.body);
  const results = submitted.json() as TaskResult[];
  assert.equal(
    results.reduce((n, r) => n + r.incorrect_count, 0),
    2,
  );
  return { ...pupil, api, activityId: today.activity.activity_id, sectionId: listening.section_id };
}

/** The answer a review item expects (right) or one it does not (wrong), in the item's own task. */
export function answerTo(item: ReviewItem, right: boolean): SubmittedAnswerItem {
  const { task, answer_key: key } = item;
  if (task.concrete_type === 'QuestionTask' && key.concrete_type === 'QuestionTask') {
    const query = task.task_data.queries[0]!;
    const expected = key.answers['1']![0]!;
    const wrong = query.is_manual_input ? 'nesprávne' : query.options.find((o) => o !== expected)!;
    return {
      task_id: task.id,
      task_type: 'QuestionTask',
      data: { queries: [{ query_id: 1, answer: right ? expected : wrong }] },
    };
  }
  if (task.concrete_type === 'EvaluationTask' && key.concrete_type === 'EvaluationTask') {
    const expected = key.answers['1']!;
    const wrong = expected === 'true' ? 'false' : 'true';
    return {
      task_id: task.id,
      task_type: 'EvaluationTask',
      data: { questions: [{ question_id: 1, answer: right ? expected : wrong }] },
    };
  }
  if (task.concrete_type === 'GapsTask' && key.concrete_type === 'GapsTask') {
    const expected = key.gaps[0]!;
    const wrong = task.task_data.options.find((o) => o.phrase !== expected)!.phrase;
    return { task_id: task.id, task_type: 'GapsTask', data: { options: [{ position: 1, phrase: right ? expected : wrong }] } };
  }
  throw new Error(`no answer for ${task.concrete_type}`);
}

/** One review answer with fresh keys; asserts 200 and answers the result. */
export async function review(
  api: ReturnType<typeof apiAs>,
  item: ReviewItem,
  right: boolean,
  sessionKey = randomUUID(),
): Promise<ReviewAnswerResult> {
  const response = await api.post('/review/answers?tz=Europe/Bratislava', {
    client_key: randomUUID(),
    session_key: sessionKey,
    card_id: item.card_id,
    answer: answerTo(item, right),
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}
