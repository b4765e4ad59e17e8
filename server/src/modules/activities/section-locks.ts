import type { Queryable } from '../../db/types';

/**
 * The one lock between scoring a section and rewriting its day, taken by both sides here and
 * nowhere else, so the order cannot drift apart.
 *
 * The lock is on the sections' rows, not the tasks': a publish retires tasks and inserts new
 * versions, and a row inserted while a submit waits is invisible to the statement that waited,
 * so a lock on tasks can miss what it should hold. Sections are only updated or deleted by an
 * edit, never versioned, and every task belongs to one.
 *
 * - `score` (a learner's submit): FOR SHARE on the one section, before its keys are read. Many
 *   learners score the same section together; an edit of the day waits until they commit.
 * - `edit` (every save, draft check and publish, through `writeSections`): FOR UPDATE on every
 *   section of the day in id order, before it counts who opened or answered what. A submit waits
 *   until the edit commits and then reads the versions it left live; the counts an edit decides
 *   on (update a task in place or version it, remove a section or refuse) cannot change under it.
 *
 * Deadlock-free: an edit takes the day's row first (its version check) and then the sections in
 * id order; a submit takes nothing an edit waits for before its one section.
 */
export async function lockSections(
  tx: Queryable,
  what: { purpose: 'score'; sectionId: number } | { purpose: 'edit'; activityId: number },
): Promise<void> {
  if (what.purpose === 'score') await tx.query('SELECT id FROM activity_sections WHERE id = $1 FOR SHARE', [what.sectionId]);
  else await tx.query('SELECT id FROM activity_sections WHERE activity_id = $1 ORDER BY id FOR UPDATE', [what.activityId]);
}
