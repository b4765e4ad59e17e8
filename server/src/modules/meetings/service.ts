import { enforceDailyCap } from '../daily-caps';
import { randomBytes } from 'node:crypto';
import type {
  Meeting,
  MeetingListQuery,
  MeetingPage,
  MeetingRate,
  Participation,
  ParticipationStatus,
} from '@app/meetings-contract';
import {
  isJoinable,
  meetingPaymentTitle,
  priceChangedRefusal,
  registrationCharge,
  registrationRefusal,
  seatsLeft,
} from '@app/meetings-contract/rules';
import { isUniqueViolation, type Db, type Queryable } from '../../db/types';
import { conflict, notFound } from '../../errors';
import { containsPattern } from '../blog/index';
import { pageOf } from '@app/shared/domain';
import { FILE_JSON_SQL } from '../files/index';
import { variantsSql } from '../files/index';
import { paymentPending } from '../payments/index';
import { EFFECTIVE_STATUS_SQL } from '../subscription/index';
import type { PaymentSettings } from '../../config';
import { createHold } from '../payments/index';
import { SUMMARY_COLUMNS, summaryOf, type SummaryColumns } from '../payments/index';
import { SCHOOL_TIME_ZONE } from '../../zone';

export type MeetingList = 'feed' | 'attended';

/** Registrations that hold a seat (and count for the quota): everything but a cancelled one. */
const LIVE = "status <> 'cancelled'";

/** Seats taken in meeting m. */
const SEATS_TAKEN_SQL = `(SELECT count(*) FROM meeting_participations sp WHERE sp.meeting_id = m.id AND sp.${LIVE})`;

const MEETING_COLUMNS = `
  m.id, m.title, m.subtitle, m.subdescription, m.description, m.place, m.start_time, m.end_time,
  m.format, m.capacity, thumb.file_url AS thumbnail_url, ${variantsSql('thumb.file_url')} AS thumbnail_variants,
  COALESCE((SELECT json_agg(json_build_object('id', c.id, 'title', c.title) ORDER BY l.position, c.id)
            FROM meeting_category_links l JOIN meeting_categories c ON c.id = l.category_id
            WHERE l.meeting_id = m.id), '[]'::json) AS categories,
  COALESCE((SELECT json_agg(${FILE_JSON_SQL} ORDER BY mf.position, f.id)
            FROM meeting_files mf JOIN files f ON f.id = mf.file_id
            WHERE mf.meeting_id = m.id), '[]'::json) AS files,
  m.cancelled_at IS NOT NULL AS is_cancelled, m.registration_open, ${SEATS_TAKEN_SQL}::int AS seats_taken`;

const MEETING_FROM = 'FROM meetings m LEFT JOIN files thumb ON thumb.id = m.thumbnail_file_id';

/**
 * Meetings still to come or under way first, soonest first; then past ones, latest first (what a
 * user scrolling for something to attend expects). Ties by id keep pages stable. Each part is read
 * in its own index order (meetings_end, meetings_start) up to the page's end, so a page costs its
 * depth, not a sort of every meeting by an expression.
 */
const pickPage = (whereSql: string, reach: string, limit: string, offset: string) => `
  SELECT id, part, start_time FROM (
    (SELECT m.id, 0 AS part, m.start_time FROM meetings m
     WHERE m.end_time > now() ${whereSql} ORDER BY m.start_time, m.id LIMIT ${reach})
    UNION ALL
    (SELECT m.id, 1 AS part, m.start_time FROM meetings m
     WHERE m.end_time <= now() ${whereSql} ORDER BY m.start_time DESC, m.id LIMIT ${reach})
  ) both_parts
       ORDER BY part, CASE WHEN part = 0 THEN start_time END, CASE WHEN part = 1 THEN start_time END DESC, id LIMIT ${limit} OFFSET ${offset}`;

type MeetingRow = Omit<Meeting, 'start_time' | 'end_time' | 'is_joinable' | 'seats_left'> & {
  start_time: Date;
  end_time: Date;
  registration_open: boolean;
  seats_taken: number;
};
/** is_joinable and seats_left by the contract's rules (the mocks apply the same ones). */
const toMeeting =
  (now: Date) =>
  ({ registration_open, seats_taken, ...row }: MeetingRow): Meeting => ({
    ...row,
    start_time: row.start_time.toISOString(),
    end_time: row.end_time.toISOString(),
    is_joinable: isJoinable(
      { registrationOpen: registration_open, cancelled: row.is_cancelled, start: row.start_time, capacity: row.capacity },
      seats_taken,
      now,
    ),
    seats_left: seatsLeft(row.capacity, seats_taken),
  });

/**
 * GET /meetings/feed (every meeting) and /meetings/attended (those the user registered for and did
 * not cancel), a page at a time. `search` looks through title, subtitle, descriptions, place and
 * category titles, ignoring case and diacritics like the blog.
 */
