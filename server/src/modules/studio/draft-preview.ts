import type { SectionFile } from '@app/activities-contract';
import type { Queryable } from '../../db/types';
import type { StoredTask } from '../activities/index';
import { toStored } from './day-checks';
import type { StoredDraft } from './day-drafts';

/*
 * The draft of a live day in the learner's shape, for the preview (activities/preview.ts): built
 * in memory from `activities.draft` with the same conversion publishing writes (toStored), so
 * nothing is written and rolled back. Ids are the draft's: live ids for what it keeps, reserved ids
 * for what it adds, so a GET and the submit that follows name the same tasks.
 */

export interface DraftSection {
  id: number;
  activity_id: number;
  title: string;
  section_type: 'listening' | 'reading' | 'speaking';
  text: string;
  time_required: number;
  files: SectionFile[];
  tasks: StoredTask[];
}

/** The day's stored draft, or null (none, or the day does not exist). */
export async function draftOf(db: Queryable, activityId: number): Promise<StoredDraft | null> {
  const [row] = await db.query<{ draft: StoredDraft | null }>('SELECT draft FROM activities WHERE id = $1', [activityId]);
  return row?.draft ?? null;
}

/** The day whose draft holds section `sectionId` (a reserved id lives nowhere else). */
export async function dayOfDraftSection(db: Queryable, sectionId: number): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    `SELECT id FROM activities WHERE draft -> 'day' -> 'sections' @> jsonb_build_array(jsonb_build_object('id', $1::bigint))`,
    [sectionId],
  );
  return row ? Number(row.id) : undefined;
}

/** The draft's sections as learners would be served them once published (keys included, for scoring). */
export async function draftSections(db: Queryable, activityId: number, draft: StoredDraft): Promise<DraftSection[]> {
  const audioIds = draft.day.sections.flatMap((s) => (s.audio_file_id === null ? [] : [s.audio_file_id]));
  const files = await db.query<{ id: number; file_url: string; is_primary: boolean }>(
    "SELECT id, file_url, is_primary FROM files WHERE id = ANY($1::bigint[]) AND file_type = 'audio'",
    [audioIds],
  );
  const fileById = new Map(files.map((f) => [Number(f.id), f]));
  return draft.day.sections.map((section) => {
    // Every id is set in a stored draft (reserveIds in day-drafts.ts).
    const id = section.id!;
    const file = section.audio_file_id === null ? undefined : fileById.get(section.audio_file_id);
    return {
      id,
      activity_id: activityId,
      // As writeSections stores them.
      title: section.title.trim(),
      section_type: section.section_type,
      text: section.text,
      time_required: section.time_required,
      files: file ? [{ file_url: file.file_url, file_type: 'audio', is_primary: file.is_primary }] : [],
      tasks: section.tasks.map((task): StoredTask => {
        const stored = toStored(task);
        return {
          id: task.id!,
          section_id: id,
          concrete_type: stored.type,
          instructions: task.instructions.trim(),
          task_data: stored.task_data,
          answer_key: stored.answer_key,
        } as StoredTask;
      }),
    };
  });
}
