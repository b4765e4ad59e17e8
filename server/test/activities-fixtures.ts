import type { FastifyInstance } from 'fastify';
import type { Section, SectionTask, SubmittedAnswerItem, TaskType } from '@app/activities-contract';
import type { Db } from '../src/db/types';
import type { AnswerKeys } from '../src/modules/activities/scoring';
import { activateBasic, authHeaders, newTelegramUser } from './helpers';

export type Tg = ReturnType<typeof newTelegramUser>;

/** A subscribed learner: Telegram user, headers and database id. */
export async function learner(app: FastifyInstance, db: Db, overrides: Partial<Tg> = {}) {
  const tg = newTelegramUser(overrides);
  await activateBasic(app, tg);
  const [row] = await db.query<{ id: number }>('SELECT id FROM users WHERE telegram_id = $1', [tg.id]);
  return { tg, id: row!.id, headers: authHeaders(tg) };
}

async function keyOf<T extends TaskType>(db: Db, taskId: number): Promise<AnswerKeys[T]> {
  const [row] = await db.query<{ answer_key: AnswerKeys[T] }>('SELECT answer_key FROM activity_tasks WHERE id = $1', [taskId]);
  return row!.answer_key;
}

/** The right answer to a task as served (the test reads the key from the database, as no client can). */
export async function rightAnswer(db: Db, task: SectionTask): Promise<SubmittedAnswerItem> {
  switch (task.concrete_type) {
    case 'QuestionTask': {
      const key = await keyOf<'QuestionTask'>(db, task.id);
      return {
        task_id: task.id,
        task_type: 'QuestionTask',
        data: { queries: task.task_data.queries.map((q) => ({ query_id: q.id, answer: key.answers[String(q.id)]![0]! })) },
      };
    }
    case 'EvaluationTask': {
      const key = await keyOf<'EvaluationTask'>(db, task.id);
      return {
        task_id: task.id,
        task_type: 'EvaluationTask',
        data: { questions: task.task_data.questions.map((q) => ({ question_id: q.id, answer: key.answers[String(q.id)]! })) },
      };
    }
    case 'MatchingTask': {
      const [row] = await db.query<{ task_data: { left_set: string[]; right_set: string[] } }>(
        'SELECT task_data FROM activity_tasks WHERE id = $1',
        [task.id],
      );
      const { left_set, right_set } = row!.task_data;
      return {
        task_id: task.id,
        task_type: 'MatchingTask',
        data: { pairs: left_set.map((left, i) => ({ left, right: right_set[i]! })) },
      };
    }
    case 'GapsTask': {
      const key = await keyOf<'GapsTask'>(db, task.id);
      return {
        task_id: task.id,
        task_type: 'GapsTask',
        data: { options: key.gaps.map((phrase, i) => ({ phrase, position: i + 1 })) },
      };
    }
    case 'SpeakingTask':
      return { task_id: task.id, task_type: 'SpeakingTask', data: { is_skipped: false } };
  }
}

export async function rightAnswers(db: Db, section: Section): Promise<SubmittedAnswerItem[]> {
  return Promise.all(section.tasks.map((task) => rightAnswer(db, task)));
}
