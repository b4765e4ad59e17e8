import type { BotStatus } from '@app/shared/contract';
import type { Queryable } from '../../db/types';
import { recordWriteAccess as recordUserWriteAccess } from '../users/index';

export async function readBotStatus(db: Queryable, userId: number): Promise<BotStatus> {
  const [row] = await db.query<{ allows_write_to_pm: boolean | null; started: boolean; reachable: boolean }>(
    `SELECT allows_write_to_pm, bot_started_at IS NOT NULL AS started, bot_unreachable_at IS NULL AS reachable
     FROM users WHERE id = $1`,
    [userId],
  );
  if (!row) throw new Error(`user ${userId} not found`);
  return { ...row, can_receive: (row.started || row.allows_write_to_pm === true) && row.reachable };
}

/** The learner granted write access in the app: try again even after an earlier refusal. */
export async function recordWriteAccess(db: Queryable, userId: number): Promise<void> {
  await recordUserWriteAccess(db, { userId });
}
