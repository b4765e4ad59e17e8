import type {
  StudioCourse,
  StudioDay,
  StudioDayInput,
  StudioDaySave,
  StudioSaveResult,
  StudioSection,
  StudioTask,
} from '@app/studio-contract';
import type { Db, Queryable } from '../../db/types';
import { badRequest, conflict, notFound } from '../../errors';
import type { StoredTask } from '../activities/index';
import { lockSections } from '../activities/index';
import { publish } from '../events/index';
import { checkDay, fromStored, toStored, type Stored } from './day-checks';
import { answeredVerb, count, NOUNS, openedVerb } from '../../plural';
import { recordChange, editedMeanwhile } from './history';
import { saveLiveDraft, type StoredDraft, withDraft } from './day-drafts';

/** A database, or the transaction a caller already holds (the seed runs inside one). */
export function inTransaction<T>(db: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return 'transaction' in db ? (db as Db).transaction(fn) : fn(db);
}

/** Who makes a change: a user, or null for the demo content loaded at start. */
export interface Actor {
  id: number | null;
}

interface DayRow {
  id: number;
  available_on: string;
  published_at: Date | null;
  version: number;
  updated_at: Date;
  updated_by: string | null;
  day: number;
  draft: StoredDraft | null;
  draft_saved_at: Date | null;
  draft_saved_by: string | null;
}

const DAY_SQL = `WITH course AS (SELECT id, row_number() OVER (ORDER BY available_on, id)::int AS day FROM activities)
  SELECT a.id, a.available_on, a.published_at, a.version, a.updated_at, c.day,
         nullif(trim(u.first_name || ' ' || u.last_name), '') AS updated_by,
         a.draft, a.draft_saved_at, nullif(trim(d.first_name || ' ' || d.last_name), '') AS draft_saved_by
  FROM activities a JOIN course c ON c.id = a.id LEFT JOIN users u ON u.id = a.updated_by
  LEFT JOIN users d ON d.id = a.draft_saved_by`;

type TaskRow = StoredTask & {
  position: number;
  retired_at: Date | null;
  replaces: number | null;
  answered: number;
};

/** Every task of a day's sections, retired versions too, with how many learners answered each. */
async function tasksOf(db: Queryable, activityId: number): Promise<TaskRow[]> {
  return db.query<TaskRow>(
    `SELECT t.id, t.section_id, t.concrete_type, t.instructions, t.task_data, t.answer_key, t.position, t.retired_at,
            t.replaces, (SELECT count(*)::int FROM task_submissions ts WHERE ts.task_id = t.id) AS answered
     FROM activity_tasks t JOIN activity_sections s ON s.id = t.section_id
     WHERE s.activity_id = $1 ORDER BY t.position, t.id`,
    [activityId],
  );
}

/** GET /studio/days/{id}: the day as the editor's forms read it. */
export async function getDay(db: Queryable, id: number): Promise<StudioDay> {
  const [day] = await db.query<DayRow>(`${DAY_SQL} WHERE a.id = $1`, [id]);
  if (!day) throw notFound(`Day ${id} not found`);
  const sections = await db.query<{
    id: number;
    section_type: StudioSection['section_type'];
    title: string;
    text: string;
    time_required: number;
    opened: number;
    audio_file_id: number | null;
    audio_url: string | null;
    audio_name: string | null;
    duration: number | null;
  }>(
    `SELECT s.id, s.section_type, s.title, s.text, s.time_required,
            (SELECT count(*)::int FROM section_progress p WHERE p.section_id = s.id) AS opened,
            f.id AS audio_file_id, f.file_url AS audio_url, f.original_filename AS audio_name, m.duration_seconds AS duration
     FROM activity_sections s
     LEFT JOIN LATERAL (SELECT f.* FROM activity_section_files sf JOIN files f ON f.id = sf.file_id
                        WHERE sf.section_id = s.id AND f.file_type = 'audio' ORDER BY sf.position, f.id LIMIT 1) f ON true
     LEFT JOIN media_blobs m ON f.file_url = '/api/media/' || m.hash
     WHERE s.activity_id = $1 ORDER BY s.position, s.id`,
    [id],
  );
  const tasks = await tasksOf(db, id);
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const versionsOf = (task: TaskRow) => {
    let count = 1;
    for (let at = task.replaces; at !== null && byId.has(at); at = byId.get(at)!.replaces) count += 1;
    return count;
  };
  const live: StudioDay = {
    id: day.id,
    day: day.day,
    state: day.published_at ? 'published' : 'draft',
    available_on: day.available_on,
    version: day.version,
    updated_at: day.updated_at.toISOString(),
    updated_by: day.updated_by,
    published_at: day.published_at?.toISOString() ?? null,
    sections: sections.map((s) => ({
      id: s.id,
      section_type: s.section_type,
      title: s.title,
      text: s.text,
      time_required: s.time_required,
      audio_file_id: s.audio_file_id,
      audio:
        s.audio_file_id === null
          ? null
          : {
              file_id: s.audio_file_id,
              url: s.audio_url!,
              filename: s.audio_name ?? '',
              duration_seconds: s.duration === null ? null : Number(s.duration),
            },
      opened: s.opened,
      tasks: tasks
        .filter((t) => t.section_id === s.id && t.retired_at === null)
        .map((t): StudioTask => ({ ...fromStored(t), id: t.id, answered: t.answered, versions: versionsOf(t) })),
    })),
    draft: null,
  };
  // A published day with unpublished changes: the form edits the draft, learners keep `live`.
  return day.draft
    ? withDraft(db, live, day.draft, { saved_at: day.draft_saved_at!.toISOString(), saved_by: day.draft_saved_by })
    : live;
}

