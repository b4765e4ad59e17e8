import type { Queryable } from '../../db/types';
import { UNLOCK_HOUR } from './clock';

/** A learner's "today" on one clock, as instants and a date, computed by the caller for one zone. */
export interface StudyDay {
  now: Date;
  /** yyyy-MM-dd on that clock. */
  today: string;
  /** 00:00 today and yesterday on that clock (DST-aware instants). */
  todayStart: Date;
  yesterdayStart: Date;
  /** Minutes since today's midnight on that clock. */
  minutes: number;
}

export interface DayState {
  /** A section submitted today (since midnight on the learner's clock). */
  studied: boolean;
  /** A day of the course the learner can work on now (the rules of getToday, in one statement). */
  open: boolean;
}

/**
 * For many learners of one zone at once (the study reminder's sweep): whether each studied today
 * and whether a day is open for them now, by the rules `advance` and `getToday` apply to one
 * learner (server/src/modules/activities/README.md): never reached anything and a day is released;
 * the last reached day has a section still to do; or it is finished, its unlock (08:00 the day
 * after finishing) has passed and a next day is released. One statement whatever the count, each
 * learner read through their own indexes (user_activities, section_progress by user).
 */
export async function studyDayStates(db: Queryable, userIds: readonly number[], day: StudyDay): Promise<Map<number, DayState>> {
  const rows = await db.query<{ user_id: number | string; studied: boolean; open: boolean }>(
    `WITH last AS (
       SELECT l.user_id, r.activity_id, r.available_on, r.started_at
       FROM unnest($1::bigint[]) AS l(user_id)
       LEFT JOIN LATERAL (
         SELECT ua.activity_id, a.available_on, ua.started_at
         FROM user_activities ua JOIN activities a ON a.id = ua.activity_id AND a.published_at IS NOT NULL
         WHERE ua.user_id = l.user_id ORDER BY a.available_on DESC, a.id DESC LIMIT 1) r ON true),
     state AS (
       SELECT last.*,
         EXISTS (SELECT 1 FROM activity_sections s
                 LEFT JOIN section_progress p ON p.section_id = s.id AND p.user_id = last.user_id
                 WHERE s.activity_id = last.activity_id AND coalesce(p.status, 'started') = 'started') AS unfinished,
         greatest(last.started_at, (SELECT max(p.submitted_at) FROM activity_sections s
                 JOIN section_progress p ON p.section_id = s.id AND p.user_id = last.user_id
                 WHERE s.activity_id = last.activity_id)) AS finished_at
       FROM last)
     SELECT state.user_id,
       EXISTS (SELECT 1 FROM section_progress p
               WHERE p.user_id = state.user_id AND p.submitted_at >= $2 AND p.submitted_at <= $5) AS studied,
       CASE
         WHEN state.activity_id IS NULL THEN EXISTS (
           SELECT 1 FROM activities a WHERE a.published_at IS NOT NULL AND a.available_on <= $4::date)
         WHEN state.unfinished THEN true
         ELSE (state.finished_at < $3 OR (state.finished_at < $2 AND $6::int >= $7::int))
           AND EXISTS (SELECT 1 FROM activities a
                       WHERE a.published_at IS NOT NULL AND a.available_on <= $4::date
                         AND (a.available_on, a.id) > (state.available_on, state.activity_id))
       END AS open
     FROM state`,
    [userIds, day.todayStart, day.yesterdayStart, day.today, day.now, day.minutes, UNLOCK_HOUR * 60],
  );
  return new Map(rows.map((row) => [Number(row.user_id), { studied: row.studied, open: row.open }]));
}