export async function listMeetings(
  db: Queryable,
  userId: number,
  list: MeetingList,
  query: MeetingListQuery,
  link: (page: number) => string,
): Promise<MeetingPage> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (list === 'attended') {
    params.push(userId);
    // A registration the meeting's cancellation ended still lists the meeting (as cancelled).
    where.push(`EXISTS (SELECT 1 FROM meeting_participations ap
                        WHERE ap.meeting_id = m.id AND ap.user_id = $${params.length} AND (ap.${LIVE} OR ap.ended_by_cancellation))`);
  }
  if (query.search) {
    params.push(containsPattern(query.search));
    const p = `$${params.length}`;
    where.push(`(m.search_text LIKE ${p} ESCAPE '\\'
                 OR EXISTS (SELECT 1 FROM meeting_category_links sl JOIN meeting_categories sc ON sc.id = sl.category_id
                            WHERE sl.meeting_id = m.id AND sc.search_text LIKE ${p} ESCAPE '\\'))`);
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    `SELECT count(*) AS count FROM meetings m ${whereSql}`,
    params,
  );
  const offset = (query.page - 1) * query.page_size;
  const n = params.length;
  const rows = await db.query<MeetingRow>(
    `WITH picked AS (${pickPage(where.map((w) => `AND ${w}`).join(' '), `$${n + 1}`, `$${n + 2}`, `$${n + 3}`)})
     SELECT ${MEETING_COLUMNS} FROM picked JOIN meetings m ON m.id = picked.id
     LEFT JOIN files thumb ON thumb.id = m.thumbnail_file_id
     ORDER BY picked.part, CASE WHEN picked.part = 0 THEN picked.start_time END,
              CASE WHEN picked.part = 1 THEN picked.start_time END DESC, picked.id`,
    [...params, offset + query.page_size, query.page_size, offset],
  );
  return pageOf(rows.map(toMeeting(new Date())), Number(count), query, link);
}

const meetingNotFound = (id: number) => notFound(`Meeting ${id} not found`);

/** GET /meetings/{id}/; 404 for an unknown id. */
export async function getMeeting(db: Queryable, id: number): Promise<Meeting> {
  const [row] = await db.query<MeetingRow>(`SELECT ${MEETING_COLUMNS} ${MEETING_FROM} WHERE m.id = $1`, [id]);
  if (!row) throw meetingNotFound(id);
  return toMeeting(new Date())(row);
}

interface MeetingFacts {
  id: number;
  title: string;
  start_time: Date;
  capacity: number;
  price: number;
  registration_open: boolean;
  cancelled_at: Date | null;
}

