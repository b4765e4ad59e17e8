/**
 * Item analysis for editors (README.md beside, "Item analysis"): per task of a day, how many
 * learners submitted it and, per item, how many of them got that item wrong. A learner submits a
 * section once, so the stored answer is their first try. Items are matched across the task's
 * versions by the review cards' keys (review/items.ts), so an editor's fix of a key keeps the
 * item's history, and the figures are the live version's items.
 */
import type {
  StudioCourseAnalysis,
  StudioDayAnalysis,
  StudioHardestItem,
  StudioItemStat,
  StudioTaskAnalysis,
} from '@app/studio-contract';
import { STUDIO_HARDEST_MIN_ANSWERED, STUDIO_HARDEST_PER_DAY } from '@app/studio-contract';
import type { Queryable } from '../../db/types';
import { notFound } from '../../errors';
import type { StoredTask } from '../activities/index';
import { gapKey, pairKey, questionKey, statementKey } from '../review/index';

type Version = StoredTask & { id: number; live_id: number; section_title: string; activity_id: number; retired: boolean };

/** The live version's items, in its order, with what the editor reads for each. */
function itemsOf(task: StoredTask): { key: string; label: string }[] {
  switch (task.concrete_type) {
    case 'QuestionTask':
      return task.task_data.queries.map((q) => ({ key: questionKey(q.question_text), label: q.question_text }));
    case 'EvaluationTask':
      return task.task_data.questions.map((q) => ({ key: statementKey(q.question_text), label: q.question_text }));
    case 'MatchingTask':
      return task.task_data.left_set.map((left) => ({ key: pairKey(left), label: left }));
    case 'GapsTask':
      return task.answer_key.gaps.map((phrase, i) => ({ key: gapKey(i + 1), label: `Medzera č. ${i + 1} („${phrase}“)` }));
    case 'SpeakingTask':
      return [];
  }
}

/** A stored answer's item reference (query id, statement id, left side, gap number) → the item's key in that version. */
function keyOfRef(task: StoredTask, ref: string): string | undefined {
  switch (task.concrete_type) {
    case 'QuestionTask': {
      const query = task.task_data.queries.find((q) => String(q.id) === ref);
      return query && questionKey(query.question_text);
    }
    case 'EvaluationTask': {
      const question = task.task_data.questions.find((q) => String(q.id) === ref);
      return question && statementKey(question.question_text);
    }
    case 'MatchingTask':
      return pairKey(ref);
    case 'GapsTask':
      return gapKey(Number(ref));
    case 'SpeakingTask':
      return undefined;
  }
}

/**
 * Every version of the live tasks of the given days (or of one day), each with its live version's
 * id: the live rows, then back along `replaces` (indexed) to the first version.
 */
async function versionsOf(db: Queryable, where: { dayId: number } | { published: true }): Promise<Version[]> {
  return db.query<Version>(
    `WITH RECURSIVE live AS (
       SELECT t.id FROM activity_tasks t JOIN activity_sections s ON s.id = t.section_id JOIN activities a ON a.id = s.activity_id
       WHERE t.retired_at IS NULL AND ${'dayId' in where ? 'a.id = $1' : 'a.published_at IS NOT NULL'}),
     lineage (id, live_id) AS (
       SELECT id, id FROM live
       UNION ALL
       SELECT t.replaces, l.live_id FROM lineage l JOIN activity_tasks t ON t.id = l.id WHERE t.replaces IS NOT NULL)
     SELECT t.id::int, l.live_id::int, t.section_id::int, t.concrete_type, t.instructions, t.task_data, t.answer_key,
            s.title AS section_title, s.activity_id::int, t.retired_at IS NOT NULL AS retired
     FROM lineage l JOIN activity_tasks t ON t.id = l.id JOIN activity_sections s ON s.id = t.section_id
     ORDER BY s.activity_id, s.position, s.id, t.position, t.id`,
    'dayId' in where ? [where.dayId] : [],
  );
}

type Figures = { learners: Map<number, number>; wrong: { task_id: number; ref: string; n: number }[] };

/**
 * The figures of the given versions: learners per version and, per item reference, the learners
 * who got it wrong, from the tallies the database keeps with every stored answer (migration 251,
 * `task_item_tallies`): a few rows per item instead of every answer's items expanded (at 10,000
 * learners a day's took ~90 ms of CPU, the course's seconds). Exact as the answers are: the
 * triggers count in the statement that stores, changes or removes an answer.
 */
