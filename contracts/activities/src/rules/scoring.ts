/**
 * How an answer is checked and scored: the one implementation the server (server/src/modules/
 * activities/) and the mocks both call. Pure: it takes the task with its answer key and an answer
 * already shaped by the contract's schema (`taskAnswerSchemas`), and answers the counts, the
 * feedback and the solution, or throws `AnswerRefused` naming the field (the server's 400).
 */
import type {
  EvaluationTaskData,
  EvaluationValue,
  GapsTaskData,
  MatchingTaskData,
  QuestionTaskData,
  SpeakingTaskData,
  TaskAnswerByType,
  TaskSolution,
  TaskType,
} from '..';

/** Answer keys as stored in activity_tasks.answer_key. Never sent to a client. */
export interface AnswerKeys {
  /** Accepted answers per query id: the correct option for a choice, one or more texts for free input. */
  QuestionTask: { answers: Record<string, string[]> };
  EvaluationTask: { answers: Record<string, EvaluationValue> };
  /** The key is task_data itself: left_set[i] belongs to right_set[i] as stored. */
  MatchingTask: Record<string, never>;
  /** The phrase of gap n at index n - 1. */
  GapsTask: { gaps: string[] };
  SpeakingTask: Record<string, never>;
}
export interface TaskDataByType {
  QuestionTask: QuestionTaskData;
  EvaluationTask: EvaluationTaskData;
  MatchingTask: MatchingTaskData;
  GapsTask: GapsTaskData;
  SpeakingTask: SpeakingTaskData;
}

/** A task as scoring sees it: its stored data (the matching pairs in stored order) and its key. */
export type ScorableTask = {
  [T in TaskType]: {
    id: number;
    concrete_type: T;
    task_data: TaskDataByType[T];
    answer_key: AnswerKeys[T];
  };
}[TaskType];

/** An answer the task cannot take (an unknown query, an option not offered, a duplicate...): a 400 naming `field`. */
export class AnswerRefused extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}
const badRequest = (message: string, field: string) => new AnswerRefused(message, field);

export interface Scored {
  data: TaskAnswerByType[TaskType];
  correct_count: number;
  incorrect_count: number;
  missing_count: number;
  feedback: string | null;
}

/**
 * Counts of an answer whose items each carry is_correct: what was answered is correct or
 * incorrect, the task's other items are missing.
 */
function counted(items: ReadonlyArray<{ is_correct: boolean }>, total: number) {
  const correct = items.filter((item) => item.is_correct).length;
  return { correct_count: correct, incorrect_count: items.length - correct, missing_count: total - items.length, feedback: null };
}

/** Free text as compared: Unicode NFC, trimmed, inner spaces collapsed, case ignored, final .!? dropped. */
export function normalise(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/[.!?…]+$/u, '')
    .trim()
    .toLocaleLowerCase('sk');
}

/** The same text without diacritics (č → c, ô → o): to notice an answer wrong only in them. */
export function withoutDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

const DIACRITICS_FEEDBACK = (given: string) =>
  `Skontrolujte diakritiku: „${given}“ sa od správnej odpovede líši len dĺžňami či mäkčeňmi, a tie v slovenčine menia význam (napr. byt – byť).`;

/** Number of items a task is scored on (its queries, statements, pairs or gaps). */
export function itemCount(task: ScorableTask): number {
  switch (task.concrete_type) {
    case 'QuestionTask':
      return task.task_data.queries.length;
    case 'EvaluationTask':
      return task.task_data.questions.length;
    case 'MatchingTask':
      return task.task_data.left_set.length;
    case 'GapsTask':
      return task.answer_key.gaps.length;
    case 'SpeakingTask':
      return 0;
  }
}

