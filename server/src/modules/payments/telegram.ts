import type { FastifyInstance } from 'fastify';
import { Composer, GrammyError, type Context } from 'grammy';
import { enqueueJob } from '../bot/index';
import { scheduleJob } from '../jobs/index';
import { reconciliationJob, type StarLedger } from './reconcile';
import { sendRefund, type RefundJob, type RefundQueue } from './refunds';
import { REFUSALS } from './service';
import { onPreCheckoutQuery, onSuccessfulPayment } from './updates';

/** The outbox job kind of a Stars refund. */
export const REFUND_JOB = 'payments.refund';
/** The scheduled job comparing Telegram's Stars transactions with the payments table. */
export const RECONCILE_JOB = 'payments.reconcile';

/** Telegram's own record of Stars transactions, through the bot's client (null in demo mode). */
export function starLedger(app: FastifyInstance): StarLedger | null {
  const api = app.bot.api;
  return api
    ? {
        getStarTransactions: (other) =>
          api.getStarTransactions(other) as unknown as ReturnType<StarLedger['getStarTransactions']>,
      }
    : null;
}

/**
 * Refunds go through the bot module's outbox: written in the transaction that decides them, sent by
 * whichever instance's worker claims the row, retried on 429/5xx. One row per charge (the outbox's
 * unique key on kind + subject + lead), so a second request to refund the same charge is a no-op;
 * a refund retried by hand after it failed gets a new lead.
 */
export const outboxRefunds: RefundQueue = {
  async enqueue(tx, job) {
    const [row] = job.paymentId
      ? await tx.query<{ user_id: number; refund_attempts: number }>(
          'SELECT user_id, refund_attempts FROM payments WHERE id = $1',
          [job.paymentId],
        )
      : [];
    await enqueueJob(tx, {
      kind: REFUND_JOB,
      subject: `charge:${job.chargeId}`,
      lead: row && row.refund_attempts > 0 ? `after-${row.refund_attempts}` : '',
      userId: row?.user_id ?? null,
      payload: { ...job },
    });
  },
};

export interface InvoiceLinkParams {
  title: string;
  description: string;
  payload: string;
  provider_token: string;
  currency: string;
  prices: Array<{ label: string; amount: number }>;
}

/**
 * createInvoiceLink through the bot's client. Demo mode has no Bot API: the link names the payment
 * and the app opens its labelled demo sheet instead of Telegram's.
 */
export async function createInvoiceLink(app: FastifyInstance, params: InvoiceLinkParams): Promise<string> {
  const api = app.bot.api;
  if (!api) return `https://t.me/$demo-${params.payload.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  return api.createInvoiceLink(
    params.title,
    params.description,
    params.payload,
    params.provider_token,
    params.currency,
    params.prices,
  );
}

/**
 * A refusal the worker will not retry (Telegram's 4xx but 429) ends the refund; a network error or
 * 5xx ends it only on the worker's last try.
 */
function finalFailure(app: FastifyInstance, attempt: number) {
  return (error: unknown) => {
    if (error instanceof GrammyError) return error.error_code !== 429 && error.error_code < 500;
    return attempt >= app.bot.config.tuning.maxFailures;
  };
}

/** Registers the payment updates on the webhook's bot and the refund job on the outbox (a queue of the job runner). */
export function registerPaymentsBot(app: FastifyInstance): void {
  const composer = new Composer<Context>();
  // Answered at once, never queued: Telegram gives the bot 10 s before it drops the payment.
  composer.on('pre_checkout_query', async (ctx) => {
    let answer;
    try {
      answer = await onPreCheckoutQuery(app.db, ctx.preCheckoutQuery);
    } catch (error) {
      app.log.error({ err: error }, 'payments: pre_checkout_query could not be decided');
      answer = { ok: false as const, error_message: REFUSALS.unavailable };
    }
    await ctx.answerPreCheckoutQuery(answer.ok, answer.ok ? undefined : { error_message: answer.error_message });
  });
  // Runs from the webhook's inbox: a throw here (the database down) is retried until it applies.
  composer.on('message:successful_payment', async (ctx) => {
    const result = await onSuccessfulPayment(app.db, outboxRefunds, ctx.from, ctx.message.successful_payment);
    app.log.info(
      { ...result, charge: ctx.message.successful_payment.telegram_payment_charge_id },
      'payments: successful_payment',
    );
  });
  app.bot.use(composer);

  // On the instances that run background work; one at a time over all of them.
  if (app.bot.config.runWorker)
    scheduleJob(
      app,
      RECONCILE_JOB,
      app.bot.config.tuning.reconcileEveryMs,
      reconciliationJob(() => starLedger(app), outboxRefunds),
    );

  app.bot.handleJob(REFUND_JOB, async (job, { api, db }) => {
    const refund = job.payload as unknown as RefundJob;
    // Demo mode: the "charge" was played by the demo checkout; no money moved, nothing to send.
    const refundStarPayment = api
      ? (userId: number, chargeId: string) => api.refundStarPayment(userId, chargeId)
      : async () => true;
    await sendRefund(db, refundStarPayment, refund, finalFailure(app, job.attempt));
  });
}