async function talliesOf(db: Queryable, versionIds: number[]): Promise<Figures> {
  const rows = await db.query<{ task_id: number; ref: string; n: number }>(
    `SELECT task_id::int, ref, sum(n)::int AS n FROM task_item_tallies WHERE task_id = ANY($1::bigint[])
     GROUP BY 1, 2 HAVING sum(n) > 0`,
    [versionIds],
  );
  return {
    learners: new Map(rows.filter((r) => r.ref === '').map((r) => [r.task_id, r.n])),
    wrong: rows.filter((r) => r.ref !== ''),
  };
}

/** Folds the versions' figures onto each live task's items. */
async function analyse(
  db: Queryable,
  versions: Version[],
): Promise<(StudioTaskAnalysis & { activity_id: number; section_title: string })[]> {
  const { learners, wrong } =
    versions.length === 0
      ? { learners: new Map<number, number>(), wrong: [] }
      : await talliesOf(
          db,
          versions.map((v) => v.id),
        );
  const byId = new Map(versions.map((v) => [v.id, v]));
  // Wrong answers per (live task, item key), over every version.
  const wrongBy = new Map<string, number>();
  for (const row of wrong) {
    const version = byId.get(row.task_id);
    const key = version && keyOfRef(version, row.ref);
    if (!version || !key) continue;
    const at = `${version.live_id}|${key}`;
    wrongBy.set(at, (wrongBy.get(at) ?? 0) + row.n);
  }
  const lineages = new Map<number, Version[]>();
  for (const version of versions) lineages.set(version.live_id, [...(lineages.get(version.live_id) ?? []), version]);
  const result: (StudioTaskAnalysis & { activity_id: number; section_title: string })[] = [];
  for (const version of versions) {
    if (version.id !== version.live_id) continue;
    const lineage = lineages.get(version.id)!;
    // An item's learners are those of the versions that hold it: an item added later was not in the first learners' task.
    const keysOf = new Map(lineage.map((v) => [v.id, new Set(itemsOf(v).map((i) => i.key))]));
    const items: StudioItemStat[] = itemsOf(version).map(({ key, label }) => ({
      key,
      label,
      answered: lineage.reduce((n, v) => n + (keysOf.get(v.id)!.has(key) ? (learners.get(v.id) ?? 0) : 0), 0),
      wrong: wrongBy.get(`${version.id}|${key}`) ?? 0,
    }));
    result.push({
      task_id: version.id,
      task_type: version.concrete_type,
      answered: lineage.reduce((n, v) => n + (learners.get(v.id) ?? 0), 0),
      items,
      activity_id: version.activity_id,
      section_title: version.section_title,
    });
  }
  return result;
}

/** GET /studio/days/{id}/analysis: every live task of the day in the form's order (a draft day: all zero). */
export async function dayAnalysis(db: Queryable, dayId: number): Promise<StudioDayAnalysis> {
  const [day] = await db.query<{ id: number }>('SELECT id FROM activities WHERE id = $1', [dayId]);
  if (!day) throw notFound('Tento deň neexistuje.');
  const tasks = await analyse(db, await versionsOf(db, { dayId }));
  return { day_id: dayId, tasks: tasks.map(({ activity_id: _a, section_title: _s, ...task }) => task) };
}

const share = (item: StudioItemStat) => item.wrong / Math.max(1, item.answered);

/**
 * GET /studio/course/analysis: each published day's hardest items, the largest share wrong first
 * (ties: more learners wrong), among items at least STUDIO_HARDEST_MIN_ANSWERED learners answered
 * and someone got wrong. Days with none are left out.
 */
export async function courseAnalysis(db: Queryable): Promise<StudioCourseAnalysis> {
  const tasks = await analyse(db, await versionsOf(db, { published: true }));
  const byDay = new Map<number, StudioHardestItem[]>();
  for (const task of tasks) {
    for (const item of task.items) {
      if (item.wrong === 0 || item.answered < STUDIO_HARDEST_MIN_ANSWERED) continue;
      const list = byDay.get(task.activity_id) ?? [];
      list.push({ ...item, task_id: task.task_id, section_title: task.section_title });
      byDay.set(task.activity_id, list);
    }
  }
  const days = await db.query<{ id: number }>(
    'SELECT id::int FROM activities WHERE published_at IS NOT NULL ORDER BY available_on, id',
  );
  return {
    days: days
      .filter((d) => byDay.has(d.id))
      .map((d) => ({
        day_id: d.id,
        hardest: byDay
          .get(d.id)!
          .sort((a, b) => share(b) - share(a) || b.wrong - a.wrong)
          .slice(0, STUDIO_HARDEST_PER_DAY),
      })),
  };
}