async function findMeeting(db: Queryable, id: number, lock = false): Promise<MeetingFacts> {
  const [row] = await db.query<MeetingFacts>(
    `SELECT id, title, start_time, capacity, price, registration_open, cancelled_at FROM meetings WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!row) throw meetingNotFound(id);
  return row;
}

/**
 * How many more meetings the user's plan covers in the month `start` falls in: the plan's
 * meetings_per_month minus the included registrations (not cancelled) for meetings that month.
 * 0 without a live subscription.
 */
async function quotaLeft(db: Queryable, userId: number, start: Date): Promise<number> {
  const [row] = await db.query<{ left: number }>(
    `WITH plan AS (
       SELECT p.meetings_per_month, ${EFFECTIVE_STATUS_SQL} AS status
       FROM subscriptions s JOIN plans p ON p.id = s.plan_id
       WHERE s.user_id = $1 ORDER BY s.created_at DESC, s.id DESC LIMIT 1
     ), used AS (
       SELECT count(*) AS n FROM meeting_participations qp JOIN meetings qm ON qm.id = qp.meeting_id
       WHERE qp.user_id = $1 AND qp.is_included AND qp.${LIVE}
         AND date_trunc('month', qm.start_time AT TIME ZONE '${SCHOOL_TIME_ZONE}')
           = date_trunc('month', $2::timestamptz AT TIME ZONE '${SCHOOL_TIME_ZONE}')
     )
     SELECT COALESCE((SELECT meetings_per_month FROM plan WHERE status IN ('active', 'pending', 'cancelled')), 0)
            - (SELECT n FROM used) AS left`,
    [userId, start],
  );
  return Math.max(0, row?.left ?? 0);
}

interface ParticipationRow extends Omit<Participation, 'created_at' | 'meeting_link' | 'payment'>, SummaryColumns {
  created_at: Date;
  is_included: boolean;
  link: string;
}

/** The user's registration for the meeting: the live one, else the latest cancelled one. */
async function findParticipation(db: Queryable, userId: number, meetingId: number): Promise<ParticipationRow | undefined> {
  const [row] = await db.query<ParticipationRow>(
    `SELECT p.meeting_id, p.first_name, p.last_name, p.email, p.status, p.qr_token, p.created_at, p.is_included,
            m.meeting_link AS link, ${SUMMARY_COLUMNS}
     FROM meeting_participations p JOIN meetings m ON m.id = p.meeting_id
     LEFT JOIN payments pay ON pay.id = p.payment_id
     WHERE p.user_id = $1 AND p.meeting_id = $2
     ORDER BY (p.${LIVE}) DESC, p.created_at DESC, p.id DESC LIMIT 1`,
    [userId, meetingId],
  );
  return row;
}

/** The ticket: the meeting link only while the participant is joined (not pending payment). */
function toParticipation(row: ParticipationRow): Participation {
  return {
    meeting_id: row.meeting_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    status: row.status,
    qr_token: row.qr_token,
    meeting_link: row.status === 'joined' ? row.link : null,
    created_at: row.created_at.toISOString(),
    payment: summaryOf(row),
  };
}

/**
 * GET /meetings/{id}/rate for the user: the price, whether the plan covers it (for a live
 * registration: whether it did) and the user's status (null when never registered). A free
 * meeting is always included and takes nothing from the quota.
 */
export async function getRate(db: Queryable, userId: number, meetingId: number): Promise<MeetingRate> {
  const meeting = await findMeeting(db, meetingId);
  const participation = await findParticipation(db, userId, meetingId);
  const status: ParticipationStatus | null = participation?.status ?? null;
  const free = meeting.price === 0;
  if (participation && status !== 'cancelled') {
    return { price: meeting.price, is_included: free || participation.is_included, status };
  }
  return { price: meeting.price, is_included: free || (await quotaLeft(db, userId, meeting.start_time)) > 0, status };
}

/** GET /meetings/{id}/participate: the user's ticket; 404 when they never registered. */
export async function getParticipation(db: Queryable, userId: number, meetingId: number): Promise<Participation> {
  await findMeeting(db, meetingId);
  const row = await findParticipation(db, userId, meetingId);
  if (!row) throw notFound(`You are not registered for meeting ${meetingId}`);
  return toParticipation(row);
}

export interface Registrant {
  first_name: string;
  last_name: string;
  email: string;
  /** What the user was shown they would pay; a different price now answers 409. */
  expected_price?: number;
}

/** 192 random bits, base64url: nothing about the person, nothing to guess. */
export const newQrToken = () => randomBytes(24).toString('base64url');

/**
 * POST /meetings/{id}/participate. One transaction holds the user's row (so two registrations of
 * one user cannot both take the month's included meeting) and then the meeting's row (so two users
 * cannot both take the last seat) while it checks and inserts. Locks are always taken in that
 * order, user then meeting, so concurrent registrations cannot deadlock.
 * Included (or free) → joined at once; otherwise pending with a pending payment of the price.
 */
export async function register(
  db: Pick<Db, 'transaction'>,
  userId: number,
  meetingId: number,
  registrant: Registrant,
  settings: PaymentSettings,
  now = new Date(),
): Promise<Participation> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const meeting = await findMeeting(tx, meetingId, true);
    const current = await findParticipation(tx, userId, meetingId);
    const [{ taken } = { taken: 0 }] = await tx.query<{ taken: number }>(
      `SELECT count(*)::int AS taken FROM meeting_participations WHERE meeting_id = $1 AND ${LIVE}`,
      [meetingId],
    );
    const refusal = registrationRefusal(
      meetingId,
      {
        registered: !!current && current.status !== 'cancelled',
        cancelled: meeting.cancelled_at !== null,
        start: meeting.start_time,
        registrationOpen: meeting.registration_open,
        capacity: meeting.capacity,
        taken,
      },
      now,
    );
    if (refusal) throw conflict(refusal);
    await enforceDailyCap(
      tx,
      userId,
      'meetingRegistrations',
      `SELECT count(*)::int AS n FROM meeting_participations WHERE user_id = $1 AND created_at > now() - interval '24 hours'`,
    );

    const included = meeting.price !== 0 && (await quotaLeft(tx, userId, meeting.start_time)) > 0;
    const { status, charged } = registrationCharge(meeting.price, included);
    const priceChanged = priceChangedRefusal(registrant.expected_price, charged);
    if (priceChanged) throw conflict(priceChanged, 'expected_price');
    // A pending registration holds its seat unpaid for a while, and a user holds only a few at once.
    const paymentId =
      status === 'pending'
        ? await createHold(
            tx,
            { userId, kind: 'meeting', title: meetingPaymentTitle(meeting.title), amount: meeting.price },
            settings,
            now,
          )
        : null;
    if (paymentId) {
      await paymentPending(tx, { id: paymentId, userId, title: meetingPaymentTitle(meeting.title), amount: meeting.price });
    }
    try {
      await tx.query(
        `INSERT INTO meeting_participations (meeting_id, user_id, first_name, last_name, email, status, is_included, payment_id, qr_token)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          meetingId,
          userId,
          registrant.first_name,
          registrant.last_name,
          registrant.email,
          status,
          included,
          paymentId,
          newQrToken(),
        ],
      );
    } catch (error) {
      // The partial unique index: one live registration per user and meeting.
      if (isUniqueViolation(error)) throw conflict(`You are already registered for meeting ${meetingId}`);
      throw error;
    }
    return toParticipation((await findParticipation(tx, userId, meetingId))!);
  });
}
