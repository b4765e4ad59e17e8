import type {
  CheckInResult,
  StaffMeeting,
  StaffMeetingDetail,
  StaffMeetingList,
  StaffPageQuery,
  StaffParticipant,
  CheckInUndone,
} from '@app/staff-contract';
import type { Db, Queryable } from '../../db/types';
import { conflict, notFound } from '../../errors';
import { pageOf } from '@app/shared/domain';
import { doorWindow, ticketRefusal } from '@app/staff-contract/rules';
import { recordCheckIn, undoRecordedCheckIn } from '../meetings/index';

/** How far back the organiser's list reaches: last month's meetings still get questions. */
const RECENT_DAYS = 30;

const MEETING_SELECT = `
  SELECT m.id, m.title, m.place, m.format, m.start_time, m.end_time, m.capacity, m.cancelled_at,
         count(p.id) FILTER (WHERE p.status = 'joined')::int AS joined,
         count(p.id) FILTER (WHERE p.status = 'pending')::int AS pending,
         count(p.id) FILTER (WHERE p.checked_in_at IS NOT NULL)::int AS checked_in,
         count(p.id) FILTER (WHERE p.status = 'no-show')::int AS no_show
  FROM meetings m LEFT JOIN meeting_participations p ON p.meeting_id = m.id`;

interface MeetingRow {
  id: number;
  title: string;
  place: string;
  format: 'offline' | 'online';
  start_time: Date;
  end_time: Date;
  capacity: number;
  cancelled_at: Date | null;
  joined: number;
  pending: number;
  checked_in: number;
  no_show: number;
}

function toStaffMeeting(row: MeetingRow, opensHours: number): StaffMeeting {
  const window = doorWindow(row.start_time, row.end_time, opensHours);
  return {
    id: row.id,
    title: row.title,
    place: row.place,
    format: row.format,
    start_time: row.start_time.toISOString(),
    end_time: row.end_time.toISOString(),
    capacity: row.capacity,
    counts: { joined: row.joined, pending: row.pending, checked_in: row.checked_in, no_show: row.no_show },
    check_in_opens_at: window.opens.toISOString(),
    check_in_closes_at: window.closes.toISOString(),
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
  };
}

/**
 * Meetings not yet over (soonest first), then those of the last 30 days (latest first), a page at
 * a time. The page is picked from meetings alone (two index ranges on end_time and start_time),
 * then only its meetings' registrations are counted.
 */
