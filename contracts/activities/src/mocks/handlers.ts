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
  type SpeakingAnswers,
  type SectionTask,
  type TaskResult,
  type TaskSolution,
  type TodayActivity,
} from '..';
import { idParam } from '@app/shared/contract';
import { describeInputIssue, type InputIssue } from '@app/shared/domain';
import { AnswerRefused, scoreAnswer, solutionOf, unanswered, type ScorableTask, type Scored } from '../rules';
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

/** A 400 of the submit, named like the server's field (`0.data.queries.1.answer`). */
const refuse = (field: string, what: string): never => {
  throw new AnswerRefused(`${field}: ${what}`, field);
};

/** Gaps in a task's text ({gap1}, {gap2}...). */
const gapCount = (text: string) => (text.match(/\{gap\d+\}/g) ?? []).length;

/**
 * A fixture's task with its mock key, as the rules take it (the server's stored shape): accepted
 * texts as lists, the matching pairs in key order, the phrase of gap n at n - 1.
 */
function scorable(task: SectionTask, key: MockAnswerKey): ScorableTask {
  const { id } = task;
  switch (task.concrete_type) {
    case 'QuestionTask': {
      const answers = Object.fromEntries(
        Object.entries(key.queries ?? {}).map(([query, accepted]) => [query, Array.isArray(accepted) ? accepted : [accepted]]),
      );
      return { id, concrete_type: 'QuestionTask', task_data: task.task_data, answer_key: { answers } };
    }
    case 'EvaluationTask':
      return { id, concrete_type: 'EvaluationTask', task_data: task.task_data, answer_key: { answers: { ...key.questions } } };
    case 'MatchingTask': {
      const { left_set } = task.task_data;
      const right_set = left_set.map((left) => key.pairs?.[left] ?? '');
      return { id, concrete_type: 'MatchingTask', task_data: { ...task.task_data, right_set }, answer_key: {} };
    }
    case 'GapsTask': {
      const gaps = Array.from({ length: gapCount(task.task_data.text_with_gaps) }, (_, i) => key.gaps?.[i + 1] ?? '');
      return { id, concrete_type: 'GapsTask', task_data: task.task_data, answer_key: { gaps } };
    }
    case 'SpeakingTask':
      return { id, concrete_type: 'SpeakingTask', task_data: task.task_data, answer_key: {} };
  }
}

/** A task's result as the server answers it, by the rules both share. */
const resultOf = (task: SectionTask, scored: Scored, solution?: TaskSolution) =>
  ({ task_id: task.id, task_type: task.concrete_type, ...scored, ...(solution && { solution }) }) as TaskResult;

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
    // The bot's answers (server: modules/speaking): the mocks have no bot, so nothing is ever received.
    http.get('*/api/speaking/sections/:id/answers', ({ params }) => {
      const { found, error } = sectionFrom(params);
      if (error) return error;
      const scored = progressOf(found.section.id).status === 'evaluated';
      const body: SpeakingAnswers = {
        results: found.section.tasks.flatMap((task) =>
          task.concrete_type === 'SpeakingTask'
            ? [
                {
                  task_id: task.id,
                  answer_via: task.task_data.answer_via ?? 'chat',
                  answer_url:
                    task.task_data.answer_via === 'bot' ? `https://t.me/slovencina_demo_bot?start=speak_${task.id}` : null,
                  recording: null,
                  can_answer: task.task_data.answer_via === 'bot' && (!scored || task.task_data.allow_new_attempt === true),
                },
              ]
            : [],
        ),
      };
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
          const key = found.activity.keys[task!.id] ?? {};
          given.set(task!.id, resultOf(task!, scoreAnswer(scorable(task!, key), data.data!, `${index}.data`)));
        }
      } catch (error) {
        if (error instanceof AnswerRefused)
          return HttpResponse.json({ message: error.message, field: error.field }, { status: 400 });
        throw error;
      }
      const results = found.section.tasks.map((task) => {
        const stored = scorable(task, found.activity.keys[task.id] ?? {});
        const result = given.get(task.id) ?? resultOf(task, unanswered(stored));
        const solution = solutionOf(stored);
        return { ...result, ...(solution && { solution }) } as TaskResult;
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
