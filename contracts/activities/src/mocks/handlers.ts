import { http, HttpResponse } from 'msw';
import {
  activityTimeZoneQuery,
  submitBody,
  submitQuery,
  taskAnswerSchemas,
  type ActivityFeed,
  type ActivityList,
  type ActivityStatus,
  type SectionProgress,
  type SectionTask,
  type SubmittedAnswerItem,
  type TaskResult,
  type TaskSolution,
  type TodayActivity,
} from '..';
import { idParam } from '@app/shared/contract';
import { describeInputIssue, type InputIssue } from '@app/shared/domain';
import { activityFixtures, toActivity, type MockActivity, type MockAnswerKey } from './fixtures';

interface MockProgress {
  status: ActivityStatus;
  score: number | null;
  results: TaskResult[];
  submitted_at: string | null;
}

/** What the activities endpoints answer; tests set the scene by mutating it. */
export interface ActivitiesMockState {
  activities: MockActivity[];
  /** Id of today's activity; null answers GET /activities/today with 404. */
  todayId: number | null;
  progress: Record<number, MockProgress>;
  /** Requests seen, to assert what the client sent (tz, submit bodies). */
  requests: { method: string; url: string; body?: unknown }[];
}

export const createActivitiesMockState = (overrides: Partial<ActivitiesMockState> = {}): ActivitiesMockState => ({
  activities: structuredClone(activityFixtures),
  todayId: 1,
  progress: {},
  requests: [],
  ...overrides,
});

const badRequest = (issues: readonly InputIssue[], where: 'query' | 'params' | 'body') =>
  HttpResponse.json(describeInputIssue(issues[0]!, where), { status: 400 });
const notFound = (message: string) => HttpResponse.json({ message }, { status: 404 });

/** Free text as the server compares it: NFC, spaces collapsed, trimmed, a final .!?… dropped, case ignored. */
const normalise = (text: string) =>
  text
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/[.!?…]+$/u, '')
    .trim()
    .toLocaleLowerCase('sk');
const withoutDiacritics = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
const diacriticsFeedback = (given: string) =>
  `Skontrolujte diakritiku: „${given}“ sa od správnej odpovede líši len dĺžňami či mäkčeňmi, a tie v slovenčine menia význam (napr. byt – byť).`;

/** A 400 of the submit, named like the server's field (`0.data.queries.1.answer`). */
export class MockInputError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}
const refuse = (field: string, what: string): never => {
  throw new MockInputError(`${field}: ${what}`, field);
};
function noDuplicates<T>(values: T[], field: (index: number) => string, what: string) {
  const seen = new Set<T>();
  values.forEach((value, index) => {
    if (seen.has(value)) refuse(field(index), `${what} appears twice`);
    seen.add(value);
  });
}
const counted = (items: ReadonlyArray<{ is_correct: boolean }>, total: number) => {
  const correct = items.filter((item) => item.is_correct).length;
  return { correct_count: correct, incorrect_count: items.length - correct, missing_count: total - items.length, feedback: null };
};

/** Gaps in a task's text ({gap1}, {gap2}...). */
const gapCount = (text: string) => (text.match(/\{gap\d+\}/g) ?? []).length;

/** Items a task is scored on, as the server counts them. */
export function itemCount(task: SectionTask): number {
  switch (task.concrete_type) {
    case 'QuestionTask':
      return task.task_data.queries.length;
    case 'EvaluationTask':
      return task.task_data.questions.length;
    case 'MatchingTask':
      return task.task_data.left_set.length;
    case 'GapsTask':
      return gapCount(task.task_data.text_with_gaps);
    case 'SpeakingTask':
      return 0;
  }
}

/**
 * Checks one task's answer as the server does (server/src/modules/activities/scoring.ts): the
 * same 400s naming the field (unknown query, option not offered, duplicates, phrase not in the
 * bank...), the same counts and feedback. `field` is where the answer sits (`0.data`).
 */