export async function listStaffMeetings(
  db: Queryable,
  query: StaffPageQuery,
  link: (page: number) => string,
  opensHours: number,
  now = new Date(),
): Promise<StaffMeetingList> {
  const offset = (query.page - 1) * query.page_size;
  const reach = offset + query.page_size;
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM meetings WHERE end_time > $1::timestamptz - make_interval(days => ${RECENT_DAYS})`,
    [now],
  );
  const rows = await db.query<MeetingRow>(
    `WITH picked AS (
       SELECT id, part, start_time FROM (
         (SELECT id, 0 AS part, start_time FROM meetings
          WHERE end_time > $1 ORDER BY start_time, id LIMIT $2)
         UNION ALL
         (SELECT id, 1 AS part, start_time FROM meetings
          WHERE end_time <= $1 AND end_time > $1::timestamptz - make_interval(days => ${RECENT_DAYS})
          ORDER BY start_time DESC, id LIMIT $2)
       ) both_parts
       ORDER BY part, CASE WHEN part = 0 THEN start_time END, CASE WHEN part = 1 THEN start_time END DESC, id LIMIT $3 OFFSET $4)
     ${MEETING_SELECT} JOIN picked ON picked.id = m.id
     GROUP BY m.id, picked.part, picked.start_time, picked.id
     ORDER BY picked.part, CASE WHEN picked.part = 0 THEN picked.start_time END,
              CASE WHEN picked.part = 1 THEN picked.start_time END DESC, picked.id`,
    [now, reach, query.page_size, offset],
  );
  return pageOf(
    rows.map((row) => toStaffMeeting(row, opensHours)),
    count,
    query,
    link,
  );
}

interface ParticipantRow {
  id: number;
  meeting_id: number;
  first_name: string;
  last_name: string;
  username: string | null;
  status: StaffParticipant['status'];
  checked_in_at: Date | null;
}

const PARTICIPANT_SELECT = `
  SELECT p.id, p.meeting_id, p.first_name, p.last_name, u.username, p.status, p.checked_in_at
  FROM meeting_participations p LEFT JOIN users u ON u.id = p.user_id`;

function toParticipant(row: ParticipantRow): StaffParticipant {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    username: row.username,
    status: row.status,
    checked_in_at: row.checked_in_at?.toISOString() ?? null,
  };
}

export async function getStaffMeeting(db: Queryable, meetingId: number, opensHours: number): Promise<StaffMeetingDetail> {
  const [row] = await db.query<MeetingRow>(`${MEETING_SELECT} WHERE m.id = $1 GROUP BY m.id`, [meetingId]);
  if (!row) throw notFound(`Meeting ${meetingId} not found`);
  // Live registrations by name; a cancelled one only when the person has no live one (they may re-register).
  const participants = await db.query<ParticipantRow>(
    `${PARTICIPANT_SELECT}
     WHERE p.meeting_id = $1 AND (p.status <> 'cancelled' OR NOT EXISTS (
       SELECT 1 FROM meeting_participations live
       WHERE live.meeting_id = p.meeting_id AND live.user_id = p.user_id AND live.status <> 'cancelled'))
     ORDER BY p.status = 'cancelled', lower(p.first_name), lower(p.last_name), p.id`,
    [meetingId],
  );
  return { ...toStaffMeeting(row, opensHours), participants: participants.map(toParticipant) };
}

/**
 * Lets a participant in. One conditional UPDATE is the guarantee: it takes a joined participant of
 * this meeting not yet checked in, while the meeting's door is open (doorWindow, @app/staff-contract/rules), so of two
 * organisers scanning the same ticket at once one records the check-in and the other (its UPDATE
 * re-checked after the first commits) finds the row checked in and answers 'already', with the
 * first scan's time. Everything that did not apply is then read back to say why.
 */
async function checkIn(
  db: Db,
  organiserId: number,
  meetingId: number,
  match: { token: string } | { id: number },
  opensHours: number,
  now: Date,
) {
  const meeting = await meetingTimes(db, meetingId);
  const window = doorWindow(meeting.start_time, meeting.end_time, opensHours);
  const [column, value] = 'token' in match ? ['qr_token', match.token] : ['id', match.id];
  const updated = await recordCheckIn(db, { meetingId, match, by: organiserId, opensHours, now });
  const [row] = await db.query<ParticipantRow>(`${PARTICIPANT_SELECT} WHERE p.${column} = $1`, [value]);
  if (updated && row) return { result: 'checked_in', participant: toParticipant(row) } satisfies CheckInResult;
  // Nothing changed: the door's rules say why. The UPDATE refuses a settled meeting, so a joined
  // ticket that is neither in nor early found the door shut.
  const found = row ? { participant: toParticipant(row), meetingId: row.meeting_id } : null;
  return ticketRefusal(found, meetingId, { opens: window.opens, closed: true, cancelled: meeting.cancelled_at !== null }, now)!;
}

async function meetingTimes(db: Queryable, meetingId: number) {
  const [meeting] = await db.query<{ start_time: Date; end_time: Date; cancelled_at: Date | null }>(
    'SELECT start_time, end_time, cancelled_at FROM meetings WHERE id = $1',
    [meetingId],
  );
  if (!meeting) throw notFound(`Meeting ${meetingId} not found`);
  return meeting;
}

/** A scanned ticket: the QR code holds the participation's qr_token and nothing else. */
export function checkInByToken(
  db: Db,
  organiserId: number,
  meetingId: number,
  token: string,
  opensHours: number,
  now = new Date(),
): Promise<CheckInResult> {
  // A token is base64url; anything else a scanner reads (a URL, a shop's barcode) is simply unknown.
  const clean = token.trim();
  if (!/^[A-Za-z0-9_-]{22,128}$/.test(clean)) {
    return meetingTimes(db, meetingId).then(() => ({ result: 'refused', reason: 'unknown', participant: null }));
  }
  return checkIn(db, organiserId, meetingId, { token: clean }, opensHours, now);
}

/** By name, for a phone without a camera: the same rules, the participant picked from the list. */
export async function checkInById(
  db: Db,
  organiserId: number,
  meetingId: number,
  participantId: number,
  opensHours: number,
  now = new Date(),
): Promise<CheckInResult> {
  const result = await checkIn(db, organiserId, meetingId, { id: participantId }, opensHours, now);
  if (result.result === 'refused' && result.reason === 'unknown') throw notFound(`Participant ${participantId} not found`);
  return result;
}

/**
 * Undoes a mistaken check-in (the wrong name tapped, a friend's ticket scanned). Conditional like
 * the check-in: only a participant of this meeting who is checked in, and only before the no-show
 * job settled the meeting (after that the list is final). 404 unknown, 409 not checked in or settled.
 */
export async function undoCheckIn(db: Db, meetingId: number, participantId: number, now = new Date()): Promise<CheckInUndone> {
  await meetingTimes(db, meetingId);
  const undone = await undoRecordedCheckIn(db, { meetingId, participantId, now });
  const [row] = await db.query<ParticipantRow>(`${PARTICIPANT_SELECT} WHERE p.id = $1 AND p.meeting_id = $2`, [
    participantId,
    meetingId,
  ]);
  if (!row) throw notFound(`Participant ${participantId} not found`);
  if (!undone) {
    throw conflict(
      row.checked_in_at ? 'The meeting is settled: its check-ins are final' : 'The participant is not checked in',
      'participant_id',
    );
  }
  return { participant: toParticipant(row) };
}
