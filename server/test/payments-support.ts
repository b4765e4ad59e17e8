import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/types';
import type { RefundJob, RefundQueue } from '../src/modules/payments/refunds';
import { addRoundTheClockSpeaker, book, slotOnDay, type Tg } from './calls-support';
import { authHeaders } from './helpers';
import { insertMeeting, midMonth, validRegistration } from './meetings-helpers';

export const MINUTE = 60_000;
/** Just past the default 15-minute hold. */
export const afterHold = () => new Date(Date.now() + 16 * MINUTE);

/** A refund queue that only records what it was given (the outbox-backed one is tested with the fake Bot API). */
export function recordingQueue(): RefundQueue & { jobs: RefundJob[] } {
  const jobs: RefundJob[] = [];
  return { jobs, enqueue: async (_tx, job) => void jobs.push(job) };
}

/** Books the user's included call of the month, then a charged one; returns the charged call. */
export async function chargedCall(app: FastifyInstance, db: Db, tg: Tg, daysAhead = 3) {
  const speaker = await addRoundTheClockSpeaker(db);
  const included = slotOnDay(daysAhead);
  const charged = slotOnDay(daysAhead, 60);
  const first = await book(app, tg, { speaker, start_dt: included.start, end_dt: included.end });
  if (first.statusCode !== 201) throw new Error(`included booking failed: ${first.body}`);
  const second = await book(app, tg, { speaker, start_dt: charged.start, end_dt: charged.end });
  if (second.statusCode !== 201) throw new Error(`charged booking failed: ${second.body}`);
  return { speaker, slot: charged, call: second.json() };
}

export function register(app: FastifyInstance, tg: Tg, meetingId: number) {
  return app.inject({
    method: 'POST',
    url: `/api/meetings/${meetingId}/participate`,
    headers: authHeaders(tg),
    payload: validRegistration,
  });
}

/**
 * A pending (charged) registration: the user's included meeting of a month first, then a charged
 * one with `capacity` seats in the same month. Returns the charged meeting and the participation.
 */
export async function chargedRegistration(
  app: FastifyInstance,
  db: Db,
  tg: Tg,
  options: { capacity?: number; monthsAhead?: number } = {},
) {
  const month = options.monthsAhead ?? 1;
  const included = await insertMeeting(db, { start: midMonth(month, 10) });
  const first = await register(app, tg, included);
  if (first.statusCode !== 201) throw new Error(`included registration failed: ${first.body}`);
  const meetingId = await insertMeeting(db, { start: midMonth(month, 20), capacity: options.capacity ?? 10, price: 4 });
  const second = await register(app, tg, meetingId);
  if (second.statusCode !== 201) throw new Error(`charged registration failed: ${second.body}`);
  return { meetingId, participation: second.json() };
}

export async function paymentRow(db: Db, id: number) {
  const [row] = await db.query<{
    id: number;
    status: string;
    stars: number;
    invoice_nonce: string;
    telegram_payment_charge_id: string | null;
    refund_reason: string | null;
    refund_attempts: number;
    refund_error: string | null;
  }>('SELECT * FROM payments WHERE id = $1', [id]);
  return row!;
}
