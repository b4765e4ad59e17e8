import type {
  Activity,
  ActivityFeed,
  ActivityList,
  ActivitySectionSummary,
  ActivityStatus,
  Section,
  SectionFile,
  SectionProgress,
  SectionTask,
  SubmittedAnswerItem,
  TaskResult,
  TodayActivity,
} from '@app/activities-contract';
import { taskAnswerSchemas } from '@app/activities-contract';
import { isUniqueViolation, type Db, type Queryable } from '../../db/types';
import { badRequest, conflict, notFound } from '../../errors';
import { calendarDayIn as dayIn } from '@app/shared/domain';
import { SCHOOL_TIME_ZONE } from '../../zone';
import { nextUnlock } from './clock';
import { checkAnswer, solutionOf, unanswered, type Scored, type StoredTask } from './scoring';
import { publish } from '../events/index';
import { lockSections } from './section-locks';
import { sameOrder, shuffleFor } from './shuffle';
import { variantsSql } from '../files/index';

export interface Clock {
  timeZone?: string;
  now?: Date;
}

interface Reached {
  activity: Activity;
  /** When the last section was submitted; null while a section is still started. */
  finishedAt: Date | null;
}

interface ReachedRow {
  activity_id: number;
  started_at: Date;
  day: number;
  section_id: number | null;
  section_type: ActivitySectionSummary['section_type'] | null;
  title: string | null;
  time_required: number | null;
  status: ActivityStatus | null;
  score: number | null;
  submitted_at: Date | null;
}

/** Started while a section is; evaluated when every section is; submitted in between. */
function activityStatusOf(sections: ActivitySectionSummary[]): ActivityStatus {
  if (sections.some((s) => s.status === 'started')) return 'started';
  if (sections.every((s) => s.status === 'evaluated')) return 'evaluated';
  return 'submitted';
}

/**
 * Every activity the user has reached, in course order, with the user's section statuses; with
 * `only`, just that one (a details screen reads one day, not the learner's whole history).
 */
async function loadReached(db: Queryable, userId: number, only?: number): Promise<Reached[]> {
  const rows = await db.query<ReachedRow>(
    `WITH course AS (SELECT id, available_on, row_number() OVER (ORDER BY available_on, id)::int AS day FROM activities
                    WHERE published_at IS NOT NULL)
     SELECT ua.activity_id, ua.started_at, c.day,
            s.id AS section_id, s.section_type, s.title, s.time_required, p.status, p.score, p.submitted_at
     FROM user_activities ua
     JOIN course c ON c.id = ua.activity_id
     LEFT JOIN activity_sections s ON s.activity_id = ua.activity_id
     LEFT JOIN section_progress p ON p.section_id = s.id AND p.user_id = ua.user_id
     WHERE ua.user_id = $1 ${only === undefined ? '' : 'AND ua.activity_id = $2'}
     ORDER BY c.day, s.position, s.id`,
    only === undefined ? [userId] : [userId, only],
  );
  const byId = new Map<number, { row: ReachedRow; sections: ActivitySectionSummary[]; submitted: Date[] }>();
  for (const row of rows) {
    let entry = byId.get(row.activity_id);
    if (!entry) byId.set(row.activity_id, (entry = { row, sections: [], submitted: [] }));
    if (row.section_id === null) continue;
    entry.sections.push({
      section_id: row.section_id,
      section_type: row.section_type!,
      title: row.title!,
      time_required: row.time_required!,
      score: row.score === null ? null : Number(row.score),
      status: row.status ?? 'started',
    });
    if (row.submitted_at) entry.submitted.push(row.submitted_at);
  }
  return [...byId.values()].map(({ row, sections, submitted }) => {
    const status = activityStatusOf(sections);
    const finishedAt =
      status === 'started' ? null : new Date(Math.max(row.started_at.getTime(), ...submitted.map((d) => d.getTime())));
    return {
      activity: { activity_id: row.activity_id, started_at: row.started_at.toISOString(), status, day: row.day, sections },
      finishedAt,
    };
  });
}

