import { encodePaymentCursor, PAYMENTS_PAGE_SIZE } from '@app/shared/contract';
import type { Payment, PaymentListQuery, PaymentPage, PaymentSummary } from '@app/shared/contract';
import type { Queryable } from '../../db/types';
import { conflict, notFound } from '../../errors';
import { isPayableKind, payableOf } from './payables';

export interface PaymentRow {
  id: number;
  user_id: number;
  kind: Payment['kind'];
  title: string;
  amount: number;
  stars: number | null;
  status: Payment['status'];
  expires_at: Date | null;
  invoice_nonce: string | null;
  telegram_payment_charge_id: string | null;
  telegram_payer_id: number | null;
  created_at: Date;
}

const PAYMENT_COLUMNS = `id, user_id, kind, title, amount, stars, status, expires_at, invoice_nonce,
  telegram_payment_charge_id, telegram_payer_id, created_at`;

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    amount: row.amount,
    stars: row.stars,
    status: row.status,
    expires_at: row.status === 'pending' && row.expires_at ? row.expires_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}

export const toSummary = ({ id, status, amount, stars, expires_at }: Payment): PaymentSummary => ({
  id,
  status,
  amount,
  stars,
  expires_at,
});

/**
 * Columns a call or registration query adds to show its payment (alias `pay` joined on the row's
 * payment_id); summaryOf turns them back into a PaymentSummary.
 */
export const SUMMARY_COLUMNS = `pay.id AS pay_id, pay.status AS pay_status, pay.amount AS pay_amount, pay.stars AS pay_stars,
  pay.expires_at AS pay_expires_at`;

export interface SummaryColumns {
  pay_id: number | null;
  pay_status: Payment['status'] | null;
  pay_amount: number | null;
  pay_stars: number | null;
  pay_expires_at: Date | null;
}

export function summaryOf(row: SummaryColumns): PaymentSummary | null {
  if (row.pay_id === null) return null;
  return {
    id: row.pay_id,
    status: row.pay_status!,
    amount: row.pay_amount!,
    stars: row.pay_stars,
    expires_at: row.pay_status === 'pending' && row.pay_expires_at ? row.pay_expires_at.toISOString() : null,
  };
}

/** The user's payments, newest first (ties by id, so the order is stable). */
export async function listPayments(db: Queryable, userId: number): Promise<Payment[]> {
  const rows = await db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return rows.map(toPayment);
}

/**
 * A page of the user's payments, in the order of listPayments. Keyset on payments_user_latest
 * (user_id, created_at DESC, id DESC), continued after the cursor's (created_at, id) to the
 * microsecond: a payment made while the user pages is newer than every cursor, so it lands before
 * the pages already read (seen on the next refresh), never twice, and pushes nothing off a page.
 * The totals are over all the user's payments, read in the same statement as the page.
 */
export async function listPaymentPage(db: Queryable, userId: number, query: PaymentListQuery): Promise<PaymentPage> {
  const pageSize = query.page_size ?? PAYMENTS_PAGE_SIZE;
  const rows = await db.query<PaymentRow & { created_us: number; total_paid: number; count: number }>(
    `WITH page AS (
       SELECT ${PAYMENT_COLUMNS}, (EXTRACT(EPOCH FROM created_at) * 1000000)::bigint AS created_us
       FROM payments
       WHERE user_id = $1
         AND ($2::bigint IS NULL
              OR (created_at, id) < (timestamptz 'epoch' + $2::bigint * interval '1 microsecond', $3::bigint))
       ORDER BY created_at DESC, id DESC
       LIMIT $4
     ), totals AS (
       SELECT coalesce(sum(amount) FILTER (WHERE status = 'paid'), 0) AS total_paid, count(*)::int AS count
       FROM payments WHERE user_id = $1
     )
     SELECT page.*, totals.* FROM totals LEFT JOIN page ON true
     ORDER BY page.created_at DESC, page.id DESC`,
    [userId, query.cursor?.createdAtMicros ?? null, query.cursor?.id ?? null, pageSize + 1],
  );
  const { total_paid, count } = rows[0]!;
  const listed = rows.filter((row) => row.id !== null);
  const page = listed.slice(0, pageSize);
  const last = page.at(-1);
  const next = listed.length > pageSize && last ? encodePaymentCursor({ createdAtMicros: last.created_us, id: last.id }) : null;
  return { results: page.map(toPayment), next, total_paid, count };
}

export async function findPayment(db: Queryable, id: number, lock = false): Promise<PaymentRow | undefined> {
  const [row] = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [
    id,
  ]);
  return row;
}

/** One of the user's payments; another user's is as unknown as a missing one (404). */
export async function getOwnPayment(db: Queryable, userId: number, id: number): Promise<PaymentRow> {
  const row = await findPayment(db, id);
  if (!row || row.user_id !== userId) throw notFound(`Payment ${id} not found`);
  return row;
}

/** Slovak words for why a payment cannot be paid (pre-checkout error_message, 409 of the invoice). */
export const REFUSALS = {
  paid: 'Táto platba už bola zaplatená.',
  expired: 'Rezervácia vypršala a platba sa nevykonala. Rezervujte si, prosím, znova.',
  cancelled: 'Rezervácia bola zrušená, platba sa nevykonala.',
  refund: 'Táto platba sa už vracia.',
  price: 'Cena sa medzitým zmenila. Otvorte, prosím, platbu znova.',
  notOwner: 'Túto platbu môže zaplatiť len ten, kto rezerváciu vytvoril.',
  unknown: 'Platba sa nenašla.',
  notStars: 'Táto platba sa nedá zaplatiť v Telegram Stars.',
  unavailable: 'Platbu sa teraz nepodarilo overiť. Skúste to, prosím, o chvíľu znova.',
} as const;

/** Why a payment cannot be paid now (a REFUSALS text), or null when it can. */
export async function payableProblem(db: Queryable, row: PaymentRow, now: Date): Promise<string | null> {
  if (row.status === 'paid') return REFUSALS.paid;
  if (row.status === 'cancelled') return REFUSALS.cancelled;
  if (row.status === 'expired') return REFUSALS.expired;
  if (row.status !== 'pending') return REFUSALS.refund;
  if (!row.expires_at || !row.stars || row.kind === 'subscription') return REFUSALS.notStars;
  if (row.expires_at <= now) return REFUSALS.expired;
  if (isPayableKind(row.kind)) {
    const payable = payableOf(row.kind);
    if (!(await payable.holdStands(db, row.id, now, false))) return payable.gone;
  }
  return null;
}

/** The owner's payment that can be paid now, or 404/409 (the 409's message is the Slovak reason). */
export async function payablePayment(db: Queryable, userId: number, id: number, now = new Date()): Promise<PaymentRow> {
  const row = await getOwnPayment(db, userId, id);
  const problem = await payableProblem(db, row, now);
  if (problem) throw conflict(problem);
  return row;
}

/** The invoice payload: the payment's id and its nonce ("<id>:<nonce>", at most 128 bytes). */
export const invoicePayload = (row: Pick<PaymentRow, 'id' | 'invoice_nonce'>) => `${row.id}:${row.invoice_nonce}`;

export function parsePayload(payload: string): { id: number; nonce: string } | null {
  const match = /^(\d{1,15}):([A-Za-z0-9_-]{1,64})$/.exec(payload);
  return match ? { id: Number(match[1]), nonce: match[2]! } : null;
}