/** GET /studio/course: every day in course order, and who waits for the next one. */
export async function listCourse(db: Queryable): Promise<StudioCourse> {
  const days = await db.query<{
    id: number;
    day: number;
    published_at: Date | null;
    available_on: string;
    titles: string[] | null;
    tasks: number;
    reached: number;
    has_draft: boolean;
  }>(
    `SELECT a.id, row_number() OVER (ORDER BY a.available_on, a.id)::int AS day, a.published_at, a.available_on,
            (SELECT array_agg(s.title ORDER BY s.position, s.id) FROM activity_sections s WHERE s.activity_id = a.id) AS titles,
            (SELECT count(*)::int FROM activity_tasks t JOIN activity_sections s ON s.id = t.section_id
             WHERE s.activity_id = a.id AND t.retired_at IS NULL) AS tasks,
            (SELECT count(*)::int FROM user_activities ua WHERE ua.activity_id = a.id) AS reached,
            a.draft IS NOT NULL AS has_draft
     FROM activities a ORDER BY a.available_on, a.id`,
  );
  const last = days.filter((d) => d.published_at !== null).at(-1);
  // Finished: reached the last published day and no section of it is still open (or unopened).
  const [waiting] = last
    ? await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM user_activities ua
         WHERE ua.activity_id = $1 AND NOT EXISTS (
           SELECT 1 FROM activity_sections s LEFT JOIN section_progress p ON p.section_id = s.id AND p.user_id = ua.user_id
           WHERE s.activity_id = ua.activity_id AND (p.status IS NULL OR p.status = 'started'))`,
        [last.id],
      )
    : [];
  return {
    days: days.map((d) => ({
      id: d.id,
      day: d.day,
      state: d.published_at ? 'published' : 'draft',
      available_on: d.available_on,
      titles: d.titles ?? [],
      tasks: d.tasks,
      reached: d.reached,
      has_draft: d.has_draft,
    })),
    waiting: waiting?.count ?? 0,
  };
}

/** Canonical JSON (keys sorted): jsonb gives keys back in its own order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}
const sameTask = (row: TaskRow, stored: Stored, instructions: string) =>
  row.concrete_type === stored.type &&
  row.instructions === instructions &&
  canonical(row.task_data) === canonical(stored.task_data) &&
  canonical(row.answer_key) === canonical(stored.answer_key);

async function insertTask(
  tx: Queryable,
  sectionId: number,
  position: number,
  instructions: string,
  stored: Stored,
  replaces: number | null,
) {
  await tx.query(
    `INSERT INTO activity_tasks (section_id, position, concrete_type, instructions, task_data, answer_key, replaces)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)`,
    [
      sectionId,
      position,
      stored.type,
      instructions,
      JSON.stringify(stored.task_data),
      JSON.stringify(stored.answer_key),
      replaces,
    ],
  );
}

/**
 * Writes the day's sections and tasks as the form has them. A task somebody answered is never
 * overwritten: it is retired and its new version inserted, so answers and results stay with the
 * version they were given on. Answers what the change did to results already given.
 */
export async function writeSections(tx: Queryable, activityId: number, sections: StudioDayInput['sections']): Promise<string[]> {
  const effects: string[] = [];
  // Before anything is counted: no submit scores on a key this edit replaces, none answers a task
  // after it was counted unanswered (activities/section-locks.ts).
  await lockSections(tx, { purpose: 'edit', activityId });
  const existing = await tx.query<{ id: number; title: string; opened: number }>(
    `SELECT s.id, s.title, (SELECT count(*)::int FROM section_progress p WHERE p.section_id = s.id) AS opened
     FROM activity_sections s WHERE s.activity_id = $1`,
    [activityId],
  );
  const existingIds = new Set(existing.map((s) => s.id));
  const kept = new Set(sections.flatMap((s) => (s.id === undefined ? [] : [s.id])));
  for (const gone of existing.filter((s) => !kept.has(s.id))) {
    if (gone.opened > 0)
      throw badRequest(
        `Časť „${gone.title}“ už ${openedVerb(gone.opened)} ${count(gone.opened, NOUNS.learner)}; nedá sa odstrániť, upravte ju.`,
        'sections',
      );
    await tx.query('DELETE FROM activity_sections WHERE id = $1', [gone.id]);
  }
  const tasks = await tasksOf(tx, activityId);
  for (const [i, section] of sections.entries()) {
    let sectionId = section.id;
    if (sectionId !== undefined) {
      if (!existingIds.has(sectionId)) throw badRequest(`Časť ${sectionId} do tohto dňa nepatrí.`, `sections.${i}.id`);
      await tx.query(
        'UPDATE activity_sections SET position = $2, section_type = $3, title = $4, text = $5, time_required = $6 WHERE id = $1',
        [sectionId, i, section.section_type, section.title.trim(), section.text, section.time_required],
      );
    } else {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO activity_sections (activity_id, position, section_type, title, text, time_required)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [activityId, i, section.section_type, section.title.trim(), section.text, section.time_required],
      );
      sectionId = row!.id;
    }
    await tx.query('DELETE FROM activity_section_files WHERE section_id = $1', [sectionId]);
    if (section.audio_file_id !== null) {
      const [file] = await tx.query("SELECT 1 FROM files WHERE id = $1 AND file_type = 'audio'", [section.audio_file_id]);
      if (!file) throw badRequest('Nahrávka sa nenašla: nahrajte ju znova.', `sections.${i}.audio_file_id`);
      await tx.query('INSERT INTO activity_section_files (section_id, file_id, position) VALUES ($1, $2, 0)', [
        sectionId,
        section.audio_file_id,
      ]);
    }

    const live = new Map(tasks.filter((t) => t.section_id === sectionId && t.retired_at === null).map((t) => [t.id, t]));
    const keptTasks = new Set(section.tasks.flatMap((t) => (t.id === undefined ? [] : [t.id])));
    for (const gone of [...live.values()].filter((t) => !keptTasks.has(t.id))) {
      if (gone.answered > 0) {
        await tx.query('UPDATE activity_tasks SET retired_at = now() WHERE id = $1', [gone.id]);
        effects.push(
          `„${section.title.trim()}“: odstránená úloha zostáva vo výsledkoch (${count(gone.answered, NOUNS.learner)} už ${answeredVerb(gone.answered)}).`,
        );
      } else await tx.query('DELETE FROM activity_tasks WHERE id = $1', [gone.id]);
    }
    for (const [j, task] of section.tasks.entries()) {
      const stored = toStored(task);
      const instructions = task.instructions.trim();
      if (task.id === undefined) {
        await insertTask(tx, sectionId, j, instructions, stored, null);
        continue;
      }
      const row = live.get(task.id);
      if (!row) throw badRequest(`Úloha ${task.id} do tejto časti nepatrí.`, `sections.${i}.tasks.${j}.id`);
      if (sameTask(row, stored, instructions)) {
        await tx.query('UPDATE activity_tasks SET position = $2 WHERE id = $1', [row.id, j]);
      } else if (row.answered > 0) {
        await tx.query('UPDATE activity_tasks SET retired_at = now() WHERE id = $1', [row.id]);
        await insertTask(tx, sectionId, j, instructions, stored, row.id);
        effects.push(
          `„${section.title.trim()}“, úloha ${j + 1}: ${count(row.answered, NOUNS.learner)} už ${answeredVerb(row.answered)}; ` +
            'ich odpovede a skóre zostávajú, nová verzia platí pre ďalších.',
        );
      } else {
        await tx.query(
          `UPDATE activity_tasks SET position = $2, concrete_type = $3, instructions = $4, task_data = $5::jsonb, answer_key = $6::jsonb
           WHERE id = $1`,
          [row.id, j, stored.type, instructions, JSON.stringify(stored.task_data), JSON.stringify(stored.answer_key)],
        );
      }
    }
  }
  return effects;
}

/** The history's summary of a saved day: '2 časti, 5 úloh'. */
export const summaryOf = (input: StudioDayInput) =>
  `${count(input.sections.length, NOUNS.section)}, ${count(
    input.sections.reduce((n, s) => n + s.tasks.length, 0),
    NOUNS.task,
  )}`;

/** POST /studio/days: a new draft day. `slug` keeps the demo content idempotent. */
export async function createDay(db: Queryable, actor: Actor, input: StudioDayInput, slug?: string): Promise<StudioDay> {
  checkDay(input, false);
  const id = await inTransaction(db, async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO activities (slug, available_on, updated_by) VALUES ($1, $2, $3) RETURNING id',
      [slug ?? null, input.available_on, actor.id],
    );
    await writeSections(tx, row!.id, input.sections);
    await recordChange(tx, { itemId: row!.id, version: 1, action: 'created', summary: summaryOf(input), actor });
    return row!.id;
  });
  return getDay(db, id);
}

/** The 409 of a save that started from an older version: who changed it in between. */
export async function staleVersion(tx: Queryable, id: number): Promise<never> {
  const [row] = await tx.query<DayRow>(`${DAY_SQL} WHERE a.id = $1`, [id]);
  if (!row) throw notFound(`Day ${id} not found`);
  throw editedMeanwhile(row.updated_by);
}

/** Moves the day to the next version if it is still at `version` (the conditional update is the lock). */
export async function bump(tx: Queryable, actor: Actor, id: number, version: number, availableOn?: string): Promise<boolean> {
  const moved = await tx.query(
    `UPDATE activities SET version = version + 1, updated_at = now(), updated_by = $3, available_on = coalesce($4::date, available_on)
     WHERE id = $1 AND version = $2 RETURNING id`,
    [id, version, actor.id, availableOn ?? null],
  );
  return moved.length > 0;
}

/** PUT /studio/days/{id}: saves the form; a published day's changes are kept as its draft (day-drafts.ts). */
export async function saveDay(db: Queryable, actor: Actor, id: number, save: StudioDaySave): Promise<StudioSaveResult> {
  const [current] = await db.query<{ published_at: Date | null }>('SELECT published_at FROM activities WHERE id = $1', [id]);
  if (!current) throw notFound(`Day ${id} not found`);
  const input: StudioDayInput = { available_on: save.available_on, sections: save.sections };
  // Learners never see half an edit of a live day: it is kept as the day's draft until published.
  if (current.published_at !== null) return saveLiveDraft(db, actor, id, save.version, input);
  checkDay(input, false);
  const effects = await inTransaction(db, async (tx) => {
    if (!(await bump(tx, actor, id, save.version, save.available_on))) await staleVersion(tx, id);
    const done = await writeSections(tx, id, input.sections);
    await recordChange(tx, { itemId: id, version: save.version + 1, action: 'saved', summary: summaryOf(input), actor });
    return done;
  });
  return { day: await getDay(db, id), effects };
}

/**
 * DELETE /studio/days/{id}: a day never published goes, sections and tasks with it (ON DELETE
 * CASCADE). One conditional DELETE is the guarantee: never published and still at the version the
 * editor read, so a day published or saved by someone else in between stays (409). Learners never
 * reached a draft day, so no answer or progress is lost. Its history rows stay as a record.
 */
export async function deleteDraftDay(db: Queryable, id: number, version: number): Promise<{ id: number }> {
  const deleted = await db.query<{ id: number }>(
    'DELETE FROM activities WHERE id = $1 AND version = $2 AND published_at IS NULL RETURNING id',
    [id, version],
  );
  if (deleted.length > 0) return { id };
  const [row] = await db.query<{ published_at: Date | null }>('SELECT published_at FROM activities WHERE id = $1', [id]);
  if (!row) throw notFound(`Day ${id} not found`);
  if (row.published_at) throw conflict('Publikovaný deň sa nedá odstrániť: študenti ho už môžu mať.', 'version');
  return staleVersion(db, id);
}

/** POST /studio/days/{id}/publish: learners reach the day from now on (by its date and their course). */
export async function publishDay(db: Queryable, actor: Actor, id: number, version: number): Promise<StudioDay> {
  const day = await getDay(db, id);
  if (day.state === 'published') throw conflict('Tento deň je už publikovaný.', 'version');
  checkDay(
    {
      available_on: day.available_on,
      sections: day.sections.map((s) => ({ ...s, tasks: s.tasks.map(({ answered: _a, versions: _v, ...task }) => task) })),
    },
    true,
  );
  await inTransaction(db, async (tx) => {
    if (!(await bump(tx, actor, id, version))) await staleVersion(tx, id);
    await tx.query('UPDATE activities SET published_at = now() WHERE id = $1', [id]);
    await publish(tx, 'studio.day_published', { dayId: id, at: new Date() });
    await recordChange(tx, { itemId: id, version: version + 1, action: 'published', summary: '', actor });
  });
  return getDay(db, id);
}