/** The result of a task the submit left out: every item missing. */
export function unanswered(task: ScorableTask): Scored {
  const empty: TaskAnswerByType[TaskType] =
    task.concrete_type === 'QuestionTask'
      ? { queries: [] }
      : task.concrete_type === 'EvaluationTask'
        ? { questions: [] }
        : task.concrete_type === 'MatchingTask'
          ? { pairs: [] }
          : task.concrete_type === 'GapsTask'
            ? { options: [] }
            : { is_skipped: true };
  return { data: empty, correct_count: 0, incorrect_count: 0, missing_count: itemCount(task), feedback: null };
}

function noDuplicates<T>(values: T[], field: (index: number) => string, what: string) {
  const seen = new Set<T>();
  values.forEach((value, index) => {
    if (seen.has(value)) throw badRequest(`${field(index)}: ${what} appears twice`, field(index));
    seen.add(value);
  });
}

/**
 * Checks one answer, already shaped by its type's schema, against its task: refuses it
 * (`AnswerRefused` naming the field: an unknown query id, an option the task does not offer, a
 * duplicate...) or scores every item. `field` is where the answer sits in the request (`0.data`).
 */
export function scoreAnswer(task: ScorableTask, given: TaskAnswerByType[TaskType], field: string): Scored {
  switch (task.concrete_type) {
    case 'QuestionTask': {
      const answer = given as TaskAnswerByType['QuestionTask'];
      const queries = new Map(task.task_data.queries.map((query) => [query.id, query]));
      const at = (i: number, key = 'query_id') => `${field}.queries.${i}.${key}`;
      answer.queries.forEach((item, i) => {
        const query = queries.get(item.query_id);
        if (!query) throw badRequest(`${at(i)}: ${item.query_id} is not a query of task ${task.id}`, at(i));
        if (!query.is_manual_input && item.answer.trim() !== '' && !query.options.includes(item.answer)) {
          throw badRequest(`${at(i, 'answer')}: is not one of the query's options`, at(i, 'answer'));
        }
      });
      noDuplicates(
        answer.queries.map((q) => q.query_id),
        (i) => at(i),
        'query_id',
      );

      const feedback: string[] = [];
      const data: typeof answer.queries = [];
      let correct = 0;
      let incorrect = 0;
      for (const item of answer.queries) {
        if (normalise(item.answer) === '') continue;
        const accepted = (task.answer_key.answers[String(item.query_id)] ?? []).map(normalise);
        const given = normalise(item.answer);
        const isCorrect = accepted.includes(given);
        if (isCorrect) correct += 1;
        else {
          incorrect += 1;
          if (accepted.some((text) => withoutDiacritics(text) === withoutDiacritics(given))) {
            feedback.push(DIACRITICS_FEEDBACK(item.answer.trim()));
          }
        }
        data.push({ query_id: item.query_id, answer: item.answer, is_correct: isCorrect });
      }
      return {
        data: { queries: data },
        correct_count: correct,
        incorrect_count: incorrect,
        missing_count: queries.size - correct - incorrect,
        feedback: feedback.length > 0 ? feedback.join(' ') : null,
      };
    }

    case 'EvaluationTask': {
      const answer = given as TaskAnswerByType['EvaluationTask'];
      const ids = new Set(task.task_data.questions.map((question) => question.id));
      const at = (i: number) => `${field}.questions.${i}.question_id`;
      answer.questions.forEach((item, i) => {
        if (!ids.has(item.question_id))
          throw badRequest(`${at(i)}: ${item.question_id} is not a statement of task ${task.id}`, at(i));
      });
      noDuplicates(
        answer.questions.map((q) => q.question_id),
        at,
        'question_id',
      );
      const data = answer.questions.map((item) => ({
        question_id: item.question_id,
        answer: item.answer,
        is_correct: task.answer_key.answers[String(item.question_id)] === item.answer,
      }));
      return { data: { questions: data }, ...counted(data, ids.size) };
    }

    case 'MatchingTask': {
      const answer = given as TaskAnswerByType['MatchingTask'];
      const { left_set, right_set } = task.task_data;
      const rightOf = new Map(left_set.map((left, i) => [left, right_set[i]!]));
      const rights = new Set(right_set);
      const at = (i: number, key: 'left' | 'right') => `${field}.pairs.${i}.${key}`;
      answer.pairs.forEach((pair, i) => {
        if (!rightOf.has(pair.left)) throw badRequest(`${at(i, 'left')}: is not in the task's left_set`, at(i, 'left'));
        if (!rights.has(pair.right)) throw badRequest(`${at(i, 'right')}: is not in the task's right_set`, at(i, 'right'));
      });
      noDuplicates(
        answer.pairs.map((p) => p.left),
        (i) => at(i, 'left'),
        'left',
      );
      noDuplicates(
        answer.pairs.map((p) => p.right),
        (i) => at(i, 'right'),
        'right',
      );
      const data = answer.pairs.map((pair) => ({
        left: pair.left,
        right: pair.right,
        is_correct: rightOf.get(pair.left) === pair.right,
      }));
      return { data: { pairs: data }, ...counted(data, left_set.length) };
    }

    case 'GapsTask': {
      const answer = given as TaskAnswerByType['GapsTask'];
      const gaps = task.answer_key.gaps;
      const bank = new Map<string, number>();
      for (const option of task.task_data.options) bank.set(option.phrase, (bank.get(option.phrase) ?? 0) + 1);
      const at = (i: number, key: 'phrase' | 'position') => `${field}.options.${i}.${key}`;
      answer.options.forEach((item, i) => {
        if (item.position > gaps.length)
          throw badRequest(`${at(i, 'position')}: the text has ${gaps.length} gaps`, at(i, 'position'));
        const left = bank.get(item.phrase) ?? 0;
        if (left === 0)
          throw badRequest(`${at(i, 'phrase')}: is not in the phrase bank (or used more often than offered)`, at(i, 'phrase'));
        bank.set(item.phrase, left - 1);
      });
      noDuplicates(
        answer.options.map((o) => o.position),
        (i) => at(i, 'position'),
        'position',
      );
      const data = answer.options.map((item) => ({
        phrase: item.phrase,
        position: item.position,
        is_correct: gaps[item.position - 1] === item.phrase,
      }));
      return { data: { options: data }, ...counted(data, gaps.length) };
    }

    case 'SpeakingTask': {
      const answer = given as TaskAnswerByType['SpeakingTask'];
      // A teacher scores it later (POST /staff/speaking/.../score); until then nothing is counted.
      return { data: { is_skipped: answer.is_skipped }, correct_count: 0, incorrect_count: 0, missing_count: 0, feedback: null };
    }
  }
}

