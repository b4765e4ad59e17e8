import { enforceDailyCap } from '../daily-caps';
import {
  callBookingWindow,
  type Call,
  type CallCancellation,
  type CallRate,
  type CallReview,
  type CancellationInfo,
  type Slot,
  type Speaker,
} from '@app/calls-contract';
import { SCHOOL_TIME_ZONE } from '../../zone';
import type { Db, Queryable } from '../../db/types';
import { isUniqueViolation } from '../../db/types';
import { badRequest, conflict, HttpError, notFound } from '../../errors';
import {
  callPaymentTitle,
  callPrice,
  freeSlots,
  quotaMonthOf,
  refundDeadline,
  callStatusAt,
  cancellationAt,
  slotDays,
  slotProblem,
  userDayRange,
  type Interval,
  type Schedule,
} from '@app/calls-contract/rules';
import { publish } from '../events/index';
import { paymentPending } from '../payments/index';

/** CALL_REMINDER_LEADS' default (minutes before the call); the route passes the configured ones. */
const DEFAULT_REMINDER_LEADS = [1440, 60];
import { timeToMinutes, toWire } from '@app/shared/domain';
import type { ImageVariants } from '@app/file-contract';
import { variantsSql } from '../files/index';
import type { PaymentSettings } from '../../config';
import { cancelHold, createHold, lockPayment } from '../payments/index';
import { refundPaid, type RefundQueue } from '../payments/index';
import { SUMMARY_COLUMNS, summaryOf, type SummaryColumns } from '../payments/index';

/** PostgreSQL: exclusion constraint violated (both engines report it). */
const EXCLUSION_VIOLATION = '23P01';

interface SpeakerRow extends Speaker {
  time_zone: string;
  price_per_hour: number;
}

const SPEAKER_COLUMNS = `id, first_name, last_name, username, photo_url, ${variantsSql('photo_url')} AS photo_variants, time_zone, price_per_hour`;

export async function listSpeakers(db: Queryable): Promise<Speaker[]> {
  const rows = await db.query<SpeakerRow>(`SELECT ${SPEAKER_COLUMNS} FROM speakers WHERE is_active ORDER BY sort_order, id`);
  return rows.map(({ id, first_name, last_name, username, photo_url, photo_variants }) => ({
    id,
    first_name,
    last_name,
    username,
    photo_url,
    photo_variants,
  }));
}

/** An active speaker, or a 400 naming the request field that carried the id. */
async function findSpeaker(db: Queryable, id: number, field: string): Promise<SpeakerRow> {
  const [row] = await db.query<SpeakerRow>(`SELECT ${SPEAKER_COLUMNS} FROM speakers WHERE id = $1 AND is_active`, [id]);
  if (!row) throw badRequest(`${field}: no speaker with id ${id}`, field);
  return row;
}

async function availability(db: Queryable, speakerId: number): Promise<Required<Schedule>> {
  const [rows, off] = await Promise.all([
    db.query<{ weekday: number; start_time: string; end_time: string }>(
      'SELECT weekday, start_time::text AS start_time, end_time::text AS end_time FROM speaker_availability WHERE speaker_id = $1',
      [speakerId],
    ),
    db.query<{ day: string }>('SELECT day::text AS day FROM speaker_days_off WHERE speaker_id = $1', [speakerId]),
  ]);
  return {
    windows: rows.map((row) => ({
      weekday: row.weekday,
      start_minutes: timeToMinutes(row.start_time),
      end_minutes: timeToMinutes(row.end_time),
    })),
    daysOff: new Set(off.map((row) => row.day)),
  };
}

/** Scheduled calls of the speaker or of the user overlapping the range (both block a slot). */
async function busyIntervals(db: Queryable, speakerId: number, userId: number, range: Interval): Promise<Interval[]> {
  const rows = await db.query<{ start_dt: Date; end_dt: Date }>(
    // Written as the no-overlap constraints are, so each half is answered by its GiST index over
    // (id, time range) instead of walking the speaker's whole history before the day.
    `SELECT start_dt, end_dt FROM calls
     WHERE status = 'scheduled' AND int8range(speaker_id, speaker_id, '[]') && int8range($1, $1, '[]')
       AND tstzrange(start_dt, end_dt) && tstzrange($3, $4)
     UNION
     SELECT start_dt, end_dt FROM calls
     WHERE status = 'scheduled' AND int8range(user_id, user_id, '[]') && int8range($2, $2, '[]')
       AND tstzrange(start_dt, end_dt) && tstzrange($3, $4)`,
    [speakerId, userId, range.start, range.end],
  );
  return rows.map((row) => ({ start: row.start_dt, end: row.end_dt }));
}

