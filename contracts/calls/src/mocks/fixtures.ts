import type { Call, Speaker } from '..';

/**
 * Calls fixtures. Speakers are the server's seed (server/src/seed/calls.ts); the weekly hours
 * are simplified. Calls are placed relative to `now`, so their statuses hold on any day.
 */
export const speakerFixtures: Speaker[] = [
  {
    id: 1,
    first_name: 'Katarína',
    last_name: 'Horváthová',
    username: 'katka_hovori_po_slovensky',
    photo_url: '/media/calls/katarina-horvathova.svg',
  },
  { id: 2, first_name: 'Marek', last_name: 'Kováč', username: 'marek_kovac_sk', photo_url: '/media/calls/marek-kovac.svg' },
  { id: 3, first_name: 'Zuzana', last_name: 'Baláková', username: 'zuzka_balakova', photo_url: null },
];

/** Daily hours on the device's clock, every day of the week; Zuzana offers none (the 'no slots' day). */
export const speakerHoursFixtures: Record<number, Array<[string, string]>> = {
  1: [
    ['09:00', '09:30'],
    ['14:00', '14:20'],
  ],
  2: [['18:00', '18:30']],
  3: [],
};

/** Price of a paid 10-minute call in the mocks (euros). */
export const MOCK_CALL_PRICE = 4.5;

/** `{date}T{HH:mm}:00Z`, the contract's instant shape. */
export const toInstant = (date: Date): string => `${date.toISOString().slice(0, 16)}:00Z`;

const at = (now: Date, days: number, hours: number, minutes = 0) => {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, hours, minutes);
  return day;
};

const speakerOf = (id: number) => {
  const { first_name, last_name, username, photo_url, photo_variants = null } = speakerFixtures.find((s) => s.id === id)!;
  return { id, first_name, last_name, username, photo_url, photo_variants };
};

function callAt(
  now: Date,
  fields: {
    id: number;
    speaker: number;
    days: number;
    hour: number;
    minutes?: number;
    status?: Call['status'];
    paid?: boolean;
    review?: Call['review'];
    comment?: string;
  },
): Call {
  const start = at(now, fields.days, fields.hour);
  const end = new Date(start.getTime() + (fields.minutes ?? 10) * 60_000);
  const paid = fields.paid ?? false;
  return {
    id: fields.id,
    status: fields.status ?? 'scheduled',
    start_dt: toInstant(start),
    end_dt: toInstant(end),
    speaker: speakerOf(fields.speaker),
    comment: fields.comment ?? '',
    is_paid: paid,
    price: paid ? MOCK_CALL_PRICE : 0,
    is_included: !paid,
    is_refunded: false,
    review: fields.review ?? null,
    // Paid before: 50 Stars a euro, the server's default.
    payment: paid
      ? { id: 900 + fields.id, status: 'paid', amount: MOCK_CALL_PRICE, stars: Math.ceil(MOCK_CALL_PRICE * 50), expires_at: null }
      : null,
  };
}

/**
 * The demo user's calls: a scheduled one three days ahead, a completed paid one waiting
 * for a review, a completed one already reviewed and a cancelled one. All are paid, as in the
 * server's demo seed, so the first booking reads 'V SADZBE'. GET /calls order: upcoming
 * first (soonest first), then the rest (latest first).
 */
export function callFixtures(now: Date = new Date()): Call[] {
  return [
    callAt(now, { id: 1, speaker: 2, days: 3, hour: 18, paid: true, comment: 'Rada by som sa porozprávala o Vianociach.' }),
    callAt(now, { id: 2, speaker: 1, days: -4, hour: 9, minutes: 30, paid: true, status: 'completed' }),
    callAt(now, {
      id: 3,
      speaker: 1,
      days: -12,
      hour: 14,
      paid: true,
      status: 'completed',
      review: { rating: 5, comment: 'Výborné!', created_at: toInstant(at(now, -11, 10)) },
    }),
    callAt(now, { id: 4, speaker: 2, days: -20, hour: 18, paid: true, status: 'cancelled' }),
  ];
}