/**
 * Walks the user's course forward: a new user reaches the first activity now; once the last
 * reached activity is finished, the next one is reached at 08:00 of the following day on the
 * client's clock (and only if it is released: available_on not after the user's today).
 * Concurrent calls insert the same row; the primary key keeps one.
 */
async function advance(db: Queryable, userId: number, clock: Required<Clock>): Promise<Reached[]> {
  const reached = await loadReached(db, userId);
  const last = reached.at(-1);
  const today = dayIn(clock.now, clock.timeZone);
  let next: { id: number; started_at: Date } | undefined;
  if (!last) {
    const [first] = await db.query<{ id: number }>(
      'SELECT id FROM activities WHERE published_at IS NOT NULL AND available_on <= $1 ORDER BY available_on, id LIMIT 1',
      [today],
    );
    if (first) next = { id: first.id, started_at: clock.now };
  } else if (last.finishedAt) {
    const unlock = nextUnlock(last.finishedAt, clock.timeZone);
    if (clock.now >= unlock) {
      const [following] = await db.query<{ id: number }>(
        `SELECT a.id FROM activities a, activities l
         WHERE l.id = $1 AND a.published_at IS NOT NULL AND a.available_on <= $2 AND (a.available_on, a.id) > (l.available_on, l.id)
         ORDER BY a.available_on, a.id LIMIT 1`,
        [last.activity.activity_id, today],
      );
      if (following) next = { id: following.id, started_at: unlock };
    }
  }
  if (!next) return reached;
  await db.query('INSERT INTO user_activities (user_id, activity_id, started_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    userId,
    next.id,
    next.started_at,
  ]);
  return loadReached(db, userId);
}

const withDefaults = (clock: Clock): Required<Clock> => ({
  timeZone: clock.timeZone ?? SCHOOL_TIME_ZONE,
  now: clock.now ?? new Date(),
});

/**
 * GET /activities/today: the last reached activity. While it is started, that is today's work;
 * once finished, it stays today's (with the countdown) until the next unlocks. 404 when the
 * course has nothing (left) to offer: no activity at all, or the last one finished and its
 * unlock time passed with no next one released.
 */
export async function getToday(db: Db, userId: number, clockOptions: Clock = {}): Promise<TodayActivity> {
  const clock = withDefaults(clockOptions);
  const last = (await advance(db, userId, clock)).at(-1);
  if (!last) throw notFound('No activity is available');
  if (!last.finishedAt) {
    return { activity: last.activity, status: { status: 'started', finished_at: null, next_available_at: null } };
  }
  const unlock = nextUnlock(last.finishedAt, clock.timeZone);
  if (clock.now >= unlock) throw notFound('No next activity is available yet');
  return {
    activity: last.activity,
    status: { status: last.activity.status, finished_at: last.finishedAt.toISOString(), next_available_at: unlock.toISOString() },
  };
}

/** GET /activities/status: every reached activity, newest first. */
export async function listActivities(db: Db, userId: number, clockOptions: Clock = {}): Promise<ActivityList> {
  const reached = await advance(db, userId, withDefaults(clockOptions));
  return { results: reached.map((r) => r.activity).reverse() };
}

/** GET /activities/{id}: 404 for an activity the user has not reached (or that does not exist). */
export async function getActivity(db: Queryable, userId: number, activityId: number): Promise<Activity> {
  const [found] = await loadReached(db, userId, activityId);
  if (!found) throw notFound(`Activity ${activityId} not found`);
  return found.activity;
}

/** GET /activities/{id}/feed: what the details screen loads ("meeting feed": status and activity). */
export async function getActivityFeed(db: Queryable, userId: number, activityId: number): Promise<ActivityFeed> {
  const activity = await getActivity(db, userId, activityId);
  return { status: activity.status, activity };
}

interface SectionRow {
  id: number;
  activity_id: number;
  title: string;
  section_type: Section['section_type'];
  text: string;
  time_required: number;
}

