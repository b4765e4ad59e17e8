/**
 * Holds, the unpaid-holds cap, the expiry job and the payment state machine, through the API and
 * the webhook's handlers (Telegram's side of it, the invoice and refunds: payments-telegram.test.ts).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { call as callSchema } from '@app/calls-contract';
import { participation as participationSchema } from '@app/meetings-contract';
import { payment as paymentSchema } from '@app/shared/contract';
import { readConfig } from '../src/config';
import type { Db } from '../src/db/types';
import { releaseDueHolds } from '../src/modules/payments/holds';
import { invoicePayload } from '../src/modules/payments/service';
import { onPreCheckoutQuery, onSuccessfulPayment } from '../src/modules/payments/updates';
import { addRoundTheClockSpeaker, book, get, post, slotOnDay, subscribedUser, type Tg } from './calls-support';
import { createTestApp, newTelegramUser } from './helpers';
import { afterHold, chargedCall, chargedRegistration, MINUTE, paymentRow, recordingQueue, register } from './payments-support';

let app: FastifyInstance;
let db: Db;
before(async () => {
  ({ app, db } = await createTestApp());
});
after(() => app.close());

const payments = async (tg: Tg) => paymentSchema.array().parse((await get(app, tg, '/api/users/me/payments')).json());

async function checkoutOf(paymentId: number) {
  const row = await paymentRow(db, paymentId);
  return {
    currency: 'XTR',
    total_amount: row.stars,
    invoice_payload: invoicePayload({ id: paymentId, invoice_nonce: row.invoice_nonce }),
  };
}

describe('configuration', () => {
  it('reads STARS_PER_EUR and PAYMENT_HOLD_MINUTES with documented defaults, and refuses nonsense naming the variable', () => {
    assert.deepEqual(readConfig({}, '/repo').payments, { starsPerEur: 50, holdMinutes: 15 });
    assert.deepEqual(readConfig({ STARS_PER_EUR: '60', PAYMENT_HOLD_MINUTES: '10' }, '/repo').payments, {
      starsPerEur: 60,
      holdMinutes: 10,
    });
    assert.throws(() => readConfig({ STARS_PER_EUR: 'lots' }, '/repo'), /STARS_PER_EUR/);
    assert.throws(() => readConfig({ PAYMENT_HOLD_MINUTES: '0' }, '/repo'), /PAYMENT_HOLD_MINUTES/);
    assert.throws(() => readConfig({ PAYMENT_HOLD_MINUTES: '2.5' }, '/repo'), /PAYMENT_HOLD_MINUTES/);
  });
});

describe('holds', () => {
  it('a charged call holds its slot with a pending payment priced in Stars, for 15 minutes', async () => {
    const tg = await subscribedUser(app);
    const before = Date.now();
    const { call } = await chargedCall(app, db, tg);
    const parsed = callSchema.parse(call);
    assert.equal(parsed.price, 5);
    assert.deepEqual([parsed.payment?.status, parsed.payment?.amount, parsed.payment?.stars], ['pending', 5, 250]);
    const expires = Date.parse(parsed.payment!.expires_at!);
    assert.ok(expires >= before + 15 * MINUTE && expires <= Date.now() + 15 * MINUTE, 'held for PAYMENT_HOLD_MINUTES');
    const [listed] = await payments(tg);
    assert.deepEqual([listed!.status, listed!.stars, listed!.expires_at], ['pending', 250, parsed.payment!.expires_at]);
  });

  it('unpaid by then: the payment expires, the call is cancelled and its slot is offered to others', async () => {
    const tg = await subscribedUser(app);
    const { speaker, slot, call } = await chargedCall(app, db, tg);
    const other = await subscribedUser(app);
    assert.equal((await book(app, other, { speaker, start_dt: slot.start, end_dt: slot.end })).statusCode, 409, 'held');

    assert.ok(!(await releaseDueHolds(db, new Date())).includes(call.payment.id), 'not due yet');
    const released = await releaseDueHolds(db, afterHold());
    assert.ok(released.includes(call.payment.id));
    const after = callSchema.parse((await get(app, tg, `/api/calls/${call.id}`)).json());
    assert.deepEqual([after.status, after.payment?.status, after.payment?.expires_at], ['cancelled', 'expired', null]);
    assert.equal((await book(app, other, { speaker, start_dt: slot.start, end_dt: slot.end })).statusCode, 201, 'offered again');
    assert.ok(!(await releaseDueHolds(db, afterHold())).includes(call.payment.id), 'released once');
  });

  it('a pending registration holds its seat; expired, the registration is cancelled and the seat counts free', async () => {
    const tg = await subscribedUser(app);
    const { meetingId, participation } = await chargedRegistration(app, db, tg, { capacity: 1 });
    assert.deepEqual(
      [participation.status, participation.payment.status, participation.payment.stars],
      ['pending', 'pending', 200],
    );
    const other = await subscribedUser(app);
    assert.equal((await register(app, other, meetingId)).statusCode, 409, 'the held seat is taken');

    await releaseDueHolds(db, afterHold());
    const ticket = participationSchema.parse((await get(app, tg, `/api/meetings/${meetingId}/participate`)).json());
    assert.deepEqual([ticket.status, ticket.payment?.status], ['cancelled', 'expired']);
    assert.equal((await register(app, other, meetingId)).statusCode, 201, 'the seat is free again');
  });
});

describe('the cap on unpaid holds', () => {
  it('hoarding: one user holds at most 3 unpaid bookings; the next answers 409 in Slovak naming them', async () => {
    const tg = await subscribedUser(app);
    const speaker = await addRoundTheClockSpeaker(db);
    // The attack of the issue: book charged slot after slot (the first of the month is included).
    const codes: number[] = [];
    let refusal = '';
    for (let i = 0; i < 12; i += 1) {
      const slot = slotOnDay(4, i * 10);
      const response = await book(app, tg, { speaker, start_dt: slot.start, end_dt: slot.end });
      codes.push(response.statusCode);
      if (response.statusCode === 409) refusal = response.json().message;
    }
    assert.deepEqual(codes, [201, 201, 201, 201, 409, 409, 409, 409, 409, 409, 409, 409], '1 included + 3 held');
    const held = (await payments(tg)).filter((p) => p.status === 'pending');
    assert.equal(held.length, 3);
    assert.match(refusal, /^Máte 3 nezaplatené rezervácie \(naraz najviac 3\): /);
    for (const p of held) assert.ok(refusal.includes(p.title), `names ${p.title}`);

    // Meetings count in the same cap.
    const { meetingId } = await (async () => {
      const id = (await import('./meetings-helpers')).insertMeeting(db, {
        start: new Date(Date.now() + 40 * 24 * 60 * MINUTE),
        price: 4,
      });
      return { meetingId: await id };
    })();
    await register(app, tg, meetingId); // included (first of its month) or refused: either way not a 4th hold
    assert.equal((await payments(tg)).filter((p) => p.status === 'pending').length, 3);

    // Cancelling one unpaid booking frees a place under the cap.
    const calls = callSchema.array().parse((await get(app, tg, '/api/calls')).json());
    const unpaid = calls.find((c) => c.payment?.status === 'pending')!;
    assert.equal((await post(app, tg, `/api/calls/${unpaid.id}/cancel`)).statusCode, 200);
    const next = slotOnDay(5);
    assert.equal((await book(app, tg, { speaker, start_dt: next.start, end_dt: next.end })).statusCode, 201);
  });

  it('expired holds do not count: after the hold time the user can book again', async () => {
    const tg = await subscribedUser(app);
    const speaker = await addRoundTheClockSpeaker(db);
    for (let i = 0; i < 4; i += 1) {
      const slot = slotOnDay(6, i * 10);
      assert.equal((await book(app, tg, { speaker, start_dt: slot.start, end_dt: slot.end })).statusCode, 201);
    }
    await releaseDueHolds(db, afterHold());
    const slot = slotOnDay(6, 100);
    assert.equal((await book(app, tg, { speaker, start_dt: slot.start, end_dt: slot.end })).statusCode, 201);
  });
});

describe('the state machine in the database', () => {
  it('refuses any change that is not an edge: paid never becomes expired or pending again', async () => {
    const tg = await subscribedUser(app);
    const { call } = await chargedCall(app, db, tg);
    const id = call.payment.id as number;
    await db.query(`UPDATE payments SET status = 'paid', telegram_payment_charge_id = 'c-${id}' WHERE id = $1`, [id]);
    for (const status of ['expired', 'pending', 'cancelled', 'refunded']) {
      await assert.rejects(
        db.query(`UPDATE payments SET status = $2 WHERE id = $1`, [id, status]),
        (error: { code?: string }) => {
          assert.equal(error.code, '23514');
          return true;
        },
      );
    }
    assert.ok(!(await releaseDueHolds(db, afterHold())).includes(id), 'the job leaves paid payments alone');
    assert.equal((await paymentRow(db, id)).status, 'paid');
  });

  it('a pending payment must carry its hold and Stars price', async () => {
    const tg = await subscribedUser(app);
    const [user] = await db.query<{ id: number }>('SELECT id FROM users WHERE telegram_id = $1', [tg.id]);
    await assert.rejects(
      db.query(`INSERT INTO payments (user_id, kind, title, amount, status) VALUES ($1, 'call', 'x', 5, 'pending')`, [user!.id]),
      /payments_pending_hold/,
    );
  });
});

describe('pre_checkout_query', () => {
  it('ok while pending and held; refused with a Slovak reason when expired, the amount differs, the seat is gone or someone else pays', async () => {
    const tg = await subscribedUser(app);
    const { meetingId, participation } = await chargedRegistration(app, db, tg);
    const id = participation.payment.id as number;
    const from = { id: tg.id };
    const checkout = await checkoutOf(id);
    assert.deepEqual(await onPreCheckoutQuery(db, { from, ...checkout }), { ok: true });

    const refused = async (update: Parameters<typeof onPreCheckoutQuery>[1]) => {
      const answer = await onPreCheckoutQuery(db, update);
      assert.equal(answer.ok, false);
      return (answer as { error_message: string }).error_message;
    };
    assert.equal(
      await refused({ from, ...checkout, total_amount: checkout.total_amount - 1 }),
      'Cena sa medzitým zmenila. Otvorte, prosím, platbu znova.',
    );
    assert.equal(
      await refused({ from, ...checkout, currency: 'EUR' }),
      'Cena sa medzitým zmenila. Otvorte, prosím, platbu znova.',
    );
    assert.equal(
      await refused({ from: { id: newTelegramUser().id }, ...checkout }),
      'Túto platbu môže zaplatiť len ten, kto rezerváciu vytvoril.',
    );
    assert.equal(await refused({ from, ...checkout, invoice_payload: `${id}:forged` }), 'Platba sa nenašla.');

    // Hold time over (the job has not run yet): refused before money moves.
    await db.query(`UPDATE payments SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    assert.equal(
      await refused({ from, ...checkout }),
      'Rezervácia vypršala a platba sa nevykonala. Rezervujte si, prosím, znova.',
    );
    await db.query(`UPDATE payments SET expires_at = now() + interval '10 minutes' WHERE id = $1`, [id]);

    // The organiser cancelled the registration: the seat is gone.
    await db.query(`UPDATE meeting_participations SET status = 'cancelled' WHERE payment_id = $1`, [id]);
    assert.equal(await refused({ from, ...checkout }), 'Miesto na stretnutí už nie je k dispozícii, platba sa nevykonala.');
    assert.ok(meetingId);
  });
});

describe('successful_payment', () => {
  it('makes the payment paid and the registration joined at once (ticket with its link); a repeated update changes nothing', async () => {
    const tg = await subscribedUser(app);
    const { meetingId, participation } = await chargedRegistration(app, db, tg);
    const id = participation.payment.id as number;
    const queue = recordingQueue();
    const update = { ...(await checkoutOf(id)), telegram_payment_charge_id: `charge-${id}` };
    assert.deepEqual(await onSuccessfulPayment(db, queue, { id: tg.id }, update), { outcome: 'paid', paymentId: id });
    const ticket = participationSchema.parse((await get(app, tg, `/api/meetings/${meetingId}/participate`)).json());
    assert.equal(ticket.status, 'joined');
    assert.ok(ticket.meeting_link, 'the link comes with payment');
    assert.equal(ticket.payment?.status, 'paid');

    const before = await db.query('SELECT * FROM payments WHERE id = $1', [id]);
    assert.deepEqual(await onSuccessfulPayment(db, queue, { id: tg.id }, update), { outcome: 'duplicate', paymentId: id });
    assert.deepEqual(await db.query('SELECT * FROM payments WHERE id = $1', [id]), before);
    assert.deepEqual(queue.jobs, []);
    assert.ok(!(await releaseDueHolds(db, afterHold())).includes(id), 'paid: never expired');
    assert.equal((await paymentRow(db, id)).status, 'paid');
  });

  it('a paid call stays scheduled and shows paid', async () => {
    const tg = await subscribedUser(app);
    const { call } = await chargedCall(app, db, tg);
    const update = { ...(await checkoutOf(call.payment.id)), telegram_payment_charge_id: `charge-call-${call.id}` };
    assert.equal((await onSuccessfulPayment(db, recordingQueue(), { id: tg.id }, update)).outcome, 'paid');
    const after = callSchema.parse((await get(app, tg, `/api/calls/${call.id}`)).json());
    assert.deepEqual([after.status, after.payment?.status], ['scheduled', 'paid']);
  });

  it('charged after the hold was released: the money is refunded, the seat is not taken again', async () => {
    const tg = await subscribedUser(app);
    const { meetingId, participation } = await chargedRegistration(app, db, tg, { capacity: 1 });
    const id = participation.payment.id as number;
    const update = { ...(await checkoutOf(id)), telegram_payment_charge_id: `late-${id}` };
    await releaseDueHolds(db, afterHold());
    const other = await subscribedUser(app);
    assert.equal((await register(app, other, meetingId)).statusCode, 201, 'someone else took the seat');

    const queue = recordingQueue();
    assert.deepEqual(await onSuccessfulPayment(db, queue, { id: tg.id }, update), { outcome: 'refunding', paymentId: id });
    assert.deepEqual(queue.jobs, [{ paymentId: id, telegramUserId: tg.id, chargeId: `late-${id}` }]);
    const row = await paymentRow(db, id);
    assert.deepEqual(
      [row.status, row.refund_reason, row.telegram_payment_charge_id],
      ['refund_pending', 'charged_after_release', `late-${id}`],
    );
    const ticket = participationSchema.parse((await get(app, tg, `/api/meetings/${meetingId}/participate`)).json());
    assert.equal(ticket.status, 'cancelled');
    const [{ seats }] = (await db.query<{ seats: number }>(
      `SELECT count(*)::int AS seats FROM meeting_participations WHERE meeting_id = $1 AND status <> 'cancelled'`,
      [meetingId],
    )) as [{ seats: number }];
    assert.equal(seats, 1, 'the one seat is counted once');
    // The repeated update is still a duplicate: one refund only.
    assert.equal((await onSuccessfulPayment(db, queue, { id: tg.id }, update)).outcome, 'duplicate');
    assert.equal(queue.jobs.length, 1);
  });
});