export interface SlotsInput {
  speakerId: number;
  date: string;
  duration: number;
  timeZone?: string;
}

export async function listSlots(db: Queryable, userId: number, input: SlotsInput, now = new Date()): Promise<Slot[]> {
  const userZone = input.timeZone ?? SCHOOL_TIME_ZONE;
  const speaker = await findSpeaker(db, input.speakerId, 'speaker_id');
  const window = callBookingWindow(now, userZone);
  if (input.date < window.today) throw badRequest('date: must not be in the past', 'date');
  // A day after the booking window offers nothing yet (and far years stay out of date arithmetic).
  if (input.date > window.lastDay) return [];
  const day = userDayRange(input.date, userZone);
  const [schedule, busy] = await Promise.all([availability(db, speaker.id), busyIntervals(db, speaker.id, userId, day)]);
  return freeSlots({
    ...schedule,
    speakerZone: speaker.time_zone,
    date: input.date,
    userZone,
    duration: input.duration,
    now,
    busy,
  });
}

export type SlotDaysInput = Omit<SlotsInput, 'date'>;

/**
 * The learner's days of the booking window with at least one free slot: each day cut by the same
 * freeSlots as GET /calls/slots, against one read of the window's busy calls, so the calendar can
 * disable the empty days without a request per day.
 */
export async function listSlotDays(db: Queryable, userId: number, input: SlotDaysInput, now = new Date()): Promise<string[]> {
  const userZone = input.timeZone ?? SCHOOL_TIME_ZONE;
  const speaker = await findSpeaker(db, input.speakerId, 'speaker_id');
  const window = callBookingWindow(now, userZone);
  const range = { start: userDayRange(window.today, userZone).start, end: window.end };
  const [schedule, busy] = await Promise.all([availability(db, speaker.id), busyIntervals(db, speaker.id, userId, range)]);
  return slotDays({ ...schedule, speakerZone: speaker.time_zone, userZone, duration: input.duration, now, busy });
}

/** Calls the user's live plan includes per month (0 without one). */
async function includedPerMonth(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ calls_per_month: number }>(
    `SELECT p.calls_per_month FROM subscriptions s JOIN plans p ON p.id = s.plan_id
     WHERE s.user_id = $1 AND s.status IN ('active', 'pending', 'cancelled')
       AND (s.expires_at IS NULL OR s.expires_at > now())
     ORDER BY s.created_at DESC, s.id DESC LIMIT 1`,
    [userId],
  );
  return row?.calls_per_month ?? 0;
}

/**
 * Included calls that use up the month's quota: scheduled or done, and cancelled ones that were not
 * refunded (cancelled less than 24 h before: the plan's call is spent).
 */
async function includedUsed(db: Queryable, userId: number, quotaMonth: string): Promise<number> {
  const [row] = await db.query<{ used: number }>(
    `SELECT count(*)::int AS used FROM calls
     WHERE user_id = $1 AND quota_month = $2 AND is_included AND NOT is_refunded`,
    [userId, quotaMonth],
  );
  return row?.used ?? 0;
}

async function quoteFor(db: Queryable, userId: number, speaker: SpeakerRow, call: Interval) {
  const quotaMonth = quotaMonthOf(call.start);
  const [perMonth, used] = await Promise.all([includedPerMonth(db, userId), includedUsed(db, userId, quotaMonth)]);
  const isIncluded = used < perMonth;
  return { quotaMonth, isIncluded, price: isIncluded ? 0 : callPrice(speaker.price_per_hour, call) };
}

/** Instants of a request, with end after start (else a 400 naming the end field). */
function interval(start: string, end: string, endField: string): Interval {
  const call = { start: new Date(start), end: new Date(end) };
  if (call.end <= call.start) throw badRequest(`${endField}: must be after the start`, endField);
  return call;
}