/** A section of an activity the user has reached; 404 otherwise (unknown and locked look the same). */
async function reachedSection(db: Queryable, userId: number, sectionId: number): Promise<SectionRow> {
  const [row] = await db.query<SectionRow>(
    `SELECT s.id, s.activity_id, s.title, s.section_type, s.text, s.time_required
     FROM activity_sections s JOIN user_activities ua ON ua.activity_id = s.activity_id AND ua.user_id = $1
     WHERE s.id = $2`,
    [userId, sectionId],
  );
  if (!row) throw notFound(`Section ${sectionId} not found`);
  return row;
}

export async function loadTasks(db: Queryable, sectionId: number): Promise<StoredTask[]> {
  return db.query<StoredTask>(
    `SELECT id, section_id, concrete_type, instructions, task_data, answer_key
     FROM activity_tasks WHERE section_id = $1 AND retired_at IS NULL ORDER BY position, id`,
    [sectionId],
  );
}

/** What the client may see of a task: no key, choices, matching and gaps shuffled for this user. */
export function present(task: StoredTask, userId: number): SectionTask {
  switch (task.concrete_type) {
    case 'QuestionTask': {
      // The seed content mostly lists the right choice second; answers are checked by value, so order is free.
      const queries = task.task_data.queries.map((query) => ({
        ...query,
        options: shuffleFor(query.options, userId, task.id, () => false, query.id),
      }));
      return { id: task.id, concrete_type: 'QuestionTask', instructions: task.instructions, task_data: { queries } };
    }
    case 'MatchingTask': {
      const { left_set, right_set } = task.task_data;
      const shuffled = shuffleFor(right_set, userId, task.id, (order) => sameOrder(order, right_set));
      return {
        id: task.id,
        concrete_type: 'MatchingTask',
        instructions: task.instructions,
        task_data: { left_set, right_set: shuffled },
      };
    }
    case 'GapsTask': {
      const gaps = task.answer_key.gaps;
      const phrases = task.task_data.options.map((o) => o.phrase);
      // A bank that starts with the gaps' phrases in gap order would read as the solution.
      const shuffled = shuffleFor(phrases, userId, task.id, (order) => sameOrder(order.slice(0, gaps.length), gaps));
      return {
        id: task.id,
        concrete_type: 'GapsTask',
        instructions: task.instructions,
        task_data: { text_with_gaps: task.task_data.text_with_gaps, options: shuffled.map((phrase) => ({ phrase })) },
      };
    }
    default:
      return {
        id: task.id,
        concrete_type: task.concrete_type,
        instructions: task.instructions,
        task_data: task.task_data,
      } as SectionTask;
  }
}

/** A section's files (the listening recording), in order. */
export async function sectionFiles(db: Queryable, sectionId: number): Promise<SectionFile[]> {
  return db.query<SectionFile>(
    `SELECT f.file_url, f.file_type, f.is_primary, ${variantsSql('f.file_url')} AS variants FROM activity_section_files sf JOIN files f ON f.id = sf.file_id
     WHERE sf.section_id = $1 ORDER BY sf.position, f.id`,
    [sectionId],
  );
}

/** GET /activities/section/{id}: the section with its tasks; opening it records it as started. */
export async function getSection(db: Queryable, userId: number, sectionId: number): Promise<Section> {
  const section = await reachedSection(db, userId, sectionId);
  await db.query('INSERT INTO section_progress (user_id, section_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    userId,
    sectionId,
  ]);
  const files = await sectionFiles(db, sectionId);
  const tasks = (await loadTasks(db, sectionId)).map((task) => present(task, userId));
  return { ...section, files, tasks };
}

async function progressOf(db: Queryable, userId: number, sectionId: number): Promise<SectionProgress> {
  const [row] = await db.query<{ status: SectionProgress['status']; score: number | null }>(
    'SELECT status, score FROM section_progress WHERE user_id = $1 AND section_id = $2',
    [userId, sectionId],
  );
  return row ? { status: row.status, score: row.score === null ? null : Number(row.score) } : { status: 'started', score: null };
}

/** GET /activities/section/{id}/status: the user's status and score ('started', null before anything). */
export async function getSectionStatus(db: Queryable, userId: number, sectionId: number): Promise<SectionProgress> {
  await reachedSection(db, userId, sectionId);
  return progressOf(db, userId, sectionId);
}

