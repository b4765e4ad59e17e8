import type { StudioDay, StudioDayDraftInfo, StudioDayInput, StudioSaveResult, StudioSection } from '@app/studio-contract';
import type { Queryable } from '../../db/types';
import { conflict, notFound } from '../../errors';
import { checkDay } from './day-checks';
import { type Actor, bump, getDay, inTransaction, staleVersion, summaryOf, writeSections } from './days';
import { publish } from '../events/index';
import { recordChange } from './history';

/*
 * The draft of a live day (migration 176): a save of a published day goes to `activities.draft`
 * in the form's shape; learners keep being served the live rows. 'Publikovať' writes it as every
 * save of a live day was written (writeSections: an answered task is retired and versioned), and
 * 'Zahodiť koncept' drops it. Every step moves the day's version (the 409 rule holds throughout)
 * and leaves a history row.
 */

const SAVEPOINT = 'studio_draft_check';

/**
 * What `activities.draft` holds: the form as saved, every section and task with an id. New ones
 * get ids reserved from the tables' sequences (never used by a row until publishing, which inserts
 * them afresh), so the form can name them on its next save; `fresh` lists those.
 */
export interface StoredDraft {
  day: StudioDayInput;
  fresh: { sections: number[]; tasks: number[] };
}

/** The input with the reserved ids of `fresh` taken off again: what writeSections must insert. */
function withoutFresh(input: StudioDayInput, fresh: StoredDraft['fresh']): StudioDayInput {
  const sections = new Set(fresh.sections);
  const tasks = new Set(fresh.tasks);
  return {
    ...input,
    sections: input.sections.map((s) => ({
      ...s,
      id: s.id !== undefined && sections.has(s.id) ? undefined : s.id,
      tasks: s.tasks.map((t) => ({ ...t, id: t.id !== undefined && tasks.has(t.id) ? undefined : t.id })),
    })),
  };
}

async function reserveId(tx: Queryable, table: 'activity_sections' | 'activity_tasks'): Promise<number> {
  const [row] = await tx.query<{ id: string | number }>(`SELECT nextval(pg_get_serial_sequence('${table}', 'id')) AS id`);
  return Number(row!.id);
}

/** Gives every section and task without an id a reserved one; those reserved before keep theirs. */
async function reserveIds(tx: Queryable, input: StudioDayInput, before: StoredDraft['fresh']): Promise<StoredDraft> {
  const fresh: StoredDraft['fresh'] = { sections: [], tasks: [] };
  const sections = [];
  for (const section of input.sections) {
    let id = section.id;
    if (id === undefined) id = await reserveId(tx, 'activity_sections');
    if (section.id === undefined || before.sections.includes(id)) fresh.sections.push(id);
    const tasks = [];
    for (const task of section.tasks) {
      let taskId = task.id;
      if (taskId === undefined) taskId = await reserveId(tx, 'activity_tasks');
      if (task.id === undefined || before.tasks.includes(taskId)) fresh.tasks.push(taskId);
      tasks.push({ ...task, id: taskId });
    }
    sections.push({ ...section, id, tasks });
  }
  return { day: { ...input, sections }, fresh };
}

async function storedDraft(db: Queryable, id: number): Promise<{ version: number; draft: StoredDraft | null } | undefined> {
  const [row] = await db.query<{ version: number; draft: StoredDraft | null }>(
    'SELECT version, draft FROM activities WHERE id = $1',
    [id],
  );
  return row;
}

/**
 * PUT of a published day: checked as a draft (publishing checks completeness), then written and
 * rolled back inside the transaction, so the save refuses now what publishing would refuse (an
 * opened section removed, an id not of this day) and answers what publishing will do to results.
 */
