import type { Queryable } from '../../db/types';

/*
 * The meeting rows the studio's editors write (studio/meetings/service.ts decides what and checks
 * it; the rows are this module's, so the statements live here). Parameters in the order of the
 * columns each statement names.
 */

/** A meeting's fields as an editor sets them (studio/meetings checks them first). */
export interface MeetingFields {
  title: string;
  subtitle: string;
  subdescription: string;
  description: string;
  place: string;
  format: 'offline' | 'online';
  capacity: number;
  price: number;
  registration_open: boolean;
  meeting_link: string;
  thumbnail_file_id: number | null;
  start_time: Date;
  end_time: Date;
}

const values = (m: MeetingFields) => [
  m.title,
  m.subtitle,
  m.subdescription,
  m.description,
  m.place,
  m.format,
  m.capacity,
  m.price,
  m.registration_open,
  m.meeting_link,
  m.thumbnail_file_id,
  m.start_time,
  m.end_time,
];

/** A new meeting; settled at once when it has already ended (it had no door to keep). */
export async function insertMeeting(
  tx: Queryable,
  meeting: MeetingFields & { slug: string },
  by: { id: number | null; now: Date },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO meetings (title, subtitle, subdescription, description, place, format, capacity, price,
                           registration_open, meeting_link, thumbnail_file_id, start_time, end_time, slug, updated_by,
                           no_shows_settled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, CASE WHEN $13 <= $16::timestamptz THEN $16 END)
     RETURNING id`,
    [...values(meeting), meeting.slug, by.id, by.now],
  );
  return row!.id;
}

/** An edit: every field, the version bumped; moved to the future, the no-show job is due again. */
export async function updateMeeting(
  tx: Queryable,
  id: number,
  meeting: MeetingFields,
  by: { id: number | null; now: Date },
): Promise<void> {
  await tx.query(
    `UPDATE meetings SET title = $1, subtitle = $2, subdescription = $3, description = $4, place = $5, format = $6,
            capacity = $7, price = $8, registration_open = $9, meeting_link = $10, thumbnail_file_id = $11,
            start_time = $12, end_time = $13, version = version + 1, updated_at = $15, updated_by = $16,
            -- Moved to the future: the no-show job's schedule follows (it is due again after the new end).
            no_shows_settled_at = CASE WHEN $13 > $15::timestamptz THEN NULL ELSE no_shows_settled_at END
     WHERE id = $14`,
    [...values(meeting), id, by.now, by.id],
  );
}

/** Cancels the meeting if `version` is still current and it is not cancelled; false otherwise (one request wins). */
export async function markMeetingCancelled(
  tx: Queryable,
  cancel: { id: number; version: number; now: Date; by: number | null },
): Promise<boolean> {
  const cancelled = await tx.query(
    `UPDATE meetings SET cancelled_at = $3, cancelled_by = $4, version = version + 1, updated_at = $3, updated_by = $4
     WHERE id = $1 AND version = $2 AND cancelled_at IS NULL RETURNING id`,
    [cancel.id, cancel.version, cancel.now, cancel.by],
  );
  return cancelled.length > 0;
}

/**
 * Ends every live registration of a cancelled meeting (and the pending ones whose payment the
 * cancellation released), marked as ended by the cancellation. Answers whom it ended.
 */
export function endRegistrationsOfCancelled(
  tx: Queryable,
  end: { meetingId: number; now: Date; releasedPayments: number[] },
): Promise<Array<{ user_id: number | null; payment_id: number | null }>> {
  return tx.query(
    `UPDATE meeting_participations SET status = 'cancelled', ended_by_cancellation = true, updated_at = $2
     WHERE meeting_id = $1 AND (status IN ('joined', 'pending') OR (status = 'cancelled' AND payment_id = ANY($3::bigint[])))
     RETURNING user_id, payment_id`,
    [end.meetingId, end.now, end.releasedPayments],
  );
}