export interface RateInput {
  speakerId: number;
  start: string;
  end: string;
  /** The learner's IANA zone (query `tz`, default Europe/Bratislava), as sent for the slots. */
  timeZone?: string;
}

/**
 * Spec section 3, Call rate. Malformed requests are 400s; a well-formed slot that cannot be booked
 * (taken meanwhile, too soon now, not offered) reads `is_available: false` ('Prave booked').
 */
export async function getRate(db: Queryable, userId: number, input: RateInput, now = new Date()): Promise<CallRate> {
  const call = interval(input.start, input.end, 'end_datetime');
  const speaker = await findSpeaker(db, input.speakerId, 'speaker_id');
  const [schedule, busy, quote] = await Promise.all([
    availability(db, speaker.id),
    busyIntervals(db, speaker.id, userId, call),
    quoteFor(db, userId, speaker, call),
  ]);
  const isAvailable =
    slotProblem(schedule, speaker, call, now, input.timeZone ?? SCHOOL_TIME_ZONE, {
      start: 'start_datetime',
      end: 'end_datetime',
    }) === null && busy.length === 0;
  return { price: quote.price, is_included: quote.isIncluded, is_available: isAvailable };
}

export interface BookingInput {
  speaker: number;
  start_dt: string;
  end_dt: string;
  comment?: string | null;
  expected_price?: number;
  /** The learner's IANA zone, as sent for the slots (default Europe/Bratislava). */
  tz?: string;
}

function bookingConflict(error: unknown): HttpError | null {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string; message?: string };
  if (code !== EXCLUSION_VIOLATION) return null;
  const which = constraint ?? (error as { message?: string }).message ?? '';
  return which.includes('calls_user_no_overlap')
    ? conflict('You already have a call at this time')
    : conflict('This slot has just been booked by someone else: choose another one');
}

/**
 * POST /calls. Validation first (400s naming the field); then one transaction that locks the
 * user's row, so the monthly quota is read and used by one booking of that user at a time, and
 * inserts the call, whose overlap the database refuses (409).
 */
