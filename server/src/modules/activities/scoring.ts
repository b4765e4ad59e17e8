/**
 * Scoring lives once, in the contract's rules (@app/activities-contract/rules), which the mocks call
 * too; the server adds what is its own: parsing the raw answer with the contract's schema and
 * turning a refused answer into its 400.
 */
import { taskAnswerSchemas, type TaskAnswerByType, type TaskType } from '@app/activities-contract';
import { AnswerRefused, scoreAnswer, type ScorableTask, type Scored } from '@app/activities-contract/rules';
import { badRequest } from '../../errors';

export {
  itemCount,
  normalise,
  solutionOf,
  speakingCounts,
  unanswered,
  withoutDiacritics,
  type AnswerKeys,
  type Scored,
  type TaskDataByType,
} from '@app/activities-contract/rules';

/** A task as stored (activity_tasks): what scoring needs, and where it sits. */
export type StoredTask = ScorableTask & { section_id: number; instructions: string };

/** Parses data against the task's answer schema; a 400 names the field as `${field}.queries.0.answer`. */
function parse<T extends TaskType>(type: T, raw: unknown, field: string): TaskAnswerByType[T] {
  const parsed = taskAnswerSchemas[type].safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = [field, ...issue.path.map(String)].join('.');
    throw badRequest(`${path}: ${issue.message}`, path);
  }
  return parsed.data as TaskAnswerByType[T];
}

/**
 * Checks one submitted answer against its task: validates it (400 naming the field for an unknown
 * query id, an option the task does not offer, a duplicate...) and scores every item.
 */
export function checkAnswer(task: ScorableTask, raw: unknown, field: string): Scored {
  const answer = parse(task.concrete_type, raw, field);
  try {
    return scoreAnswer(task, answer, field);
  } catch (error) {
    if (error instanceof AnswerRefused) throw badRequest(error.message, error.field);
    throw error;
  }
}