/** A teacher's score as the speaking task's counts: percentage points, so the task shows the score. */
export function speakingCounts(score: number): { correct_count: number; incorrect_count: number } {
  const correct = Math.round(score * 100);
  return { correct_count: correct, incorrect_count: 100 - correct };
}

/**
 * The expected answer of every item of an automatically checked task, for its result: only ever
 * sent with results, which exist once the section is submitted. A free-text question shows its
 * first accepted text (the one the content lists first).
 */
export function solutionOf(task: ScorableTask): TaskSolution | undefined {
  switch (task.concrete_type) {
    case 'QuestionTask':
      return {
        queries: task.task_data.queries.map((query) => ({
          query_id: query.id,
          answer: task.answer_key.answers[String(query.id)]?.[0] ?? '',
        })),
      };
    case 'EvaluationTask':
      return {
        questions: task.task_data.questions.flatMap((question) => {
          const answer = task.answer_key.answers[String(question.id)];
          return answer ? [{ question_id: question.id, answer }] : [];
        }),
      };
    case 'MatchingTask':
      return { pairs: task.task_data.left_set.map((left, i) => ({ left, right: task.task_data.right_set[i]! })) };
    case 'GapsTask':
      return { options: task.answer_key.gaps.map((phrase, i) => ({ phrase, position: i + 1 })) };
    case 'SpeakingTask':
      return undefined;
  }
}