export function checkAnswer(task: SectionTask, key: MockAnswerKey, item: SubmittedAnswerItem, field: string): TaskResult {
  const base = { task_id: task.id };
  switch (task.concrete_type) {
    case 'QuestionTask': {
      if (item.task_type !== 'QuestionTask') break;
      const queries = new Map(task.task_data.queries.map((query) => [query.id, query]));
      const at = (i: number, name = 'query_id') => `${field}.queries.${i}.${name}`;
      item.data.queries.forEach((answer, i) => {
        const query = queries.get(answer.query_id);
        if (!query) refuse(at(i), `${answer.query_id} is not a query of task ${task.id}`);
        if (!query!.is_manual_input && answer.answer.trim() !== '' && !query!.options.includes(answer.answer))
          refuse(at(i, 'answer'), "is not one of the query's options");
      });
      noDuplicates(
        item.data.queries.map((q) => q.query_id),
        (i) => at(i),
        'query_id',
      );
      const feedback: string[] = [];
      const data = [];
      let correct = 0;
      let incorrect = 0;
      for (const answer of item.data.queries) {
        if (normalise(answer.answer) === '') continue;
        const expected = key.queries?.[answer.query_id] ?? [];
        const accepted = (Array.isArray(expected) ? expected : [expected]).map(normalise);
        const given = normalise(answer.answer);
        const isCorrect = accepted.includes(given);
        if (isCorrect) correct += 1;
        else {
          incorrect += 1;
          if (accepted.some((text) => withoutDiacritics(text) === withoutDiacritics(given)))
            feedback.push(diacriticsFeedback(answer.answer.trim()));
        }
        data.push({ query_id: answer.query_id, answer: answer.answer, is_correct: isCorrect });
      }
      return {
        ...base,
        task_type: 'QuestionTask',
        data: { queries: data },
        correct_count: correct,
        incorrect_count: incorrect,
        missing_count: queries.size - correct - incorrect,
        feedback: feedback.length > 0 ? feedback.join(' ') : null,
      };
    }
    case 'EvaluationTask': {
      if (item.task_type !== 'EvaluationTask') break;
      const ids = new Set(task.task_data.questions.map((question) => question.id));
      const at = (i: number) => `${field}.questions.${i}.question_id`;
      item.data.questions.forEach((answer, i) => {
        if (!ids.has(answer.question_id)) refuse(at(i), `${answer.question_id} is not a statement of task ${task.id}`);
      });
      noDuplicates(
        item.data.questions.map((q) => q.question_id),
        at,
        'question_id',
      );
      const data = item.data.questions.map((answer) => ({
        question_id: answer.question_id,
        answer: answer.answer,
        is_correct: key.questions?.[answer.question_id] === answer.answer,
      }));
      return { ...base, task_type: 'EvaluationTask', data: { questions: data }, ...counted(data, ids.size) };
    }
    case 'MatchingTask': {
      if (item.task_type !== 'MatchingTask') break;
      const lefts = new Set(task.task_data.left_set);
      const rights = new Set(task.task_data.right_set);
      const at = (i: number, name: 'left' | 'right') => `${field}.pairs.${i}.${name}`;
      item.data.pairs.forEach((pair, i) => {
        if (!lefts.has(pair.left)) refuse(at(i, 'left'), "is not in the task's left_set");
        if (!rights.has(pair.right)) refuse(at(i, 'right'), "is not in the task's right_set");
      });
      noDuplicates(
        item.data.pairs.map((p) => p.left),
        (i) => at(i, 'left'),
        'left',
      );
      noDuplicates(
        item.data.pairs.map((p) => p.right),
        (i) => at(i, 'right'),
        'right',
      );
      const data = item.data.pairs.map((pair) => ({ ...pair, is_correct: key.pairs?.[pair.left] === pair.right }));
      return { ...base, task_type: 'MatchingTask', data: { pairs: data }, ...counted(data, lefts.size) };
    }
    case 'GapsTask': {
      if (item.task_type !== 'GapsTask') break;
      const gaps = gapCount(task.task_data.text_with_gaps);
      const bank = new Map<string, number>();
      for (const option of task.task_data.options) bank.set(option.phrase, (bank.get(option.phrase) ?? 0) + 1);
      const at = (i: number, name: 'phrase' | 'position') => `${field}.options.${i}.${name}`;
      item.data.options.forEach((option, i) => {
        if (option.position > gaps) refuse(at(i, 'position'), `the text has ${gaps} gaps`);
        const left = bank.get(option.phrase) ?? 0;
        if (left === 0) refuse(at(i, 'phrase'), 'is not in the phrase bank (or used more often than offered)');
        bank.set(option.phrase, left - 1);
      });
      noDuplicates(
        item.data.options.map((o) => o.position),
        (i) => at(i, 'position'),
        'position',
      );
      const data = item.data.options.map((option) => ({
        phrase: option.phrase,
        position: option.position,
        is_correct: key.gaps?.[option.position] === option.phrase,
      }));
      return { ...base, task_type: 'GapsTask', data: { options: data }, ...counted(data, gaps) };
    }
    case 'SpeakingTask':
      if (item.task_type !== 'SpeakingTask') break;
      return {
        ...base,
        task_type: 'SpeakingTask',
        data: { is_skipped: item.data.is_skipped },
        correct_count: 0,
        incorrect_count: 0,
        missing_count: 0,
        feedback: null,
      };
  }
  throw new Error(`task ${task.id} is a ${task.concrete_type}, not a ${item.task_type}`);
}

