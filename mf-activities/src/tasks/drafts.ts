import type { EvaluationValue, Section, SectionTask, SubmitBody, SubmittedAnswerItem } from '@app/activities-contract';
import type { GapPlacements } from './gaps-rules';

/**
 * What the learner has entered in a task so far, per concrete_type. Matching keeps the order of
 * right_set indices (the right column as shown); gaps keep which option fills which gap.
 */
export interface DraftByType {
  QuestionTask: Readonly<Record<number, string>>;
  EvaluationTask: Readonly<Record<number, EvaluationValue>>;
  MatchingTask: readonly number[];
  GapsTask: GapPlacements;
  SpeakingTask: null;
}
export type SectionDraft = Readonly<Record<number, DraftByType[keyof DraftByType] | undefined>>;

const identity = (n: number) => Array.from({ length: n }, (_, index) => index);

/** A matching draft is valid only as a permutation of right_set's indices (the stored one may be stale). */
export function matchingOrder(task: Extract<SectionTask, { concrete_type: 'MatchingTask' }>, draft: unknown): number[] {
  const n = task.task_data.right_set.length;
  if (Array.isArray(draft) && draft.length === n && [...draft].sort((a, b) => a - b).every((value, index) => value === index)) {
    return draft as number[];
  }
  return identity(n);
}

export function gapPlacements(task: Extract<SectionTask, { concrete_type: 'GapsTask' }>, draft: unknown): GapPlacements {
  if (!draft || typeof draft !== 'object' || Array.isArray(draft)) return {};
  const out: Record<number, number> = {};
  for (const [gap, option] of Object.entries(draft as Record<string, unknown>)) {
    if (typeof option === 'number' && option >= 0 && option < task.task_data.options.length && Number(gap) > 0)
      out[Number(gap)] = option;
  }
  return out;
}

const record = (draft: unknown) =>
  draft && typeof draft === 'object' && !Array.isArray(draft) ? (draft as Record<string, unknown>) : {};

/** The POST /activities/submit body for a section: one item per task, blanks left out (they count as missing). */
export function buildSubmitBody(section: Section, draft: SectionDraft): SubmitBody {
  return section.tasks.map((task) => taskAnswer(task, draft[task.id]));
}

/** One task's answer as the submit (and a review's answer) sends it, blanks left out. */
export function taskAnswer(task: SectionTask, saved: SectionDraft[number]): SubmittedAnswerItem {
  switch (task.concrete_type) {
    case 'QuestionTask': {
      const answers = record(saved);
      return {
        task_id: task.id,
        task_type: task.concrete_type,
        data: {
          queries: task.task_data.queries
            .map((query) => ({ query_id: query.id, answer: String(answers[query.id] ?? '').trim() }))
            .filter((item) => item.answer !== ''),
        },
      };
    }
    case 'EvaluationTask': {
      const answers = record(saved);
      return {
        task_id: task.id,
        task_type: task.concrete_type,
        data: {
          questions: task.task_data.questions
            .filter((question) => ['true', 'false', 'not_stated'].includes(String(answers[question.id])))
            .map((question) => ({ question_id: question.id, answer: answers[question.id] as EvaluationValue })),
        },
      };
    }
    case 'MatchingTask': {
      const order = matchingOrder(task, saved);
      const { left_set, right_set } = task.task_data;
      return {
        task_id: task.id,
        task_type: task.concrete_type,
        data: { pairs: left_set.map((left, index) => ({ left, right: right_set[order[index]!] ?? '' })) },
      };
    }
    case 'GapsTask': {
      const placements = gapPlacements(task, saved);
      return {
        task_id: task.id,
        task_type: task.concrete_type,
        data: {
          options: Object.entries(placements)
            .map(([gap, option]) => ({ phrase: task.task_data.options[option]!.phrase, position: Number(gap) }))
            .sort((a, b) => a.position - b.position),
        },
      };
    }
    case 'SpeakingTask':
      return { task_id: task.id, task_type: task.concrete_type, data: { is_skipped: false } };
  }
}

/**
 * How many answerable items the section has and how many the draft leaves empty (matching is
 * always complete: every left item has a partner). Speaking tasks count for nothing.
 */
export function unansweredCount(section: Section, draft: SectionDraft): { missing: number; total: number } {
  let missing = 0;
  let total = 0;
  for (const item of buildSubmitBody(section, draft)) {
    const task = section.tasks.find((candidate) => candidate.id === item.task_id)!;
    if (item.task_type === 'QuestionTask' && task.concrete_type === 'QuestionTask') {
      total += task.task_data.queries.length;
      missing += task.task_data.queries.length - item.data.queries.length;
    } else if (item.task_type === 'EvaluationTask' && task.concrete_type === 'EvaluationTask') {
      total += task.task_data.questions.length;
      missing += task.task_data.questions.length - item.data.questions.length;
    } else if (item.task_type === 'MatchingTask') {
      total += item.data.pairs.length;
    } else if (item.task_type === 'GapsTask' && task.concrete_type === 'GapsTask') {
      const gaps = new Set(Array.from(task.task_data.text_with_gaps.matchAll(/\{gap(\d+)\}/g), (match) => match[1])).size;
      total += gaps;
      missing += Math.max(0, gaps - item.data.options.length);
    }
  }
  return { missing, total };
}
