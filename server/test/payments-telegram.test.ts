/**
 * Paying through Telegram, against the fake Bot API (test/fake-bot-api.ts, reached through
 * TELEGRAM_API_ROOT): the invoice link, the webhook's pre_checkout_query and successful_payment,
 * refunds through the bot's outbox with retries, and the demo checkout.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { call as callSchema, callCancellation } from '@app/calls-contract';
import { demoCheckoutResult, payment as paymentSchema } from '@app/shared/contract';
import { participation as participationSchema } from '@app/meetings-contract';
import type { Db } from '../src/db/types';
import { releaseDueHolds } from '../src/modules/payments/holds';
import { get, post, subscribedUser, type Tg } from './calls-support';
import { successfulPaymentMessage, testBotConfig, webhookSender } from './bot-support';
import { FakeBotApi } from './fake-bot-api';
import { authHeaders, createTestApp, newTelegramUser } from './helpers';
import { afterHold, chargedCall, chargedRegistration, paymentRow } from './payments-support';

const SECRET = 'payments-webhook-secret';
let fake: FakeBotApi;
let app: FastifyInstance;
let db: Db;
let webhook: ReturnType<typeof webhookSender>;

before(async () => {
  fake = await new FakeBotApi().start();
  ({ app, db } = await createTestApp({
    bot: testBotConfig(fake, SECRET),
  }));
  webhook = webhookSender(app, SECRET);
});
after(async () => {
  await app.close();
  await fake.close();
});

const invoice = (tg: Tg, id: number | string) =>
  app.inject({ method: 'POST', url: `/api/payments/${id}/invoice`, headers: authHeaders(tg) });

/** What Telegram sends once the user pressed Pay in the sheet: the pre-checkout query. */
async function preCheckout(tg: Tg, params: { payload: string; amount: number; currency?: string }) {
  const id = `pcq-${webhook.next()}`;
  await webhook({
    pre_checkout_query: {
      id,
      from: { id: tg.id, is_bot: false, first_name: tg.first_name },
      currency: params.currency ?? 'XTR',
      total_amount: params.amount,
      invoice_payload: params.payload,
    },
  });
  const answer = fake.callsOf('answerPreCheckoutQuery').find((call) => call.params.pre_checkout_query_id === id);
  assert.ok(answer, 'answered');
  return answer.params as { ok: boolean; error_message?: string };
}

/** Telegram's service message after the charge. */
async function successfulPayment(tg: Tg, params: { payload: string; amount: number; charge: string }) {
  await webhook(successfulPaymentMessage(tg, webhook.next(), params));
}

/** The invoice the app asked for, as the fake Bot API recorded it. */
async function invoiceFor(tg: Tg, paymentId: number) {
  const response = await invoice(tg, paymentId);
  assert.equal(response.statusCode, 200, response.body);
  const call = fake.callsOf('createInvoiceLink').at(-1)!;
  return { link: response.json().invoice_link as string, params: call.params as Record<string, unknown> };
}

/** Pays a payment the way Telegram does: invoice, pre-checkout (ok), successful payment. */
async function payThroughTelegram(tg: Tg, paymentId: number, charge = `charge-${paymentId}`) {
  const { params } = await invoiceFor(tg, paymentId);
  const payload = String(params.payload);
  const amount = (params.prices as Array<{ amount: number }>)[0]!.amount;
  assert.deepEqual(await preCheckout(tg, { payload, amount }), { pre_checkout_query_id: `pcq-${webhook.next() - 1}`, ok: true });
  await successfulPayment(tg, { payload, amount, charge });
  return { payload, amount, charge };
}