/** Stateful handlers for the activities calls, validated like the server (contract schemas, 400 naming the field, 409 on a second submit). */
export function activitiesHandlers(state: ActivitiesMockState = createActivitiesMockState()) {
  const progressOf = (sectionId: number) => {
    const progress = state.progress[sectionId];
    return { status: progress?.status ?? ('started' as const), score: progress?.score ?? null };
  };
  const findSection = (sectionId: number) => {
    for (const activity of state.activities) {
      const section = activity.sections.find((candidate) => candidate.id === sectionId);
      if (section) return { activity, section };
    }
    return null;
  };
  const record = (request: Request, body?: unknown) => state.requests.push({ method: request.method, url: request.url, body });
  const tzError = (request: Request) => {
    const parsed = activityTimeZoneQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    return parsed.success ? null : badRequest(parsed.error.issues, 'query');
  };
  const sectionFrom = (params: Record<string, unknown>) => {
    const parsed = idParam.safeParse(params);
    if (!parsed.success) return { error: badRequest(parsed.error.issues, 'params') } as const;
    const found = findSection(parsed.data.id);
    return found ? ({ found } as const) : ({ error: notFound(`Section ${parsed.data.id} not found`) } as const);
  };

  return [
    http.get('*/api/activities/today', ({ request }) => {
      record(request);
      const bad = tzError(request);
      if (bad) return bad;
      const activity = state.activities.find((candidate) => candidate.activity_id === state.todayId);
      if (!activity) return notFound('No activity is available');
      const view = toActivity(activity, progressOf);
      const finished =
        view.status === 'started'
          ? null
          : activity.sections
              .map((section) => state.progress[section.id]?.submitted_at ?? '')
              .sort()
              .at(-1) || null;
      let next: string | null = null;
      if (finished) {
        const at = new Date(finished);
        next = new Date(at.getFullYear(), at.getMonth(), at.getDate() + 1, 8).toISOString();
      }
      const body: TodayActivity = {
        activity: view,
        status: { status: view.status, finished_at: finished, next_available_at: next },
      };
      return HttpResponse.json(body);
    }),
    http.get('*/api/activities/status', ({ request }) => {
      record(request);
      const bad = tzError(request);
      if (bad) return bad;
      const body: ActivityList = { results: state.activities.map((activity) => toActivity(activity, progressOf)) };
      return HttpResponse.json(body);
    }),
    http.get('*/api/activities/section/:id', ({ params }) => {
      const { found, error } = sectionFrom(params);
      return error ?? HttpResponse.json(found.section);
    }),
    http.get('*/api/activities/section/:id/status', ({ params }) => {
      const { found, error } = sectionFrom(params);
      if (error) return error;
      const body: SectionProgress = progressOf(found.section.id);
      return HttpResponse.json(body);
    }),
    http.get('*/api/activities/section/:id/submissions', ({ params }) => {
      const { found, error } = sectionFrom(params);
      return error ?? HttpResponse.json(state.progress[found.section.id]?.results ?? []);
    }),
    http.post('*/api/activities/submit', async ({ request }) => {
      const body: unknown = await request.json().catch(() => null);
      record(request, body);
      const query = submitQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return badRequest(query.error.issues, 'query');
      const parsed = submitBody.safeParse(body);
      if (!parsed.success) return badRequest(parsed.error.issues, 'body');
      const found = findSection(query.data.section_id);
      if (!found) return notFound(`Section ${query.data.section_id} not found`);
      if (progressOf(found.section.id).status !== 'started') {
        return HttpResponse.json({ message: 'This section has already been submitted' }, { status: 409 });
      }
      // The server's checks, in its order and words.
      const sectionId = found.section.id;
      const byId = new Map(found.section.tasks.map((task) => [task.id, task]));
      const given = new Map<number, TaskResult>();
      try {
        for (const [index, item] of parsed.data.entries()) {
          const task = byId.get(item.task_id);
          const field = `${index}.task_id`;
          if (!task) refuse(field, `task ${item.task_id} is not a task of section ${sectionId}`);
          if (given.has(task!.id)) refuse(field, `task ${task!.id} is answered twice`);
          if (item.task_type !== task!.concrete_type)
            refuse(`${index}.task_type`, `task ${task!.id} is a ${task!.concrete_type}`);
          const data = taskAnswerSchemas[item.task_type].safeParse(item.data);
          if (!data.success) {
            const path = [`${index}.data`, ...data.error.issues[0]!.path.map(String)].join('.');
            refuse(path, data.error.issues[0]!.message);
          }
          const answer = { ...item, data: data.data } as SubmittedAnswerItem;
          given.set(task!.id, checkAnswer(task!, found.activity.keys[task!.id] ?? {}, answer, `${index}.data`));
        }
      } catch (error) {
        if (error instanceof MockInputError)
          return HttpResponse.json({ message: error.message, field: error.field }, { status: 400 });
        throw error;
      }
      const results = found.section.tasks.map((task) => {
        const solution = solutionOf(task, found.activity.keys[task.id] ?? {});
        return { ...(given.get(task.id) ?? unanswered(task)), ...(solution && { solution }) } as TaskResult;
      });
      // A section with a speaking task waits for a teacher; the score counts the other tasks.
      const speaking = found.section.tasks.some((task) => task.concrete_type === 'SpeakingTask');
      const automatic = results.filter((result) => result.task_type !== 'SpeakingTask');
      const total = automatic.reduce(
        (sum, result) => sum + result.correct_count + result.incorrect_count + result.missing_count,
        0,
      );
      const correct = automatic.reduce((sum, result) => sum + result.correct_count, 0);
      state.progress[found.section.id] = {
        status: speaking ? 'submitted' : 'evaluated',
        score: speaking || total === 0 ? null : Math.round((correct / total) * 10_000) / 10_000,
        results,
        submitted_at: new Date().toISOString(),
      };
      return HttpResponse.json(results);
    }),
    http.get('*/api/activities/:id/feed', ({ params }) => {
      const parsed = idParam.safeParse(params);
      if (!parsed.success) return badRequest(parsed.error.issues, 'params');
      const activity = state.activities.find((candidate) => candidate.activity_id === parsed.data.id);
      if (!activity) return notFound(`Activity ${parsed.data.id} not found`);
      const view = toActivity(activity, progressOf);
      const body: ActivityFeed = { status: view.status, activity: view };
      return HttpResponse.json(body);
    }),
  ];
}