export async function bookCall(
  db: Db,
  userId: number,
  input: BookingInput,
  settings: PaymentSettings,
  now = new Date(),
  reminderLeads: readonly number[] = DEFAULT_REMINDER_LEADS,
): Promise<Call> {
  const call = interval(input.start_dt, input.end_dt, 'end_dt');
  const speaker = await findSpeaker(db, input.speaker, 'speaker');
  const fields = { start: 'start_dt', end: 'end_dt' };
  const userZone = input.tz ?? SCHOOL_TIME_ZONE;
  const problem = slotProblem(await availability(db, speaker.id), speaker, call, now, userZone, fields);
  if (problem) throw badRequest(problem[1], problem[0]);

  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      // The quota guarantee: concurrent bookings of one user queue here.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      // A studio edit of the speaker (hours, days off, hidden) and this booking queue on the
      // speaker's row: the edit's collision report sees this call, or this booking sees the edit.
      const [live] = await tx.query('SELECT id FROM speakers WHERE id = $1 AND is_active FOR SHARE', [speaker.id]);
      if (!live) throw badRequest(`speaker: no speaker with id ${speaker.id}`, 'speaker');
      const nowProblem = slotProblem(await availability(tx, speaker.id), speaker, call, now, userZone, fields);
      if (nowProblem) throw conflict(nowProblem[1], nowProblem[0]);
      await enforceDailyCap(
        tx,
        userId,
        'callBookings',
        `SELECT count(*)::int AS n FROM calls WHERE user_id = $1 AND created_at > now() - interval '24 hours'`,
      );
      const quote = await quoteFor(tx, userId, speaker, call);
      if (input.expected_price !== undefined && Math.abs(input.expected_price - quote.price) > 0.004) {
        throw conflict(`The price of this call is now ${quote.price} €: check the rate and book again`);
      }
      // A charged call holds its slot unpaid for a while, and a user holds only a few at once.
      const paymentId = quote.isIncluded
        ? null
        : await createHold(
            tx,
            { userId, kind: 'call', title: callPaymentTitle(speaker, call.start), amount: quote.price },
            settings,
            now,
          );
      if (paymentId) {
        await paymentPending(tx, {
          id: paymentId,
          userId,
          title: callPaymentTitle(speaker, call.start),
          amount: quote.price,
        });
      }
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO calls (user_id, speaker_id, start_dt, end_dt, comment, status, is_included, quota_month, price, payment_id)
         VALUES ($1, $2, $3, $4, $5, 'scheduled', $6, $7, $8, $9) RETURNING id`,
        [
          userId,
          speaker.id,
          call.start,
          call.end,
          input.comment ?? '',
          quote.isIncluded,
          quote.quotaMonth,
          quote.price,
          paymentId,
        ],
      );
      await publish(tx, 'calls.booked', {
        callId: row!.id,
        userId,
        speakerName: `${speaker.first_name} ${speaker.last_name}`,
        start: call.start,
        leads: reminderLeads,
        now,
      });
      return row!.id;
    });
  } catch (error) {
    throw bookingConflict(error) ?? error;
  }
  return getCall(db, userId, id, now);
}

interface CallRow extends SummaryColumns {
  id: number;
  stored_status: 'scheduled' | 'cancelled';
  /** What the speaker marked after the call (staff module); null until then. */
  outcome: 'completed' | 'missed' | null;
  start_dt: Date;
  end_dt: Date;
  comment: string;
  is_included: boolean;
  price: number;
  is_refunded: boolean;
  speaker_id: number;
  speaker_first_name: string;
  speaker_last_name: string;
  speaker_username: string;
  speaker_photo_url: string | null;
  speaker_photo_variants: ImageVariants | null;
  review_rating: number | null;
  review_comment: string | null;
  review_created_at: Date | null;
  payment_id: number | null;
}

const CALL_SELECT = `
  SELECT c.id, c.status AS stored_status, c.outcome, c.start_dt, c.end_dt, c.comment, c.is_included, c.price, c.is_refunded,
         s.id AS speaker_id, s.first_name AS speaker_first_name, s.last_name AS speaker_last_name,
         s.username AS speaker_username, s.photo_url AS speaker_photo_url,
         ${variantsSql('s.photo_url')} AS speaker_photo_variants,
         r.rating AS review_rating, r.comment AS review_comment, r.created_at AS review_created_at,
         c.payment_id, ${SUMMARY_COLUMNS}
  FROM calls c
  JOIN speakers s ON s.id = c.speaker_id
  LEFT JOIN call_reviews r ON r.call_id = c.id
  LEFT JOIN payments pay ON pay.id = c.payment_id`;

/**
 * Spec section 4: a scheduled call whose end has passed is completed; cancelled stays cancelled.
 * A call the speaker marked as missed (the learner did not come) reads `missed`: no refund, no review.
 */
export const statusOf = (row: Pick<CallRow, 'stored_status' | 'end_dt' | 'outcome'>, now: Date): Call['status'] =>
  callStatusAt({ cancelled: row.stored_status === 'cancelled', missed: row.outcome === 'missed', end: row.end_dt }, now);

function toCall(row: CallRow, now: Date): Call {
  return {
    id: row.id,
    status: statusOf(row, now),
    start_dt: toWire(row.start_dt),
    end_dt: toWire(row.end_dt),
    speaker: {
      id: row.speaker_id,
      first_name: row.speaker_first_name,
      last_name: row.speaker_last_name,
      username: row.speaker_username,
      photo_url: row.speaker_photo_url,
      photo_variants: row.speaker_photo_variants,
    },
    comment: row.comment,
    is_paid: !row.is_included,
    price: row.price,
    is_included: row.is_included,
    is_refunded: row.is_refunded,
    review:
      row.review_rating === null
        ? null
        : { rating: row.review_rating, comment: row.review_comment ?? '', created_at: toWire(row.review_created_at!) },
    payment: summaryOf(row),
  };
}

/** The user's calls: upcoming scheduled ones first (soonest first), then the rest (latest first). */
export async function listCalls(db: Queryable, userId: number, now = new Date()): Promise<Call[]> {
  const rows = await db.query<CallRow>(
    `${CALL_SELECT} WHERE c.user_id = $1
     ORDER BY (c.status = 'scheduled' AND c.end_dt > $2) DESC,
              CASE WHEN c.status = 'scheduled' AND c.end_dt > $2 THEN c.start_dt END ASC,
              c.start_dt DESC, c.id DESC`,
    [userId, now],
  );
  return rows.map((row) => toCall(row, now));
}

/** One of the user's calls; another user's call is as unknown as a missing one (404). */
async function findCall(db: Queryable, userId: number, id: number, lock = false): Promise<CallRow> {
  const [row] = await db.query<CallRow>(`${CALL_SELECT} WHERE c.id = $1 AND c.user_id = $2${lock ? ' FOR UPDATE OF c' : ''}`, [
    id,
    userId,
  ]);
  if (!row) throw notFound(`Call ${id} not found`);
  return row;
}

export async function getCall(db: Queryable, userId: number, id: number, now = new Date()): Promise<Call> {
  return toCall(await findCall(db, userId, id), now);
}

const cancellationOf = (row: CallRow, now: Date): CancellationInfo =>
  cancellationAt(
    {
      cancelled: row.stored_status === 'cancelled',
      refunded: row.is_refunded,
      start: row.start_dt,
      included: row.is_included,
      price: row.price,
    },
    now,
  );

export async function getCancellationInfo(
  db: Queryable,
  userId: number,
  id: number,
  now = new Date(),
): Promise<CancellationInfo> {
  return cancellationOf(await findCall(db, userId, id), now);
}

/**
 * Cancels under row locks, so two cancels (or a cancel and a review, or a cancel and Telegram's
 * successful_payment) settle one after the other. The payment's row is locked before the call's,
 * the order the payment flow and the expiry job use too, so they cannot deadlock.
 * An unpaid charged call: its payment is cancelled (nothing was taken). A paid one cancelled 24 h
 * or more ahead: refunded in Stars through the bot's queue. An included one: the plan's call counts
 * again when refunded.
 */
export async function cancelCall(
  db: Db,
  userId: number,
  id: number,
  refunds: RefundQueue,
  now = new Date(),
): Promise<CallCancellation> {
  await db.transaction(async (tx) => {
    const [link] = await tx.query<{ payment_id: number | null }>('SELECT payment_id FROM calls WHERE id = $1 AND user_id = $2', [
      id,
      userId,
    ]);
    if (link?.payment_id) await lockPayment(tx, link.payment_id);
    const row = await findCall(tx, userId, id, true);
    if (row.stored_status === 'cancelled') throw conflict(`Call ${id} is already cancelled`);
    if (row.start_dt <= now) throw conflict(`Call ${id} has already started and can no longer be cancelled`);
    const refunded = now <= refundDeadline(row.start_dt);
    await tx.query(`UPDATE calls SET status = 'cancelled', cancelled_at = $2, is_refunded = $3 WHERE id = $1`, [
      id,
      now,
      refunded,
    ]);
    await publish(tx, 'calls.cancelled', { callId: id });
    if (!row.payment_id) return;
    if (row.pay_status === 'pending') await cancelHold(tx, row.payment_id, now);
    else if (row.pay_status === 'paid' && refunded) await refundPaid(tx, row.payment_id, 'cancelled', refunds, now);
  });
  const row = await findCall(db, userId, id);
  return { ...cancellationOf(row, now), call: toCall(row, now) };
}

export interface ReviewInput {
  rating: number;
  comment?: string | null;
}

/** Once per completed call (the primary key of call_reviews decides a race: 409). */
export async function reviewCall(
  db: Queryable,
  userId: number,
  id: number,
  input: ReviewInput,
  now = new Date(),
): Promise<CallReview> {
  const row = await findCall(db, userId, id);
  const status = statusOf(row, now);
  if (status !== 'completed') throw conflict(`Call ${id} is ${status}: only a completed call can be reviewed`);
  if (row.review_rating !== null) throw conflict(`Call ${id} has already been reviewed`);
  try {
    const [review] = await db.query<{ rating: number; comment: string; created_at: Date }>(
      `INSERT INTO call_reviews (call_id, rating, comment) VALUES ($1, $2, $3) RETURNING rating, comment, created_at`,
      [id, input.rating, input.comment ?? ''],
    );
    return { rating: review!.rating, comment: review!.comment, created_at: toWire(review!.created_at) };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`Call ${id} has already been reviewed`);
    throw error;
  }
}
