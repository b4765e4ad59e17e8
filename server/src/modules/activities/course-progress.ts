import type { Queryable } from '../../db/types';

/**
 * Where a learner stands in the course, for the modules that tell them (notifications: the 'next
 * activity open' message). Read here, beside the progress this module writes; the days themselves
 * are the studio's (activities, activity_sections), read as the course is.
 */

/** A published day of the course: its row, its release date, its number among the published days. */
export interface CourseDay {
  id: number;
  available_on: string;
  day: number;
}

/**
 * The published day after the one `sectionId` belongs to, when that submit left no section of its
 * day started (the learner finished the day); null if the day is not finished or is the last.
 */
export async function nextDayIfFinished(tx: Queryable, userId: number, sectionId: number): Promise<CourseDay | null> {
  const [state] = await tx.query<{ activity_id: number; open: number }>(
    `SELECT s.activity_id,
       (SELECT count(*)::int FROM activity_sections x
          LEFT JOIN section_progress p ON p.section_id = x.id AND p.user_id = $1
        WHERE x.activity_id = s.activity_id AND coalesce(p.status, 'started') = 'started') AS open
     FROM activity_sections s WHERE s.id = $2`,
    [userId, sectionId],
  );
  if (!state || state.open > 0) return null;
  const [next] = await tx.query<CourseDay>(
    `SELECT n.id, n.available_on,
       (SELECT count(*)::int FROM activities c WHERE c.published_at IS NOT NULL AND (c.available_on, c.id) <= (n.available_on, n.id)) AS day
     FROM activities a JOIN activities n ON (n.available_on, n.id) > (a.available_on, a.id)
     WHERE a.id = $1 AND n.published_at IS NOT NULL ORDER BY n.available_on, n.id LIMIT 1`,
    [state.activity_id],
  );
  return next ?? null;
}

/**
 * The learners who waited for day `dayId`: they finished the published day before it, their last
 * one, so nothing was queued for them when they finished. With when they finished it and the day.
 */
export async function learnersWaitingFor(
  tx: Queryable,
  dayId: number,
): Promise<Array<CourseDay & { user_id: number; finished_at: Date }>> {
  return tx.query(
    `WITH this AS (
       SELECT id, available_on,
              (SELECT count(*)::int FROM activities c WHERE c.published_at IS NOT NULL
                 AND (c.available_on, c.id) <= (a.available_on, a.id)) AS day
       FROM activities a WHERE id = $1),
     prev AS (
       SELECT p.id, p.available_on FROM activities p, this
       WHERE p.published_at IS NOT NULL AND (p.available_on, p.id) < (this.available_on, this.id)
       ORDER BY p.available_on DESC, p.id DESC LIMIT 1)
     SELECT ua.user_id, this.id, this.available_on, this.day,
            greatest(ua.started_at, (SELECT max(sp.submitted_at) FROM section_progress sp
                                     JOIN activity_sections s ON s.id = sp.section_id
                                     WHERE s.activity_id = ua.activity_id AND sp.user_id = ua.user_id)) AS finished_at
     FROM this, prev JOIN user_activities ua ON ua.activity_id = prev.id
     WHERE NOT EXISTS (
             SELECT 1 FROM activity_sections s LEFT JOIN section_progress sp ON sp.section_id = s.id AND sp.user_id = ua.user_id
             WHERE s.activity_id = ua.activity_id AND coalesce(sp.status, 'started') = 'started')
       AND NOT EXISTS (
             SELECT 1 FROM user_activities later JOIN activities l ON l.id = later.activity_id
             WHERE later.user_id = ua.user_id AND (l.available_on, l.id) > (prev.available_on, prev.id))`,
    [dayId],
  );
}