/** The result of a task the submit left out: every item missing (a speaking task reads skipped). */
function unanswered(task: SectionTask): TaskResult {
  const data: SubmittedAnswerItem['data'] =
    task.concrete_type === 'QuestionTask'
      ? { queries: [] }
      : task.concrete_type === 'EvaluationTask'
        ? { questions: [] }
        : task.concrete_type === 'MatchingTask'
          ? { pairs: [] }
          : task.concrete_type === 'GapsTask'
            ? { options: [] }
            : { is_skipped: true };
  return {
    task_id: task.id,
    task_type: task.concrete_type,
    data,
    correct_count: 0,
    incorrect_count: 0,
    missing_count: itemCount(task),
    feedback: null,
  } as TaskResult;
}

/** A query's first accepted answer, the one a solution shows (the server: the key's first text). */
const firstAccepted = (expected: string | string[] | undefined) => (Array.isArray(expected) ? expected[0] : expected) ?? '';

/** The expected answer of every item, as the server sends it with each result once submitted. */
function solutionOf(task: SectionTask, key: MockAnswerKey): TaskSolution | undefined {
  switch (task.concrete_type) {
    case 'QuestionTask':
      return {
        queries: task.task_data.queries.map((query) => ({ query_id: query.id, answer: firstAccepted(key.queries?.[query.id]) })),
      };
    case 'EvaluationTask':
      return {
        questions: task.task_data.questions.flatMap((question) => {
          const answer = key.questions?.[question.id];
          return answer ? [{ question_id: question.id, answer }] : [];
        }),
      };
    case 'MatchingTask':
      return { pairs: task.task_data.left_set.map((left) => ({ left, right: key.pairs?.[left] ?? '' })) };
    case 'GapsTask':
      return {
        options: Object.entries(key.gaps ?? {})
          .map(([position, phrase]) => ({ phrase, position: Number(position) }))
          .sort((a, b) => a.position - b.position),
      };
    case 'SpeakingTask':
      return undefined;
  }
}