interface SubmissionRow extends Omit<Scored, 'data'> {
  task_id: number;
  task_type: TaskResult['task_type'];
  result_data: TaskResult['data'];
  task: StoredTask;
}

/** What a result whose stored answer cannot be read shows: its type's answer with no items. */
const NO_ANSWER: { [T in TaskResult['task_type']]: Extract<TaskResult, { task_type: T }>['data'] } = {
  QuestionTask: { queries: [] },
  EvaluationTask: { questions: [] },
  MatchingTask: { pairs: [] },
  GapsTask: { options: [] },
  SpeakingTask: { is_skipped: false },
};

/** Told of a stored result whose answer is not its task type's shape (the route logs it). */
export type UnreadableResult = (row: { task_id: number; task_type: string }) => void;

/**
 * A stored result as the contract shows it. The submit writes each answer in its type's shape,
 * but a row it did not write (an import, a restore, a seed) may not be: that one result is shown
 * with its counts and no items, and reported, instead of failing the response's check and turning
 * the learner's whole results screen into a 500.
 */
const toResult = (row: SubmissionRow, unreadable?: UnreadableResult): TaskResult => {
  const solution = solutionOf(row.task);
  const readable = taskAnswerSchemas[row.task_type].safeParse(row.result_data).success;
  if (!readable) unreadable?.({ task_id: row.task_id, task_type: row.task_type });
  return {
    task_id: row.task_id,
    task_type: row.task_type,
    data: readable ? row.result_data : NO_ANSWER[row.task_type],
    correct_count: row.correct_count,
    incorrect_count: row.incorrect_count,
    missing_count: row.missing_count,
    feedback: row.feedback,
    ...(solution && { solution }),
  } as TaskResult;
};

/** The stored results with each task's solution: only submitted sections have rows here. */
async function loadResults(
  db: Queryable,
  userId: number,
  sectionId: number,
  unreadable?: UnreadableResult,
): Promise<TaskResult[]> {
  const rows = await db.query<SubmissionRow>(
    `SELECT ts.task_id, ts.task_type, ts.result_data, ts.correct_count, ts.incorrect_count, ts.missing_count, ts.feedback,
            json_build_object('id', t.id, 'section_id', t.section_id, 'concrete_type', t.concrete_type,
                              'instructions', t.instructions, 'task_data', t.task_data, 'answer_key', t.answer_key) AS task
     FROM task_submissions ts JOIN activity_tasks t ON t.id = ts.task_id
     WHERE ts.user_id = $1 AND ts.section_id = $2 ORDER BY t.position, t.id`,
    [userId, sectionId],
  );
  return rows.map((row) => toResult(row, unreadable));
}

/** GET /activities/section/{id}/submissions: the user's task results; empty before submitting. */
export async function getSubmissions(
  db: Queryable,
  userId: number,
  sectionId: number,
  unreadable?: UnreadableResult,
): Promise<TaskResult[]> {
  await reachedSection(db, userId, sectionId);
  return loadResults(db, userId, sectionId, unreadable);
}

/** Fractions stored with the column's 4 decimals. */
const fraction = (value: number) => Math.round(value * 10_000) / 10_000;

/** A submit naming a task an editor replaced since the learner opened the section (400, field `N.task_id`). */
export const TASK_CHANGED = 'Táto úloha sa medzitým zmenila. Načítajte časť znova a odpovedzte na jej novú verziu.';

/** Which of the given ids are retired tasks of the section (replaced or removed by an editor). */
async function retiredTaskIds(db: Queryable, sectionId: number, items: ReadonlyArray<{ task_id: number }>): Promise<Set<number>> {
  if (items.length === 0) return new Set();
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM activity_tasks WHERE section_id = $1 AND retired_at IS NOT NULL AND id = ANY($2::bigint[])',
    [sectionId, items.map((item) => item.task_id)],
  );
  return new Set(rows.map((row) => Number(row.id)));
}

