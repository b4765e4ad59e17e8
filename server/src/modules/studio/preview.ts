import type { ActivityPreview, PreviewVersion, SubmittedAnswerItem, TaskResult } from '@app/activities-contract';
import type { Queryable } from '../../db/types';
import { badRequest, notFound } from '../../errors';
import { dayOfDraftSection, draftOf, draftSections, type DraftSection } from './draft-preview';
import { checkAnswer, loadTasks, present, sectionFiles, solutionOf, unanswered } from '../activities/index';

/*
 * An editor's preview of a day: the sections and tasks exactly as a learner is served them
 * (shuffled for the editor as for anyone), and the server's own scoring of answers, stored
 * nowhere. Nothing here records progress. `version` 'draft' shows what 'Publikovať' would serve: a
 * new day's rows, or a live day's unpublished changes (`activities.draft`) when it has any;
 * 'live' shows what learners are served now.
 */

interface Shown {
  activityId: number;
  /** The draft's sections rather than the live rows. */
  fromDraft: boolean;
  otherVersion: boolean;
  sections: DraftSection[];
}

async function liveSections(db: Queryable, activityId: number): Promise<DraftSection[]> {
  const sections = await db.query<Omit<DraftSection, 'files' | 'tasks'>>(
    'SELECT id, activity_id, title, section_type, text, time_required FROM activity_sections WHERE activity_id = $1 ORDER BY position, id',
    [activityId],
  );
  return Promise.all(
    sections.map(async (section) => ({
      ...section,
      files: await sectionFiles(db, section.id),
      tasks: await loadTasks(db, section.id),
    })),
  );
}

async function shown(db: Queryable, activityId: number, version: PreviewVersion): Promise<Shown> {
  const draft = await draftOf(db, activityId);
  if (draft && version === 'draft')
    return { activityId, fromDraft: true, otherVersion: true, sections: await draftSections(db, activityId, draft) };
  return { activityId, fromDraft: false, otherVersion: draft !== null, sections: await liveSections(db, activityId) };
}

export async function getPreview(
  db: Queryable,
  userId: number,
  activityId: number,
  version: PreviewVersion = 'draft',
): Promise<ActivityPreview> {
  const [activity] = await db.query<{ id: number; day: number; published_at: Date | null }>(
    `SELECT id, day, published_at FROM (
       SELECT id, published_at, row_number() OVER (ORDER BY available_on, id)::int AS day FROM activities) c
     WHERE id = $1`,
    [activityId],
  );
  if (!activity) throw notFound(`Activity ${activityId} not found`);
  const day = await shown(db, activityId, version);
  const live = activity.published_at !== null;
  return {
    activity_id: activity.id,
    day: activity.day,
    state: live && !day.fromDraft ? 'published' : 'draft',
    live,
    other_version: day.otherVersion,
    sections: day.sections.map(({ tasks, ...section }) => ({
      ...section,
      tasks: tasks.map((task) => present(task, userId)),
    })),
  };
}

/** POST /activities/preview/submit?section_id=&version=: the results a learner would get, with solutions; stores nothing. */
export async function previewSubmit(
  db: Queryable,
  sectionId: number,
  items: ReadonlyArray<{ task_id: number; task_type: SubmittedAnswerItem['task_type']; data: unknown }>,
  version: PreviewVersion = 'draft',
): Promise<TaskResult[]> {
  const [row] = await db.query<{ activity_id: number }>('SELECT activity_id FROM activity_sections WHERE id = $1', [sectionId]);
  const activityId = row ? Number(row.activity_id) : await dayOfDraftSection(db, sectionId);
  // A section the shown version does not hold (a draft's new one in 'live', one the draft removed) is not there.
  const section =
    activityId === undefined ? undefined : (await shown(db, activityId, version)).sections.find((s) => s.id === sectionId);
  if (!section) throw notFound(`Section ${sectionId} not found`);
  const tasks = section.tasks;
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const given = new Map<number, ReturnType<typeof checkAnswer>>();
  items.forEach((item, index) => {
    const task = byId.get(item.task_id);
    if (!task)
      throw badRequest(`${index}.task_id: task ${item.task_id} is not a task of section ${sectionId}`, `${index}.task_id`);
    if (item.task_type !== task.concrete_type)
      throw badRequest(`${index}.task_type: task ${task.id} is a ${task.concrete_type}`, `${index}.task_type`);
    given.set(task.id, checkAnswer(task, item.data, `${index}.data`));
  });
  return tasks.map((task) => {
    const result = given.get(task.id) ?? unanswered(task);
    const solution = solutionOf(task);
    return {
      task_id: task.id,
      task_type: task.concrete_type,
      data: result.data,
      correct_count: result.correct_count,
      incorrect_count: result.incorrect_count,
      missing_count: result.missing_count,
      feedback: result.feedback,
      ...(solution && { solution }),
    } as TaskResult;
  });
}
