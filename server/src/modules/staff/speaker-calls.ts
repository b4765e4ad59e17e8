import { CALL_MAX_DURATION_MINUTES } from '@app/calls-contract';
import { encodeSpeakerCallCursor, STAFF_PAGE_SIZE } from '@app/staff-contract';
import type { CallOutcome, SpeakerCall, SpeakerCallList, SpeakerCallQuery } from '@app/staff-contract';
import type { Db, Queryable } from '../../db/types';
import { conflict, forbidden, notFound } from '../../errors';
import { clearCallOutcome, setCallOutcome, statusOf } from '../calls/index';
import { getStudioSpeaker } from '../studio/index';
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

/**
 * The speaker's calls, a page at a time: upcoming first (soonest first), then the last 60 days'
 * (latest first). Keyset paging on calls_speaker_start: each part is an index range on
 * (speaker_id, start_dt) continued after the cursor's (start_dt, id), so a call booked while the
 * speaker pages lands on a page not yet read or not at all, never twice, and pushes nothing off.
 * The instant splitting the parts is the first page's, carried in the cursor: a call that ends
 * while the speaker pages stays in the part it was listed in.
 */
export async function listSpeakerCalls(
  db: Queryable,
  speakerId: number,
  query: SpeakerCallQuery = { page_size: STAFF_PAGE_SIZE },
  now = new Date(),
): Promise<SpeakerCallList> {
  const [speaker] = await db.query<{ time_zone: string }>('SELECT time_zone FROM speakers WHERE id = $1', [speakerId]);
  if (!speaker) throw notFound(`Speaker ${speakerId} not found`);
  const at = query.cursor?.at ?? now;
  const want = query.page_size + 1;
  const rows: SpeakerCallRow[] = [];
  if (!query.cursor || query.cursor.part === 0) {
    const after = query.cursor ?? null;
    rows.push(
      ...(await db.query<SpeakerCallRow>(
        // start_dt > at - the longest call: the range starts where an unfinished call can start.
        `${SELECT}
         WHERE c.speaker_id = $1 AND c.end_dt > $2
           AND c.start_dt > $2::timestamptz - make_interval(mins => ${CALL_MAX_DURATION_MINUTES})
           AND ($3::timestamptz IS NULL OR (c.start_dt, c.id) > ($3::timestamptz, $4::int))
         ORDER BY c.start_dt, c.id LIMIT $5`,
        [speakerId, at, after?.start ?? null, after?.id ?? null, want],
      )),
    );
  }
  if (rows.length < want) {
    const after = query.cursor?.part === 1 ? query.cursor : null;
    rows.push(
      ...(await db.query<SpeakerCallRow>(
        // The same bound on start_dt as on end_dt (no call is longer), so the range is the window.
        `${SELECT}
         WHERE c.speaker_id = $1 AND c.end_dt <= $2
           AND c.end_dt > $2::timestamptz - make_interval(days => ${RECENT_DAYS})
           AND c.start_dt > $2::timestamptz - make_interval(days => ${RECENT_DAYS}, mins => ${CALL_MAX_DURATION_MINUTES})
           AND ($3::timestamptz IS NULL OR (c.start_dt, c.id) < ($3::timestamptz, $4::int))
         ORDER BY c.start_dt DESC, c.id DESC LIMIT $5`,
        [speakerId, at, after?.start ?? null, after?.id ?? null, want - rows.length],
      )),
    );
  }
  const page = rows.slice(0, query.page_size);
  const last = page.at(-1);
  const next =
    rows.length > query.page_size && last
      ? encodeSpeakerCallCursor({ at, part: last.end_dt > at ? 0 : 1, start: last.start_dt, id: last.id })
      : null;
  const { hours, days_off } = await getStudioSpeaker(db, speakerId, now);
  return { time_zone: speaker.time_zone, results: page.map((row) => toSpeakerCall(row, now)), hours, days_off, next };
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
  const updated = await setCallOutcome(db, { callId, speakerId, outcome, by: speakerUserId, now });
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
  const updated = await clearCallOutcome(db, { callId, speakerId, now, undoHours: OUTCOME_UNDO_HOURS });
  const [row] = await db.query<SpeakerCallRow & { speaker_id: number }>(
    `SELECT c.speaker_id, q.* FROM calls c JOIN (${SELECT}) q ON q.id = c.id WHERE c.id = $1`,
    [callId],
  );
  if (!row || row.speaker_id !== speakerId) throw notFound(`Call ${callId} not found`);
  if (updated) return toSpeakerCall(row, now);
  if (!row.outcome) throw conflict(`Call ${callId} is not marked`);
  throw conflict(`Call ${callId} was marked more than ${OUTCOME_UNDO_HOURS} hours ago: the mark is final`);
}
