import { http, HttpResponse } from 'msw';
import {
  activityTimeZoneQuery,
  idParam,
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
} from '../contract';
import { activityFixtures, toActivity, type MockActivity, type MockAnswerKey } from './activities-fixtures';

export * from './activities-fixtures';

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

const badRequest = (issues: { path: PropertyKey[]; message: string }[]) => {
  const field = issues[0]?.path.map(String).join('.') ?? '';
  return HttpResponse.json({ message: `${field}: ${issues[0]?.message}`, field }, { status: 400 });
};
const notFound = (message: string) => HttpResponse.json({ message }, { status: 404 });

/** The server's comparison of free text: Unicode NFC, trimmed, spaces collapsed, case ignored. */
const normalise = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('sk');
const stripMarks = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '');

/** Checks one task's answer as the server does (server/README.md, Activities). */
export function checkAnswer(item: SubmittedAnswerItem, key: MockAnswerKey, taskSize: number): TaskResult {
  const counts = (correct: number, incorrect: number) => ({
    correct_count: correct,
    incorrect_count: incorrect,
    missing_count: Math.max(0, taskSize - correct - incorrect),
  });
  switch (item.task_type) {
    case 'QuestionTask': {
      let diacritics = false;
      const queries = item.data.queries.map((query) => {
        const expected = key.queries?.[query.query_id] ?? '';
        const ok = normalise(query.answer) === normalise(expected);
        if (!ok && stripMarks(normalise(query.answer)) === stripMarks(normalise(expected))) diacritics = true;
        return { ...query, is_correct: ok };
      });
      const correct = queries.filter((query) => query.is_correct).length;
      return {
        task_id: item.task_id,
        task_type: 'QuestionTask',
        data: { queries },
        ...counts(correct, queries.length - correct),
        feedback: diacritics ? 'Pozor na diakritiku: odpoveď bez mäkčeňov a dĺžňov znamená niečo iné.' : null,
      };
    }
    case 'EvaluationTask': {
      const questions = item.data.questions.map((question) => ({
        ...question,
        is_correct: key.questions?.[question.question_id] === question.answer,
      }));
      const correct = questions.filter((question) => question.is_correct).length;
      return {
        task_id: item.task_id,
        task_type: 'EvaluationTask',
        data: { questions },
        ...counts(correct, questions.length - correct),
        feedback: null,
      };
    }
    case 'MatchingTask': {
      const pairs = item.data.pairs.map((pair) => ({ ...pair, is_correct: key.pairs?.[pair.left] === pair.right }));
      const correct = pairs.filter((pair) => pair.is_correct).length;
      return {
        task_id: item.task_id,
        task_type: 'MatchingTask',
        data: { pairs },
        ...counts(correct, pairs.length - correct),
        feedback: null,
      };
    }
    case 'GapsTask': {
      const options = item.data.options.map((option) => ({
        ...option,
        is_correct: key.gaps?.[option.position] === option.phrase,
      }));
      const correct = options.filter((option) => option.is_correct).length;
      return {
        task_id: item.task_id,
        task_type: 'GapsTask',
        data: { options },
        ...counts(correct, options.length - correct),
        feedback: null,
      };
    }
    case 'SpeakingTask':
      return {
        task_id: item.task_id,
        task_type: 'SpeakingTask',
        data: item.data,
        correct_count: 0,
        incorrect_count: 0,
        missing_count: 0,
        feedback: null,
      };
  }
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
    return parsed.success ? null : badRequest(parsed.error.issues);
  };
  const sectionFrom = (params: Record<string, unknown>) => {
    const parsed = idParam.safeParse(params);
    if (!parsed.success) return { error: badRequest(parsed.error.issues) } as const;
    const found = findSection(parsed.data.id);
    return found ? ({ found } as const) : ({ error: notFound('Section not found') } as const);
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
      if (!query.success) return badRequest(query.error.issues);
      const parsed = submitBody.safeParse(body);
      if (!parsed.success) return badRequest(parsed.error.issues);
      const found = findSection(query.data.section_id);
      if (!found) return notFound('Section not found');
      if (progressOf(found.section.id).status !== 'started') {
        return HttpResponse.json({ message: 'This section was already submitted' }, { status: 409 });
      }
      const items: SubmittedAnswerItem[] = [];
      for (const [index, item] of parsed.data.entries()) {
        const task = found.section.tasks.find((candidate) => candidate.id === item.task_id);
        if (!task)
          return HttpResponse.json(
            { message: `${index}.task_id: is not a task of this section`, field: `${index}.task_id` },
            { status: 400 },
          );
        if (task.concrete_type !== item.task_type) {
          return HttpResponse.json(
            { message: `${index}.task_type: must be ${task.concrete_type}`, field: `${index}.task_type` },
            { status: 400 },
          );
        }
        const data = taskAnswerSchemas[item.task_type].safeParse(item.data);
        if (!data.success)
          return badRequest(data.error.issues.map((issue) => ({ ...issue, path: [index, 'data', ...issue.path] })));
        items.push({ ...item, data: data.data } as SubmittedAnswerItem);
      }
      const results = found.section.tasks.map((task) => {
        const size =
          task.concrete_type === 'QuestionTask'
            ? task.task_data.queries.length
            : task.concrete_type === 'EvaluationTask'
              ? task.task_data.questions.length
              : task.concrete_type === 'MatchingTask'
                ? task.task_data.left_set.length
                : task.concrete_type === 'GapsTask'
                  ? (task.task_data.text_with_gaps.match(/\{gap\d+\}/g) ?? []).length
                  : 0;
        const item =
          items.find((candidate) => candidate.task_id === task.id) ??
          ({ task_id: task.id, task_type: task.concrete_type, data: emptyAnswer(task.concrete_type) } as SubmittedAnswerItem);
        const key = found.activity.keys[task.id] ?? {};
        const solution = solutionOf(task, key);
        return { ...checkAnswer(item, key, size), ...(solution && { solution }) } as TaskResult;
      });
      const speaking = found.section.section_type === 'speaking';
      const counted = results.reduce(
        (sum, result) => sum + result.correct_count + result.incorrect_count + result.missing_count,
        0,
      );
      const correct = results.reduce((sum, result) => sum + result.correct_count, 0);
      state.progress[found.section.id] = {
        status: speaking ? 'submitted' : 'evaluated',
        score: speaking ? null : counted === 0 ? 0 : Math.round((correct / counted) * 10_000) / 10_000,
        results,
        submitted_at: new Date().toISOString(),
      };
      return HttpResponse.json(results);
    }),
    http.get('*/api/activities/:id/feed', ({ params }) => {
      const parsed = idParam.safeParse(params);
      if (!parsed.success) return badRequest(parsed.error.issues);
      const activity = state.activities.find((candidate) => candidate.activity_id === parsed.data.id);
      if (!activity) return notFound('Activity not found');
      const view = toActivity(activity, progressOf);
      const body: ActivityFeed = { status: view.status, activity: view };
      return HttpResponse.json(body);
    }),
  ];
}

/** The expected answer of every item, as the server sends it with each result once submitted. */
function solutionOf(task: SectionTask, key: MockAnswerKey): TaskSolution | undefined {
  switch (task.concrete_type) {
    case 'QuestionTask':
      return { queries: task.task_data.queries.map((query) => ({ query_id: query.id, answer: key.queries?.[query.id] ?? '' })) };
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

function emptyAnswer(type: SubmittedAnswerItem['task_type']): SubmittedAnswerItem['data'] {
  switch (type) {
    case 'QuestionTask':
      return { queries: [] };
    case 'EvaluationTask':
      return { questions: [] };
    case 'MatchingTask':
      return { pairs: [] };
    case 'GapsTask':
      return { options: [] };
    case 'SpeakingTask':
      return { is_skipped: false };
  }
}