export async function saveLiveDraft(
  db: Queryable,
  actor: Actor,
  id: number,
  version: number,
  input: StudioDayInput,
): Promise<StudioSaveResult> {
  checkDay(input, false);
  const effects = await inTransaction(db, async (tx) => {
    if (!(await bump(tx, actor, id, version))) await staleVersion(tx, id);
    // The version matched, so this is the draft the editor read: its reserved ids are theirs.
    const before = (await storedDraft(tx, id))?.draft?.fresh ?? { sections: [], tasks: [] };
    const plain = withoutFresh(input, before);
    await tx.query(`SAVEPOINT ${SAVEPOINT}`);
    let effects: string[];
    try {
      effects = await writeSections(tx, id, plain.sections);
    } finally {
      await tx.query(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`);
    }
    const draft = await reserveIds(tx, input, before);
    await tx.query('UPDATE activities SET draft = $2::jsonb, draft_saved_at = now(), draft_saved_by = $3 WHERE id = $1', [
      id,
      JSON.stringify(draft),
      actor.id,
    ]);
    await recordChange(tx, { itemId: id, version: version + 1, action: 'saved', summary: `koncept: ${summaryOf(input)}`, actor });
    return effects;
  });
  return { day: await getDay(db, id), effects };
}

/** The stored draft the editor read at `version`: 409 when the day moved on or has none. */
async function draftAt(db: Queryable, id: number, version: number): Promise<StoredDraft> {
  const row = await storedDraft(db, id);
  if (!row) throw notFound(`Day ${id} not found`);
  if (row.version !== version) await staleVersion(db, id);
  if (!row.draft) throw conflict('Tento deň nemá neuverejnené zmeny.', 'version');
  return row.draft;
}

/** POST /studio/days/{id}/draft/publish: the draft goes live, checked as complete, with the versioning of answered tasks. */
export async function publishLiveDraft(db: Queryable, actor: Actor, id: number, version: number): Promise<StudioSaveResult> {
  const stored = await draftAt(db, id, version);
  const draft = withoutFresh(stored.day, stored.fresh);
  checkDay(draft, true);
  const effects = await inTransaction(db, async (tx) => {
    // The version names the draft that was read: any other save, publish or discard moved it.
    if (!(await bump(tx, actor, id, version, draft.available_on))) await staleVersion(tx, id);
    const done = await writeSections(tx, id, draft.sections);
    await publish(tx, 'studio.day_changed', { dayId: id, at: new Date() });
    await tx.query('UPDATE activities SET draft = NULL, draft_saved_at = NULL, draft_saved_by = NULL WHERE id = $1', [id]);
    await recordChange(tx, { itemId: id, version: version + 1, action: 'published', summary: summaryOf(draft), actor });
    return done;
  });
  return { day: await getDay(db, id), effects };
}

/** POST /studio/days/{id}/draft/discard: the live version stays as it is. */
export async function discardLiveDraft(db: Queryable, actor: Actor, id: number, version: number): Promise<StudioDay> {
  await draftAt(db, id, version);
  await inTransaction(db, async (tx) => {
    if (!(await bump(tx, actor, id, version))) await staleVersion(tx, id);
    await tx.query('UPDATE activities SET draft = NULL, draft_saved_at = NULL, draft_saved_by = NULL WHERE id = $1', [id]);
    await recordChange(tx, { itemId: id, version: version + 1, action: 'saved', summary: 'koncept zahodený', actor });
  });
  return getDay(db, id);
}

/**
 * The day as the form reads it while it has a draft: the draft's sections and tasks, with what
 * the live rows know of them (who opened a section, answered a task, how many versions it has).
 */
export async function withDraft(
  db: Queryable,
  live: StudioDay,
  stored: StoredDraft,
  info: StudioDayDraftInfo,
): Promise<StudioDay> {
  const draft = stored.day;
  const audioIds = draft.sections.flatMap((s) => (s.audio_file_id === null ? [] : [s.audio_file_id]));
  const files = await db.query<{ id: number; url: string; name: string | null; duration: string | null }>(
    `SELECT f.id, f.file_url AS url, f.original_filename AS name, m.duration_seconds AS duration
     FROM files f LEFT JOIN media_blobs m ON f.file_url = '/api/media/' || m.hash WHERE f.id = ANY($1::bigint[])`,
    [audioIds],
  );
  const fileById = new Map(files.map((f) => [Number(f.id), f]));
  const sections = draft.sections.map((section): StudioSection => {
    const was = live.sections.find((s) => s.id === section.id);
    const file = section.audio_file_id === null ? undefined : fileById.get(section.audio_file_id);
    return {
      ...section,
      audio: file
        ? {
            file_id: Number(file.id),
            url: file.url,
            filename: file.name ?? '',
            duration_seconds: file.duration === null ? null : Number(file.duration),
          }
        : null,
      opened: was?.opened ?? 0,
      // Every id is set in a stored draft (reserveIds).
      id: section.id!,
      tasks: section.tasks.map((task) => {
        const old = was?.tasks.find((t) => t.id === task.id);
        return { ...task, id: task.id!, answered: old?.answered ?? 0, versions: old?.versions ?? 1 };
      }),
    };
  });
  return { ...live, available_on: draft.available_on, sections, draft: info };
}