/** Checks the answers against the section's live tasks as `tx` reads them: 400 naming the field on bad input. */
async function scoreAnswers(
  tx: Queryable,
  sectionId: number,
  items: ReadonlyArray<{ task_id: number; task_type: SubmittedAnswerItem['task_type']; data: unknown }>,
) {
  const tasks = await loadTasks(tx, sectionId);
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const retired = await retiredTaskIds(tx, sectionId, items);
  const given = new Map<number, Scored>();
  items.forEach((item, index) => {
    const task = byId.get(item.task_id);
    const field = `${index}.task_id`;
    if (!task && retired.has(item.task_id)) throw badRequest(TASK_CHANGED, field);
    if (!task) throw badRequest(`${field}: task ${item.task_id} is not a task of section ${sectionId}`, field);
    if (given.has(task.id)) throw badRequest(`${field}: task ${task.id} is answered twice`, field);
    if (item.task_type !== task.concrete_type) {
      throw badRequest(`${index}.task_type: task ${task.id} is a ${task.concrete_type}`, `${index}.task_type`);
    }
    given.set(task.id, checkAnswer(task, item.data, `${index}.data`));
  });

  const scored = tasks.map((task) => ({ task, result: given.get(task.id) ?? unanswered(task) }));
  const manual = tasks.some((task) => task.concrete_type === 'SpeakingTask');
  const automatic = scored.filter(({ task }) => task.concrete_type !== 'SpeakingTask');
  const correct = automatic.reduce((sum, { result }) => sum + result.correct_count, 0);
  const total = automatic.reduce(
    (sum, { result }) => sum + result.correct_count + result.incorrect_count + result.missing_count,
    0,
  );
  const status: 'submitted' | 'evaluated' = manual ? 'submitted' : 'evaluated';
  const score = manual || total === 0 ? null : fraction(correct / total);
  return { scored, status, score };
}

/**
 * POST /activities/submit?section_id=: checks every answer, stores the results and moves the
 * section on: evaluated with its score (correct items / all items) when the server can check
 * everything, submitted (waiting for a teacher) when it holds a speaking task. Once only: the
 * status flips from 'started' under the progress row's lock, a second submit gets 409.
 */
export async function submitSection(
  db: Db,
  userId: number,
  sectionId: number,
  items: ReadonlyArray<{ task_id: number; task_type: SubmittedAnswerItem['task_type']; data: unknown }>,
  now = new Date(),
): Promise<TaskResult[]> {
  await reachedSection(db, userId, sectionId);
  if ((await progressOf(db, userId, sectionId)).status !== 'started') throw conflict('This section has already been submitted');

  const store = db.transaction(async (tx) => {
    // Keys are read only once an edit of the day cannot run: scored on the versions this
    // transaction stores the results with (section-locks.ts).
    await lockSections(tx, { purpose: 'score', sectionId });
    await tx.query('INSERT INTO section_progress (user_id, section_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      userId,
      sectionId,
    ]);
    const { scored, status, score } = await scoreAnswers(tx, sectionId, items);
    const moved = await tx.query(
      `UPDATE section_progress SET status = $3, score = $4, submitted_at = $5, evaluated_at = $6
       WHERE user_id = $1 AND section_id = $2 AND status = 'started' RETURNING section_id`,
      [userId, sectionId, status, score, now, status === 'evaluated' ? now : null],
    );
    if (moved.length === 0) throw conflict('This section has already been submitted');
    for (const { task, result } of scored) {
      await tx.query(
        `INSERT INTO task_submissions (user_id, section_id, task_id, task_type, result_data, correct_count, incorrect_count,
                                       missing_count, feedback, submitted_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10)`,
        [
          userId,
          sectionId,
          task.id,
          task.concrete_type,
          JSON.stringify(result.data),
          result.correct_count,
          result.incorrect_count,
          result.missing_count,
          result.feedback,
          now,
        ],
      );
    }
    // In this transaction: review makes cards of the mistakes, notifications queues the next
    // activity's message when this submit finished the day.
    await publish(tx, 'activities.section_submitted', { userId, sectionId, submittedAt: now, scored });
  });
  // The status transition above already makes a second submit a 409; the task rows' primary key
  // is the backstop should that ever change.
  await store.catch((error: unknown) => {
    throw isUniqueViolation(error) ? conflict('This section has already been submitted') : error;
  });
  return loadResults(db, userId, sectionId);
}
