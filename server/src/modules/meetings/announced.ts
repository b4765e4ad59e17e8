import type { Queryable } from '../../db/types';

/** For the modules that announce new meetings (notifications): what is new and still to come. */

/** Meetings created after `since` (and less than `graceMs` ago), not started, not cancelled. */
export async function meetingsCreatedSince(
  db: Queryable,
  since: Date,
  graceMs: number,
): Promise<Array<{ id: number; created_at: Date }>> {
  return db.query(
    `SELECT m.id, m.created_at FROM meetings m
     WHERE m.created_at > greatest($1, now() - $2 * interval '1 millisecond') AND m.start_time > now() AND m.cancelled_at IS NULL`,
    [since, graceMs],
  );
}

/** A meeting's title and start while it is not cancelled, else null. */
export async function meetingToAnnounce(db: Queryable, id: number): Promise<{ title: string; start_time: Date } | null> {
  const [row] = await db.query<{ title: string; start_time: Date }>(
    'SELECT title, start_time FROM meetings WHERE id = $1 AND cancelled_at IS NULL',
    [id],
  );
  return row ?? null;
}
