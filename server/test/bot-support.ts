import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_TUNING, demoBotConfig, type WorkerTuning } from '../src/modules/bot/index';
import type { FakeBotApi } from './fake-bot-api';
import { TEST_BOT_TOKEN } from './helpers';

/**
 * The bot of one test app, talking to `fake`, its worker running at test speed: no Telegram pace
 * (1,000 a second), retries after 20 ms, a message parked after 3 failures. `tuning` adds to that.
 */
export function testBotConfig(fake: FakeBotApi, webhookSecret: string, tuning: Partial<WorkerTuning> = {}) {
  return demoBotConfig({
    token: TEST_BOT_TOKEN,
    apiRoot: fake.apiRoot,
    webhookSecret,
    miniAppUrl: 'https://app.example.test/',
    tuning: { ...DEFAULT_TUNING, perSecond: 1000, backoffMs: 20, maxFailures: 3, ...tuning },
  });
}

/** Who a private-chat message comes from, as Telegram writes `chat` and `from`. */
export interface Sender {
  id: number;
  first_name: string;
}

/** A private message from `sender` carrying `content` (successful_payment, write_access_allowed…). */
export function privateMessage<C extends Record<string, unknown>>(sender: Sender, messageId: number, content: C) {
  return {
    message: {
      message_id: messageId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: sender.id, type: 'private', first_name: sender.first_name },
      from: { id: sender.id, is_bot: false, first_name: sender.first_name },
      ...content,
    },
  };
}

/** Telegram's service message after a Stars charge. */
export function successfulPaymentMessage(
  payer: Sender,
  messageId: number,
  params: { payload: string; amount: number; charge: string },
) {
  return privateMessage(payer, messageId, {
    successful_payment: {
      currency: 'XTR',
      total_amount: params.amount,
      invoice_payload: params.payload,
      telegram_payment_charge_id: params.charge,
      provider_payment_charge_id: '',
    },
  });
}

/**
 * Posts updates to one test app's webhook as Telegram does (the secret header, increasing
 * update ids), asserts the 200 and waits until the bot handled them; answers the update's id.
 */
export function webhookSender(app: FastifyInstance, secret: string, firstUpdateId = 1) {
  let nextUpdate = firstUpdateId;
  const send = async (update: Record<string, unknown>): Promise<number> => {
    const updateId = nextUpdate++;
    const response = await app.inject({
      method: 'POST',
      url: '/api/telegram/webhook',
      headers: { 'x-telegram-bot-api-secret-token': secret },
      payload: { update_id: updateId, ...update },
    });
    assert.equal(response.statusCode, 200, response.body);
    await app.bot.idle();
    return updateId;
  };
  /** The id the next update will carry (a message id or a query id may borrow it). */
  send.next = () => nextUpdate;
  return send;
}
