import type { EvaluationValue, Section, SectionTask, SubmitBody, SubmittedAnswerItem } from '@app/shared/contract';
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
    if (typeof option === 'number' && option >= 0 && option < task.task_data.options.length && Number(gap) > 0) out[Number(gap)] = option;
  }
  return out;
}

const record = (draft: unknown) => (draft && typeof draft === 'object' && !Array.isArray(draft) ? (draft as Record<string, unknown>) : {});

/** The POST /activities/submit body for a section: one item per task, blanks left out (they count as missing). */
export function buildSubmitBody(section: Section, draft: SectionDraft): SubmitBody {
  return section.tasks.map((task): SubmittedAnswerItem => {
    const saved = draft[task.id];
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
  });
}
