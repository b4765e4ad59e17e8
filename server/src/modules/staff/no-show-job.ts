import type { Db } from '../../db/types';
import type { ScheduledJob } from '../jobs/index';
import { NO_SHOW_AFTER_HOURS } from '@app/staff-contract/rules';
import { settleNoShows } from '../meetings/index';

/** How often each instance looks for due meetings. */
export const NO_SHOW_INTERVAL_MS = 5 * 60_000;
/** Meetings settled per run; a backlog is worked off run by run. */
const BATCH = 20;

/**
 * One run of the no-show job. The schedule lives in the rows: a meeting is due once
 * `end_time + 2 h` has passed and it has no `no_shows_settled_at`. Due meetings are claimed with
 * FOR UPDATE SKIP LOCKED, so two instances running at once split them instead of both working on
 * one; each claimed meeting's joined participants who were never checked in become `no-show`, and
 * the meeting is stamped settled in the same transaction. Answers how many participants changed.
 */
export async function runNoShowJob(db: Db, now = new Date()): Promise<{ meetings: number; participants: number }> {
  return db.transaction(async (tx) => {
    const due = await tx.query<{ id: number }>(
      `SELECT id FROM meetings
       WHERE no_shows_settled_at IS NULL AND end_time + make_interval(hours => ${NO_SHOW_AFTER_HOURS}) <= $1
       ORDER BY end_time, id LIMIT ${BATCH}
       FOR UPDATE SKIP LOCKED`,
      [now],
    );
    if (due.length === 0) return { meetings: 0, participants: 0 };
    const ids = due.map((row) => row.id);
    return { meetings: ids.length, participants: await settleNoShows(tx, ids, now) };
  });
}

/**
 * The job as the job runner schedules it (main.ts: every NO_SHOW_INTERVAL_MS, one instance at a
 * time, each run in `job_runs`); the claim above would keep two runs apart anyway.
 */
export const noShowJob: ScheduledJob = async ({ db }) => ({ report: await runNoShowJob(db) });
