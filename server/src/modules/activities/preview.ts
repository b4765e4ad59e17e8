import type { ActivityPreview, SubmittedAnswerItem, TaskResult } from '@app/activities-contract';
import type { Queryable } from '../../db/types';
import { badRequest, notFound } from '../../errors';
import { checkAnswer, solutionOf, unanswered } from './scoring';
import { loadTasks, present, sectionFiles } from './service';

/**
 * An editor's preview of a day, drafts included: the sections and tasks exactly as a learner is
 * served them (shuffled for the editor as for anyone), and the server's own scoring of answers,
 * stored nowhere. Nothing here records progress.
 */
export async function getPreview(db: Queryable, userId: number, activityId: number): Promise<ActivityPreview> {
  const [activity] = await db.query<{ id: number; day: number; published_at: Date | null }>(
    `SELECT id, day, published_at FROM (
       SELECT id, published_at, row_number() OVER (ORDER BY available_on, id)::int AS day FROM activities) c
     WHERE id = $1`,
    [activityId],
  );
  if (!activity) throw notFound(`Activity ${activityId} not found`);
  const sections = await db.query<{
    id: number;
    activity_id: number;
    title: string;
    section_type: 'listening' | 'reading' | 'speaking';
    text: string;
    time_required: number;
  }>(
    'SELECT id, activity_id, title, section_type, text, time_required FROM activity_sections WHERE activity_id = $1 ORDER BY position, id',
    [activityId],
  );
  return {
    activity_id: activity.id,
    day: activity.day,
    state: activity.published_at ? 'published' : 'draft',
    sections: await Promise.all(
      sections.map(async (section) => ({
        ...section,
        files: await sectionFiles(db, section.id),
        tasks: (await loadTasks(db, section.id)).map((task) => present(task, userId)),
      })),
    ),
  };
}

/** POST /activities/preview/submit?section_id=: the results a learner would get, with solutions; stores nothing. */
export async function previewSubmit(
  db: Queryable,
  sectionId: number,
  items: ReadonlyArray<{ task_id: number; task_type: SubmittedAnswerItem['task_type']; data: unknown }>,
): Promise<TaskResult[]> {
  const [section] = await db.query('SELECT 1 FROM activity_sections WHERE id = $1', [sectionId]);
  if (!section) throw notFound(`Section ${sectionId} not found`);
  const tasks = await loadTasks(db, sectionId);
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
