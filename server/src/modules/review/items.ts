/**
 * The items of a task as review cards see them: each item's key (its identity across the task's
 * versions) and the one-item task a card is reviewed in.
 */
import type { SectionTask, TaskSolution } from '@app/activities-contract';
import type { ReviewAnswerKey } from '@app/activities-contract/review';
import { normalise, type Scored, type StoredTask } from '../activities/index';
import type { ScorableTask } from '@app/activities-contract/rules';
import { shuffleFor } from '../activities/index';

/**
 * An item's key within its task, stable across versions: a question, a statement and a pair by
 * their text as compared (a fixed key, a reordered list or a final "?" keep it), a gap by its
 * number. An edit of that text is a new item; the old one's cards retire.
 */
export const questionKey = (text: string) => `q:${normalise(text)}`;
export const statementKey = (text: string) => `s:${normalise(text)}`;
export const pairKey = (left: string) => `p:${normalise(left)}`;
export const gapKey = (position: number) => `g:${position}`;

/** Every item key of a task (none for speaking). */
export function itemKeys(task: StoredTask): string[] {
  switch (task.concrete_type) {
    case 'QuestionTask':
      return task.task_data.queries.map((q) => questionKey(q.question_text));
    case 'EvaluationTask':
      return task.task_data.questions.map((q) => statementKey(q.question_text));
    case 'MatchingTask':
      return task.task_data.left_set.map(pairKey);
    case 'GapsTask':
      return task.answer_key.gaps.map((_, i) => gapKey(i + 1));
    case 'SpeakingTask':
      return [];
  }
}

/** The keys of the items a scored answer got wrong (left-out items are not mistakes: nothing was answered). */
export function wrongItemKeys(task: StoredTask, scored: Scored): string[] {
  if (scored.incorrect_count === 0) return [];
  switch (task.concrete_type) {
    case 'QuestionTask': {
      const text = new Map(task.task_data.queries.map((q) => [q.id, q.question_text]));
      const data = scored.data as { queries: Array<{ query_id: number; is_correct?: boolean }> };
      return data.queries.filter((q) => q.is_correct === false).map((q) => questionKey(text.get(q.query_id)!));
    }
    case 'EvaluationTask': {
      const text = new Map(task.task_data.questions.map((q) => [q.id, q.question_text]));
      const data = scored.data as { questions: Array<{ question_id: number; is_correct?: boolean }> };
      return data.questions.filter((q) => q.is_correct === false).map((q) => statementKey(text.get(q.question_id)!));
    }
    case 'MatchingTask': {
      const data = scored.data as { pairs: Array<{ left: string; is_correct?: boolean }> };
      return data.pairs.filter((p) => p.is_correct === false).map((p) => pairKey(p.left));
    }
    case 'GapsTask': {
      const data = scored.data as { options: Array<{ position: number; is_correct?: boolean }> };
      return data.options.filter((o) => o.is_correct === false).map((o) => gapKey(o.position));
    }
    case 'SpeakingTask':
      return [];
  }
}

/** A card's item as it is reviewed: what the learner sees, what it is checked by, what is shown after. */
export interface ReviewTask {
  task: SectionTask;
  scorable: ScorableTask;
  answer_key: ReviewAnswerKey;
  solution: TaskSolution;
}

const GAP = /\{gap(\d+)\}/g;

/**
 * The one-item task a card is reviewed in, from the task's live version; null when the item is no
 * longer in it (the card retires). Options are shuffled per card and per review, so a card seen
 * again does not come back in the order the learner remembers.
 */
export function reviewTask(task: StoredTask, key: string, userId: number, cardId: number, reps: number): ReviewTask | null {
  const shuffle = (items: string[]) => shuffleFor(items, userId, cardId, () => false, reps);
  switch (task.concrete_type) {
    case 'QuestionTask': {
      const query = task.task_data.queries.find((q) => questionKey(q.question_text) === key);
      if (!query) return null;
      const accepted = task.answer_key.answers[String(query.id)] ?? [];
      const queries = [{ ...query, id: 1, options: shuffle(query.options) }];
      return {
        task: { id: task.id, concrete_type: 'QuestionTask', instructions: task.instructions, task_data: { queries } },
        scorable: {
          id: task.id,
          concrete_type: 'QuestionTask',
          task_data: { queries },
          answer_key: { answers: { '1': accepted } },
        },
        answer_key: { concrete_type: 'QuestionTask', answers: { '1': accepted } },
        solution: { queries: [{ query_id: 1, answer: accepted[0] ?? '' }] },
      };
    }
    case 'EvaluationTask': {
      const statement = task.task_data.questions.find((q) => statementKey(q.question_text) === key);
      const value = statement && task.answer_key.answers[String(statement.id)];
      if (!statement || !value) return null;
      const questions = [{ id: 1, question_text: statement.question_text }];
      return {
        task: { id: task.id, concrete_type: 'EvaluationTask', instructions: task.instructions, task_data: { questions } },
        scorable: {
          id: task.id,
          concrete_type: 'EvaluationTask',
          task_data: { questions },
          answer_key: { answers: { '1': value } },
        },
        answer_key: { concrete_type: 'EvaluationTask', answers: { '1': value } },
        solution: { questions: [{ question_id: 1, answer: value }] },
      };
    }
    case 'MatchingTask': {
      // One pair alone would match itself: the left side is asked with every right side as a choice.
      const { left_set, right_set } = task.task_data;
      const index = left_set.findIndex((left) => pairKey(left) === key);
      if (index < 0) return null;
      const right = right_set[index]!;
      const queries = [
        { id: 1, question_text: left_set[index]!, is_manual_input: false, options: shuffle([...new Set(right_set)]) },
      ];
      return {
        task: { id: task.id, concrete_type: 'QuestionTask', instructions: task.instructions, task_data: { queries } },
        scorable: {
          id: task.id,
          concrete_type: 'QuestionTask',
          task_data: { queries },
          answer_key: { answers: { '1': [right] } },
        },
        answer_key: { concrete_type: 'QuestionTask', answers: { '1': [right] } },
        solution: { queries: [{ query_id: 1, answer: right }] },
      };
    }
    case 'GapsTask': {
      // The other gaps are shown filled in; the card's gap is the text's only one, {gap1}.
      const gaps = task.answer_key.gaps;
      const position = Number(key.slice(2));
      const phrase = gaps[position - 1];
      if (phrase === undefined) return null;
      const text_with_gaps = task.task_data.text_with_gaps.replace(GAP, (_, n: string) =>
        Number(n) === position ? '{gap1}' : (gaps[Number(n) - 1] ?? ''),
      );
      const options = shuffle(task.task_data.options.map((o) => o.phrase)).map((p) => ({ phrase: p }));
      return {
        task: { id: task.id, concrete_type: 'GapsTask', instructions: task.instructions, task_data: { text_with_gaps, options } },
        scorable: {
          id: task.id,
          concrete_type: 'GapsTask',
          task_data: { text_with_gaps, options },
          answer_key: { gaps: [phrase] },
        },
        answer_key: { concrete_type: 'GapsTask', gaps: [phrase] },
        solution: { options: [{ phrase, position: 1 }] },
      };
    }
    case 'SpeakingTask':
      return null;
  }
}
