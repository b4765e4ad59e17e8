import { CALL_MAX_DURATION_MINUTES } from '@app/calls-contract';
import type { CallOutcome, SpeakerCall, SpeakerCallList } from '@app/staff-contract';
import type { Db, Queryable } from '../../db/types';
import { conflict, forbidden, notFound } from '../../errors';
import { statusOf } from '../calls/service';
import { getStudioSpeaker } from '../studio/speakers/service';
import { NOT_LINKED_SPEAKER } from '@app/staff-contract/rules';

/** How far back a speaker's list reaches. */
const RECENT_DAYS = 60;
/** How long a speaker may take back a mark made by mistake (a wrong tap): a day. */
export const OUTCOME_UNDO_HOURS = 24;

interface SpeakerCallRow {
  id: number;
  stored_status: 'scheduled' | 'cancelled';
  outcome: CallOutcome | null;
  outcome_at: Date | null;
  start_dt: Date;
  end_dt: Date;
  comment: string;
  user_id: number;
  telegram_id: number;
  username: string | null;
  first_name: string;
  last_name: string;
}

const SELECT = `
  SELECT c.id, c.status AS stored_status, c.outcome, c.outcome_at, c.start_dt, c.end_dt, c.comment,
         u.id AS user_id, u.telegram_id, u.username, u.first_name, u.last_name
  FROM calls c JOIN users u ON u.id = c.user_id`;

function toSpeakerCall(row: SpeakerCallRow, now: Date): SpeakerCall {
  return {
    id: row.id,
    start_dt: row.start_dt.toISOString(),
    end_dt: row.end_dt.toISOString(),
    status: statusOf(row, now),
    learner: {
      id: row.user_id,
      telegram_id: row.telegram_id,
      username: row.username,
      first_name: row.first_name,
      last_name: row.last_name,
    },
    comment: row.comment,
    can_mark: row.stored_status === 'scheduled' && row.outcome === null && row.end_dt <= now,
    outcome: row.outcome,
    can_undo:
      row.outcome !== null &&
      row.outcome_at !== null &&
      now.getTime() - row.outcome_at.getTime() < OUTCOME_UNDO_HOURS * 3_600_000,
  };
}

/** The speakers row the user speaks as; 403 for a speaker role without one (an admin, say). */
export function linkedSpeaker(grants: Array<{ role: string; speaker_id: number | null }>): number {
  const speakerId = grants.find((grant) => grant.role === 'speaker')?.speaker_id;
  if (!speakerId) throw forbidden(NOT_LINKED_SPEAKER);
  return speakerId;
}

/** The speaker's calls: upcoming first (soonest first), then the last 60 days' (latest first). */
export async function listSpeakerCalls(db: Queryable, speakerId: number, now = new Date()): Promise<SpeakerCallList> {
  const [speaker] = await db.query<{ time_zone: string }>('SELECT time_zone FROM speakers WHERE id = $1', [speakerId]);
  if (!speaker) throw notFound(`Speaker ${speakerId} not found`);
  const rows = await db.query<SpeakerCallRow>(
    `${SELECT}
     WHERE c.speaker_id = $1 AND c.end_dt > $2::timestamptz - make_interval(days => ${RECENT_DAYS})
       -- The same bound on start_dt (no call is longer), so calls_speaker_start reads only the
       -- window and not the speaker's whole history.
       AND c.start_dt > $2::timestamptz - make_interval(days => ${RECENT_DAYS}, mins => ${CALL_MAX_DURATION_MINUTES})
     ORDER BY (c.end_dt > $2) DESC, CASE WHEN c.end_dt > $2 THEN c.start_dt END ASC, c.start_dt DESC, c.id`,
    [speakerId, now],
  );
  const { hours, days_off } = await getStudioSpeaker(db, speakerId, now);
  return { time_zone: speaker.time_zone, results: rows.map((row) => toSpeakerCall(row, now)), hours, days_off };
}

/**
 * 'Hovor prebehol' or 'Študent neprišiel', once, after the call ended. The conditional UPDATE
 * decides: only the speaker's own call, ended, scheduled, not yet marked, and (for `missed`) not
 * already reviewed by the learner, who thereby said it happened. A missed call keeps its payment
 * (no refund) and cannot be reviewed (the calls module reads `missed`).
 */
export async function markCallOutcome(
  db: Db,
  speakerUserId: number,
  speakerId: number,
  callId: number,
  outcome: CallOutcome,
  now = new Date(),
): Promise<SpeakerCall> {
  const [updated] = await db.query<{ id: number }>(
    `UPDATE calls c SET outcome = $3, outcome_at = $4, outcome_by = $5
     WHERE c.id = $1 AND c.speaker_id = $2 AND c.status = 'scheduled' AND c.outcome IS NULL AND c.end_dt <= $4
       AND ($3 = 'completed' OR NOT EXISTS (SELECT 1 FROM call_reviews r WHERE r.call_id = c.id))
     RETURNING c.id`,
    [callId, speakerId, outcome, now, speakerUserId],
  );
  const [row] = await db.query<SpeakerCallRow & { speaker_id: number; reviewed: boolean }>(
    `SELECT c.speaker_id, EXISTS (SELECT 1 FROM call_reviews r WHERE r.call_id = c.id) AS reviewed, q.*
     FROM calls c JOIN (${SELECT}) q ON q.id = c.id WHERE c.id = $1`,
    [callId],
  );
  if (!row || row.speaker_id !== speakerId) throw notFound(`Call ${callId} not found`);
  if (updated) return toSpeakerCall(row, now);
  if (row.stored_status === 'cancelled') throw conflict(`Call ${callId} was cancelled`);
  if (row.end_dt > now) throw conflict(`Call ${callId} has not ended yet`);
  if (row.outcome) throw conflict(`Call ${callId} is already marked as ${row.outcome}`);
  throw conflict(`Call ${callId} has already been reviewed by the learner, so it took place`);
}

/**
 * Takes a mark back (a wrong tap): the call reads again as ended and waiting for the speaker's
 * word. Conditional like the mark: only the speaker's own call, marked, within OUTCOME_UNDO_HOURS
 * of the mark. Nothing else follows a mark (no refund, no message), so nothing else is undone.
 */
export async function undoCallOutcome(db: Db, speakerId: number, callId: number, now = new Date()): Promise<SpeakerCall> {
  const [updated] = await db.query<{ id: number }>(
    `UPDATE calls c SET outcome = NULL, outcome_at = NULL, outcome_by = NULL
     WHERE c.id = $1 AND c.speaker_id = $2 AND c.outcome IS NOT NULL
       AND c.outcome_at > $3::timestamptz - make_interval(hours => ${OUTCOME_UNDO_HOURS})
     RETURNING c.id`,
    [callId, speakerId, now],
  );
  const [row] = await db.query<SpeakerCallRow & { speaker_id: number }>(
    `SELECT c.speaker_id, q.* FROM calls c JOIN (${SELECT}) q ON q.id = c.id WHERE c.id = $1`,
    [callId],
  );
  if (!row || row.speaker_id !== speakerId) throw notFound(`Call ${callId} not found`);
  if (updated) return toSpeakerCall(row, now);
  if (!row.outcome) throw conflict(`Call ${callId} is not marked`);
  throw conflict(`Call ${callId} was marked more than ${OUTCOME_UNDO_HOURS} hours ago: the mark is final`);
}
