/**
 * A review item checked by the days' scoring: the server, the mocks and the screen (which checks
 * at once, offline too) read an item the same way. Pure and free of zod and ts-fsrs.
 */
import type { TaskAnswerByType, TaskResult, TaskType } from '..';
import type { ReviewItem } from '../review';
import { scoreAnswer, type ScorableTask } from './scoring';

/** The item's one-item task with its key, as scoring takes it. */
export function reviewItemScorable(item: Pick<ReviewItem, 'task' | 'answer_key'>): ScorableTask {
  const { task, answer_key: key } = item;
  if (task.concrete_type === 'QuestionTask' && key.concrete_type === 'QuestionTask')
    return { id: task.id, concrete_type: 'QuestionTask', task_data: task.task_data, answer_key: { answers: key.answers } };
  if (task.concrete_type === 'EvaluationTask' && key.concrete_type === 'EvaluationTask')
    return { id: task.id, concrete_type: 'EvaluationTask', task_data: task.task_data, answer_key: { answers: key.answers } };
  if (task.concrete_type === 'GapsTask' && key.concrete_type === 'GapsTask')
    return { id: task.id, concrete_type: 'GapsTask', task_data: task.task_data, answer_key: { gaps: key.gaps } };
  throw new Error(`a review item is never a ${task.concrete_type} with a ${key.concrete_type} key`);
}

/**
 * Checks an answer already shaped by its type's schema (throws `AnswerRefused` like the days'
 * scoring): the result as the days show it, with the solution, and whether the one item was right.
 */
export function checkReviewItem(
  item: Pick<ReviewItem, 'task' | 'answer_key' | 'solution'>,
  data: TaskAnswerByType[TaskType],
  field = 'answer.data',
): { result: TaskResult; correct: boolean } {
  const scored = scoreAnswer(reviewItemScorable(item), data, field);
  const result = { task_id: item.task.id, task_type: item.task.concrete_type, ...scored, solution: item.solution } as TaskResult;
  return { result, correct: scored.correct_count === 1 };
}