describe('POST /payments/{id}/invoice', () => {
  it('creates a Stars invoice: XTR, one price in Stars, empty provider token, payload = id and nonce', async () => {
    const tg = await subscribedUser(app);
    const { participation } = await chargedRegistration(app, db, tg);
    const id = participation.payment.id as number;
    const { link, params } = await invoiceFor(tg, id);
    assert.match(link, /^https:\/\/t\.me\/\$/);
    const row = await paymentRow(db, id);
    assert.equal(params.currency, 'XTR');
    assert.equal(params.provider_token, '');
    assert.equal(params.payload, `${id}:${row.invoice_nonce}`);
    assert.deepEqual(
      (params.prices as Array<{ amount: number }>).map((price) => price.amount),
      [200],
      'one price: 4 € at 50 Stars a euro',
    );
    assert.equal(params.title, 'Stretnutie');
    assert.match(String(params.description), /^Stretnutie: .* \(4,00 €\)$/);
  });

  it("another user's payment is 404; an expired or paid one 409 with the Slovak reason; a bad id 400; a Bot API failure 502", async () => {
    const tg = await subscribedUser(app);
    const { call } = await chargedCall(app, db, tg);
    const id = call.payment.id as number;
    assert.equal((await invoice(await subscribedUser(app), id)).statusCode, 404);
    assert.equal((await invoice(tg, 'abc')).json().field, 'id');

    fake.fail('createInvoiceLink', { code: 500 });
    const failed = await invoice(tg, id);
    assert.equal(failed.statusCode, 502);

    await releaseDueHolds(db, afterHold());
    const expired = await invoice(tg, id);
    assert.equal(expired.statusCode, 409);
    assert.equal(expired.json().message, 'Rezervácia vypršala a platba sa nevykonala. Rezervujte si, prosím, znova.');
  });
});

describe('the webhook: pre_checkout_query and successful_payment', () => {
  it('pays a charged meeting: ok at pre-checkout, then the registration is joined and its ticket carries the link', async () => {
    const tg = await subscribedUser(app);
    const { meetingId, participation } = await chargedRegistration(app, db, tg);
    await payThroughTelegram(tg, participation.payment.id);
    const ticket = participationSchema.parse((await get(app, tg, `/api/meetings/${meetingId}/participate`)).json());
    assert.deepEqual([ticket.status, ticket.payment?.status], ['joined', 'paid']);
    assert.ok(ticket.meeting_link);
  });

  it('pre-checkout says no, in Slovak, to a changed amount and to an expired hold', async () => {
    const tg = await subscribedUser(app);
    const { call } = await chargedCall(app, db, tg);
    const { params } = await invoiceFor(tg, call.payment.id);
    const payload = String(params.payload);
    const changed = await preCheckout(tg, { payload, amount: 199 });
    assert.deepEqual([changed.ok, changed.error_message], [false, 'Cena sa medzitým zmenila. Otvorte, prosím, platbu znova.']);
    await releaseDueHolds(db, afterHold());
    const expired = await preCheckout(tg, { payload, amount: 250 });
    assert.deepEqual(
      [expired.ok, expired.error_message],
      [false, 'Rezervácia vypršala a platba sa nevykonala. Rezervujte si, prosím, znova.'],
    );
  });

  it('a successful_payment delivered twice changes nothing the second time', async () => {
    const tg = await subscribedUser(app);
    const { call } = await chargedCall(app, db, tg);
    const paid = await payThroughTelegram(tg, call.payment.id);
    const before = await db.query('SELECT * FROM payments WHERE id = $1', [call.payment.id]);
    await successfulPayment(tg, paid);
    assert.deepEqual(await db.query('SELECT * FROM payments WHERE id = $1', [call.payment.id]), before);
    assert.equal(callSchema.parse((await get(app, tg, `/api/calls/${call.id}`)).json()).payment?.status, 'paid');
  });

  it('charged after the hold was released: refundStarPayment goes out through the outbox, the payment reads refunded', async () => {
    const tg = await subscribedUser(app);
    const { call } = await chargedCall(app, db, tg);
    const { params } = await invoiceFor(tg, call.payment.id);
    await releaseDueHolds(db, afterHold());
    await successfulPayment(tg, { payload: String(params.payload), amount: 250, charge: `late-${call.id}` });
    assert.equal((await paymentRow(db, call.payment.id)).status, 'refund_pending');
    await app.outbox.drain();
    const refund = fake.callsOf('refundStarPayment').find((c) => c.params.telegram_payment_charge_id === `late-${call.id}`);
    assert.deepEqual(refund?.params, { user_id: tg.id, telegram_payment_charge_id: `late-${call.id}` });
    assert.equal((await paymentRow(db, call.payment.id)).status, 'refunded');
    assert.equal(
      callSchema.parse((await get(app, tg, `/api/calls/${call.id}`)).json()).status,
      'cancelled',
      'the slot stays released',
    );
  });
});

