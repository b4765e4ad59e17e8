import { http, HttpResponse } from 'msw';
import {
  encodePaymentCursor,
  idParam,
  MAX_UNPAID_HOLDS,
  paymentListQuery,
  PAYMENTS_PAGE_SIZE,
  starsFor,
  type DemoCheckoutResult,
  type Payment,
  type PaymentKind,
  type PaymentListQuery,
  type PaymentPage,
  type PaymentSummary,
} from '../contract';

/** The server's defaults (STARS_PER_EUR, PAYMENT_HOLD_MINUTES). */
export const MOCK_STARS_PER_EUR = 50;
export const MOCK_HOLD_MINUTES = 15;

/**
 * The user's payments as the server keeps them; the calls and meetings mocks record their holds
 * here, and 'Zaplatiť' (invoice, demo checkout) changes them, so every screen reads one truth.
 */
export interface PaymentsMockState {
  payments: Payment[];
  nextId: number;
  /** What a paid payment confirms (a meeting mock turns its registration joined). */
  onPaid: Array<(payment: Payment) => void>;
}

export const createPaymentsMockState = (payments: Payment[] = []): PaymentsMockState => ({
  payments: structuredClone(payments),
  nextId: Math.max(1000, ...payments.map((p) => p.id)) + 1,
  onPaid: [],
});

/** The Slovak 409 of the cap on unpaid holds, as the server words it. */
export const unpaidHoldsMessage = (titles: string[]) =>
  `Máte ${titles.length} nezaplatené rezervácie (naraz najviac ${MAX_UNPAID_HOLDS}): ${titles.join('; ')}. ` +
  'Zaplaťte ich v Prehľade platieb alebo počkajte, kým ich rezervácia vyprší.';

const held = (state: PaymentsMockState, now: number) =>
  state.payments.filter((p) => p.status === 'pending' && p.expires_at !== null && Date.parse(p.expires_at) > now);

/** A new pending payment holding a slot or seat, or the cap's 409 message. */
export function mockHold(
  state: PaymentsMockState,
  hold: { kind: Extract<PaymentKind, 'call' | 'meeting'>; title: string; amount: number },
  now = Date.now(),
): Payment | { refused: string } {
  const unpaid = held(state, now).sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  if (unpaid.length >= MAX_UNPAID_HOLDS) return { refused: unpaidHoldsMessage(unpaid.map((p) => p.title)) };
  const payment: Payment = {
    id: state.nextId++,
    ...hold,
    stars: starsFor(hold.amount, MOCK_STARS_PER_EUR),
    status: 'pending',
    expires_at: new Date(now + MOCK_HOLD_MINUTES * 60_000).toISOString(),
    created_at: new Date(now).toISOString(),
  };
  state.payments.unshift(payment);
  return payment;
}

export function mockPaymentSummary(state: PaymentsMockState, id: number | undefined | null): PaymentSummary | null {
  const payment = state.payments.find((p) => p.id === id);
  if (!payment) return null;
  const { status, amount, stars, expires_at } = payment;
  return { id: payment.id, status, amount, stars, expires_at };
}

export function setMockPaymentStatus(state: PaymentsMockState, id: number | null | undefined, status: Payment['status']): void {
  const payment = state.payments.find((p) => p.id === id);
  if (payment) Object.assign(payment, { status, expires_at: status === 'pending' ? payment.expires_at : null });
}

/** The Slovak refusal of a payment that cannot be paid, as the server words it (REFUSALS). */
function refusal(payment: Payment, now: number): string | null {
  if (payment.status === 'paid') return 'Táto platba už bola zaplatená.';
  if (payment.status === 'cancelled') return 'Rezervácia bola zrušená, platba sa nevykonala.';
  if (payment.status === 'expired' || (payment.expires_at && Date.parse(payment.expires_at) <= now))
    return 'Rezervácia vypršala a platba sa nevykonala. Rezervujte si, prosím, znova.';
  if (payment.status !== 'pending') return 'Táto platba sa už vracia.';
  if (!payment.stars || !payment.expires_at) return 'Táto platba sa nedá zaplatiť v Telegram Stars.';
  return null;
}

const notFound = (id: number) => HttpResponse.json({ message: `Payment ${id} not found` }, { status: 404 });
/** The path id as the server reads it (contract idParam), or its 400. */
function pathId(params: Record<string, unknown>): number | Response {
  const parsed = idParam.safeParse(params);
  if (parsed.success) return parsed.data.id;
  return HttpResponse.json({ message: `id: ${parsed.error.issues[0]?.message}`, field: 'id' }, { status: 400 });
}

/** A mock payment's created_at in microseconds (the server's cursor unit; the mocks keep milliseconds). */
const micros = (payment: Payment) => Date.parse(payment.created_at) * 1000;

/**
 * A page of the payments as the server cuts it: newest first (ties by id), continued after the
 * cursor's (created_at, id), totals over all of them.
 */
export function mockPaymentPage(payments: Payment[], query: PaymentListQuery): PaymentPage {
  const size = query.page_size ?? PAYMENTS_PAGE_SIZE;
  const after = query.cursor;
  const rest = [...payments]
    .sort((a, b) => micros(b) - micros(a) || b.id - a.id)
    .filter((p) => !after || micros(p) < after.createdAtMicros || (micros(p) === after.createdAtMicros && p.id < after.id));
  const results = rest.slice(0, size);
  const last = results.at(-1);
  const paid = payments.filter((p) => p.status === 'paid').reduce((sum, p) => sum + p.amount, 0);
  return {
    results,
    next: rest.length > size && last ? encodePaymentCursor({ createdAtMicros: micros(last), id: last.id }) : null,
    total_paid: Math.round(paid * 100) / 100,
    count: payments.length,
  };
}

/** GET /users/me/payments, POST /payments/{id}/invoice and the demo checkout, like the server. */
export function paymentsHandlers(state: PaymentsMockState = createPaymentsMockState()) {
  return [
    http.get('*/api/users/me/payments', ({ request }) => {
      const query = paymentListQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) {
        const field = String(query.error.issues[0]?.path[0] ?? 'query');
        return HttpResponse.json({ message: `${field}: ${query.error.issues[0]?.message}`, field }, { status: 400 });
      }
      // Without paging parameters the bare array, as remotes built before paging read it.
      if (query.data.cursor === undefined && query.data.page_size === undefined) return HttpResponse.json(state.payments);
      return HttpResponse.json(mockPaymentPage(state.payments, query.data));
    }),
    http.post('*/api/payments/:id/invoice', ({ params }) => {
      const id = pathId(params);
      if (typeof id !== 'number') return id;
      const payment = state.payments.find((p) => p.id === id);
      if (!payment) return notFound(id);
      const problem = refusal(payment, Date.now());
      if (problem) return HttpResponse.json({ message: problem }, { status: 409 });
      return HttpResponse.json({ invoice_link: `https://t.me/$demo-${payment.id}-mock` });
    }),
    http.post('*/api/payments/:id/demo-checkout', ({ params }) => {
      const id = pathId(params);
      if (typeof id !== 'number') return id;
      const payment = state.payments.find((p) => p.id === id);
      if (!payment) return notFound(id);
      const problem = refusal(payment, Date.now());
      if (problem) {
        const body: DemoCheckoutResult = { status: 'failed', error_message: problem, payment };
        return HttpResponse.json(body);
      }
      Object.assign(payment, { status: 'paid', expires_at: null });
      for (const confirm of state.onPaid) confirm(payment);
      const body: DemoCheckoutResult = { status: 'paid', error_message: null, payment };
      return HttpResponse.json(body);
    }),
  ];
}
