import type {
  CheckInResult,
  StaffMeeting,
  StaffMeetingDetail,
  StaffMeetingList,
  StaffParticipant,
  TicketRefusal,
} from '@app/staff-contract';
import type { Db, Queryable } from '../../db/types';
import { notFound } from '../../errors';

/** How far back the organiser's list reaches: last month's meetings still get questions. */
const RECENT_DAYS = 30;

const MEETING_SELECT = `
  SELECT m.id, m.title, m.place, m.format, m.start_time, m.end_time, m.capacity,
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
  joined: number;
  pending: number;
  checked_in: number;
  no_show: number;
}

function toStaffMeeting(row: MeetingRow): StaffMeeting {
  return {
    id: row.id,
    title: row.title,
    place: row.place,
    format: row.format,
    start_time: row.start_time.toISOString(),
    end_time: row.end_time.toISOString(),
    capacity: row.capacity,
    counts: { joined: row.joined, pending: row.pending, checked_in: row.checked_in, no_show: row.no_show },
  };
}

/** Meetings not yet over (soonest first), then those of the last 30 days (latest first). */
export async function listStaffMeetings(db: Queryable, now = new Date()): Promise<StaffMeetingList> {
  const rows = await db.query<MeetingRow>(
    `${MEETING_SELECT}
     WHERE m.end_time > $1::timestamptz - make_interval(days => ${RECENT_DAYS})
     GROUP BY m.id
     ORDER BY (m.end_time > $1) DESC, CASE WHEN m.end_time > $1 THEN m.start_time END ASC, m.start_time DESC, m.id`,
    [now],
  );
  return { results: rows.map(toStaffMeeting) };
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

export async function getStaffMeeting(db: Queryable, meetingId: number): Promise<StaffMeetingDetail> {
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
  return { ...toStaffMeeting(row), participants: participants.map(toParticipant) };
}

const REFUSAL_BY_STATUS: Record<Exclude<StaffParticipant['status'], 'joined'>, TicketRefusal> = {
  cancelled: 'cancelled',
  pending: 'pending',
  'no-show': 'no_show',
};

/**
 * Lets a participant in. One conditional UPDATE is the guarantee: it takes a joined participant of
 * this meeting not yet checked in, so of two organisers scanning the same ticket at once one
 * records the check-in and the other (its UPDATE re-checked after the first commits) finds the
 * row checked in and answers 'already', with the first scan's time. Everything that did not
 * apply is then read back to say why.
 */
async function checkIn(db: Db, organiserId: number, meetingId: number, match: { token: string } | { id: number }, now: Date) {
  await meetingExists(db, meetingId);
  const [column, value] = 'token' in match ? ['qr_token', match.token] : ['id', match.id];
  const [updated] = await db.query<{ id: number }>(
    `UPDATE meeting_participations SET checked_in_at = $3, checked_in_by = $4, updated_at = $3
     WHERE ${column} = $1 AND meeting_id = $2 AND status = 'joined' AND checked_in_at IS NULL
     RETURNING id`,
    [value, meetingId, now, organiserId],
  );
  const [row] = await db.query<ParticipantRow>(`${PARTICIPANT_SELECT} WHERE p.${column} = $1`, [value]);
  if (updated && row) return { result: 'checked_in', participant: toParticipant(row) } satisfies CheckInResult;
  if (!row) return { result: 'refused', reason: 'unknown', participant: null } satisfies CheckInResult;
  if (row.meeting_id !== meetingId)
    return { result: 'refused', reason: 'other_meeting', participant: toParticipant(row) } satisfies CheckInResult;
  if (row.status === 'joined') return { result: 'already_checked_in', participant: toParticipant(row) } satisfies CheckInResult;
  return { result: 'refused', reason: REFUSAL_BY_STATUS[row.status], participant: toParticipant(row) } satisfies CheckInResult;
}

async function meetingExists(db: Queryable, meetingId: number) {
  const [meeting] = await db.query('SELECT 1 FROM meetings WHERE id = $1', [meetingId]);
  if (!meeting) throw notFound(`Meeting ${meetingId} not found`);
}

/** A scanned ticket: the QR code holds the participation's qr_token and nothing else. */
export function checkInByToken(
  db: Db,
  organiserId: number,
  meetingId: number,
  token: string,
  now = new Date(),
): Promise<CheckInResult> {
  // A token is base64url; anything else a scanner reads (a URL, a shop's barcode) is simply unknown.
  const clean = token.trim();
  if (!/^[A-Za-z0-9_-]{22,128}$/.test(clean)) {
    return meetingExists(db, meetingId).then(() => ({ result: 'refused', reason: 'unknown', participant: null }));
  }
  return checkIn(db, organiserId, meetingId, { token: clean }, now);
}

/** By name, for a phone without a camera: the same rules, the participant picked from the list. */
export async function checkInById(
  db: Db,
  organiserId: number,
  meetingId: number,
  participantId: number,
  now = new Date(),
): Promise<CheckInResult> {
  const result = await checkIn(db, organiserId, meetingId, { id: participantId }, now);
  if (result.result === 'refused' && result.reason === 'unknown') throw notFound(`Participant ${participantId} not found`);
  return result;
}
