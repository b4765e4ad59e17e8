import type { Queryable } from '../../db/types';
import { SCHOOL_TIME_ZONE } from '../../zone';

/** The learner's clock for messages: the zone the app last sent, else the school's. */
export async function learnerTimeZone(db: Queryable, userId: number): Promise<string> {
  const [row] = await db.query<{ time_zone: string | null }>('SELECT time_zone FROM users WHERE id = $1', [userId]);
  return row?.time_zone ?? SCHOOL_TIME_ZONE;
}

/**
 * Keeps the user's clock for the 08:00 and call-time messages: the zone the app sent (?tz=,
 * already validated) or chosen in the settings; null goes back to the school's; undefined (the
 * app sent none) keeps what is there. `known`: the zone the request's user row already holds
 * (request.user.time_zone), so the usual read that sends the same zone again writes nothing.
 */
export async function rememberTimeZone(
  db: Queryable,
  userId: number,
  timeZone: string | null | undefined,
  known?: string | null,
): Promise<void> {
  if (timeZone === undefined || timeZone === known) return;
  await db.query('UPDATE users SET time_zone = $2 WHERE id = $1 AND time_zone IS DISTINCT FROM $2', [userId, timeZone]);
}

/** The clocks of many learners at once (learnerTimeZone for each, in one statement). */
export async function learnerTimeZones(db: Queryable, userIds: number[]): Promise<Map<number, string>> {
  const rows = await db.query<{ id: number; time_zone: string | null }>(
    'SELECT id, time_zone FROM users WHERE id = ANY($1::bigint[])',
    [userIds],
  );
  const chosen = new Map(rows.map((r) => [r.id, r.time_zone]));
  return new Map(userIds.map((id) => [id, chosen.get(id) ?? SCHOOL_TIME_ZONE]));
}
