import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { STARS_CURRENCY } from '@app/shared/contract';
import type { StudioMeeting, StudioMeetingInput, StudioMeetingSave } from '@app/studio-contract';
import type { Db } from '../src/db/types';
import { recordSuccessfulPayment } from '../src/modules/payments/checkout';
import { outboxRefunds } from '../src/modules/payments/telegram';
import { localOf } from '../src/modules/studio/meetings/checks';
import { subscribedUser, type Tg } from './calls-support';
import { insertMeeting, midMonth } from './meetings-helpers';
import { register } from './payments-support';

const HOUR = 60 * 60 * 1000;

/** A meeting as an editor types it: on the 20th of next month (always ahead, any day it runs). */
export function meetingForm(overrides: Partial<StudioMeetingInput> = {}): StudioMeetingInput {
  const start = midMonth(1, 20);
  return {
    title: 'Večer slovenských rozprávok',
    subtitle: 'Čítame Dobšinského',
    subdescription: 'Rozprávky nahlas a pomaly.',
    description: 'Prečítame si dve rozprávky a porozprávame sa o nich.',
    format: 'offline',
    place: 'Panenská 7, Bratislava',
    link: '',
    starts_at: localOf(start),
    ends_at: localOf(new Date(start.getTime() + 2 * HOUR)),
    capacity: 10,
    price: 5,
    registration_open: true,
    categories: ['Kultúra'],
    photo_file_ids: [],
    ...overrides,
  };
}

export const toSave = (meeting: StudioMeeting, overrides: Partial<StudioMeetingInput> = {}): StudioMeetingSave => {
  const {
    id: _i,
    state: _s,
    zone: _z,
    updated_at: _u,
    updated_by: _b,
    cancelled_at: _c,
    photos: _p,
    participants: _n,
    ...input
  } = meeting;
  return { ...input, ...overrides };
};

/**
 * A learner whose plan's meeting of that month is spent on another meeting, registered for
 * `meetingId` (pending, with a payment) and, with `pay`, paid the way Telegram's
 * successful_payment settles it. Returns the learner and the payment id.
 */
export async function chargedSeat(app: FastifyInstance, db: Db, meetingId: number, pay: boolean) {
  const tg: Tg = await subscribedUser(app);
  const other = await insertMeeting(db, { start: midMonth(1, 10) });
  assert.equal((await register(app, tg, other)).statusCode, 201);
  const registered = await register(app, tg, meetingId);
  assert.equal(registered.statusCode, 201, registered.body);
  assert.equal(registered.json().status, 'pending');
  const [payment] = await db.query<{ id: number; stars: number; invoice_nonce: string }>(
    `SELECT pay.id, pay.stars, pay.invoice_nonce FROM meeting_participations p JOIN payments pay ON pay.id = p.payment_id
     JOIN users u ON u.id = p.user_id WHERE p.meeting_id = $1 AND u.telegram_id = $2`,
    [meetingId, tg.id],
  );
  if (pay) {
    const result = await recordSuccessfulPayment(
      db,
      {
        payload: `${payment!.id}:${payment!.invoice_nonce}`,
        currency: STARS_CURRENCY,
        totalAmount: payment!.stars,
        payerTelegramId: tg.id,
        telegramPaymentChargeId: `charge-${payment!.id}`,
      },
      outboxRefunds,
    );
    assert.equal(result.outcome, 'paid');
  }
  return { tg, paymentId: Number(payment!.id), stars: payment!.stars };
}
