import type { Queryable } from '../../db/types';

/*
 * Who came (staff's door and its no-show job): the participation and meeting rows are this
 * module's, so the conditional writes live here; staff decides when and words the answers.
 */

/**
 * Lets a joined participant in, once, while the door is open (from `opensHours` before the start,
 * until the meeting is settled; never a cancelled meeting). False when the row did not qualify,
 * including a second scan of the same ticket: of two organisers at once, one wins.
 */
export async function recordCheckIn(
  db: Queryable,
  entry: { meetingId: number; match: { token: string } | { id: number }; by: number; opensHours: number; now: Date },
): Promise<boolean> {
  const [column, value] = 'token' in entry.match ? ['qr_token', entry.match.token] : ['id', entry.match.id];
  const updated = await db.query(
    `UPDATE meeting_participations p SET checked_in_at = $3, checked_in_by = $4, updated_at = $3
     FROM meetings m
     WHERE p.${column} = $1 AND p.meeting_id = $2 AND p.status = 'joined' AND p.checked_in_at IS NULL
       AND m.id = p.meeting_id
       AND $3 >= m.start_time - make_interval(hours => $5::int) AND m.no_shows_settled_at IS NULL
       AND m.cancelled_at IS NULL
     RETURNING p.id`,
    [value, entry.meetingId, entry.now, entry.by, entry.opensHours],
  );
  return updated.length > 0;
}

/** Takes a check-in back while the meeting is not settled. False when there was none to take back. */
export async function undoRecordedCheckIn(
  db: Queryable,
  undo: { meetingId: number; participantId: number; now: Date },
): Promise<boolean> {
  const undone = await db.query(
    `UPDATE meeting_participations p SET checked_in_at = NULL, checked_in_by = NULL, updated_at = $3
     FROM meetings m
     WHERE p.id = $1 AND p.meeting_id = $2 AND p.checked_in_at IS NOT NULL
       AND m.id = p.meeting_id AND m.no_shows_settled_at IS NULL
     RETURNING p.id`,
    [undo.participantId, undo.meetingId, undo.now],
  );
  return undone.length > 0;
}

/**
 * Settles meetings the caller claimed (FOR UPDATE): their joined participants never checked in
 * become `no-show`, and each meeting is stamped settled. Answers how many participants changed.
 */
export async function settleNoShows(tx: Queryable, meetingIds: number[], now: Date): Promise<number> {
  const marked = await tx.query(
    `UPDATE meeting_participations SET status = 'no-show', marked_no_show_at = $2, updated_at = $2
     WHERE meeting_id = ANY($1::bigint[]) AND status = 'joined' AND checked_in_at IS NULL AND user_id IS NOT NULL
     RETURNING id`,
    [meetingIds, now],
  );
  await tx.query('UPDATE meetings SET no_shows_settled_at = $2 WHERE id = ANY($1::bigint[])', [meetingIds, now]);
  return marked.length;
}