describe('refunds', () => {
  it('a paid call cancelled 24 h or more ahead is refunded in Stars; the dialog and the payment say so', async () => {
    const tg = await subscribedUser(app);
    const { call } = await chargedCall(app, db, tg, 3);
    const { charge } = await payThroughTelegram(tg, call.payment.id);
    const cancelled = callCancellation.parse((await post(app, tg, `/api/calls/${call.id}/cancel`)).json());
    assert.equal(cancelled.is_refunded, true);
    assert.equal(cancelled.call.payment?.status, 'refund_pending');
    await app.outbox.drain();
    assert.equal(fake.callsOf('refundStarPayment').filter((c) => c.params.telegram_payment_charge_id === charge).length, 1);
    const [listed] = paymentSchema.array().parse((await get(app, tg, '/api/users/me/payments')).json());
    assert.equal(listed!.status, 'refunded');
  });

  it('a refund the Bot API fails (500) is retried through the queue and then sent', async () => {
    const tg = await subscribedUser(app);
    const { call } = await chargedCall(app, db, tg, 4);
    const { charge } = await payThroughTelegram(tg, call.payment.id);
    fake.fail('refundStarPayment', { code: 500, description: 'Internal Server Error' }, 1);
    await post(app, tg, `/api/calls/${call.id}/cancel`);
    await app.outbox.drain({ horizonMs: 2_000 });
    const attempts = fake.callsOf('refundStarPayment').filter((c) => c.params.telegram_payment_charge_id === charge);
    assert.deepEqual(
      attempts.map((c) => c.status),
      [500, 200],
      'failed once, then sent again',
    );
    const row = await paymentRow(db, call.payment.id);
    assert.deepEqual([row.status, row.refund_attempts, row.refund_error], ['refunded', 2, null]);
  });

  it('a refund Telegram refuses for good reads refund_failed, with the reason', async () => {
    const tg = await subscribedUser(app);
    const { call } = await chargedCall(app, db, tg, 5);
    await payThroughTelegram(tg, call.payment.id);
    fake.fail('refundStarPayment', { code: 400, description: 'Bad Request: CHARGE_NOT_FOUND' }, 1);
    await post(app, tg, `/api/calls/${call.id}/cancel`);
    await app.outbox.drain();
    const row = await paymentRow(db, call.payment.id);
    assert.equal(row.status, 'refund_failed');
    assert.match(String(row.refund_error), /CHARGE_NOT_FOUND/);
    const [listed] = paymentSchema.array().parse((await get(app, tg, '/api/users/me/payments')).json());
    assert.equal(listed!.status, 'refund_failed');
  });
});

describe('demo checkout (no BOT_TOKEN)', () => {
  let demo: FastifyInstance;
  let demoDb: Db;
  before(async () => {
    ({ app: demo, db: demoDb } = await createTestApp({ demo: true }));
  });
  after(() => demo.close());

  it('plays pre-checkout and successful_payment through the same handlers: paid, ticket joined; an expired one fails with the reason', async () => {
    const tg = newTelegramUser();
    await (await import('./helpers')).activateBasic(demo, tg);
    const { meetingId, participation } = await chargedRegistration(demo, demoDb, tg);
    const link = await demo.inject({
      method: 'POST',
      url: `/api/payments/${participation.payment.id}/invoice`,
      headers: authHeaders(tg),
    });
    assert.match(link.json().invoice_link, /^https:\/\/t\.me\/\$demo-/);
    const played = await demo.inject({
      method: 'POST',
      url: `/api/payments/${participation.payment.id}/demo-checkout`,
      headers: authHeaders(tg),
    });
    const result = demoCheckoutResult.parse(played.json());
    assert.deepEqual([result.status, result.payment.status], ['paid', 'paid']);
    const ticket = participationSchema.parse(
      (await demo.inject({ method: 'GET', url: `/api/meetings/${meetingId}/participate`, headers: authHeaders(tg) })).json(),
    );
    assert.equal(ticket.status, 'joined');

    const again = await chargedCall(demo, demoDb, tg, 6);
    await releaseDueHolds(demoDb, afterHold());
    const late = demoCheckoutResult.parse(
      (
        await demo.inject({
          method: 'POST',
          url: `/api/payments/${again.call.payment.id}/demo-checkout`,
          headers: authHeaders(tg),
        })
      ).json(),
    );
    assert.deepEqual(
      [late.status, late.error_message],
      ['failed', 'Rezervácia vypršala a platba sa nevykonala. Rezervujte si, prosím, znova.'],
    );
  });

  it('does not exist with a real token', async () => {
    const tg = await subscribedUser(app);
    const { call } = await chargedCall(app, db, tg, 7);
    const response = await app.inject({
      method: 'POST',
      url: `/api/payments/${call.payment.id}/demo-checkout`,
      headers: authHeaders(tg),
    });
    assert.equal(response.statusCode, 404);
  });
});
