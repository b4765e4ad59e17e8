/**
 * Meetings: the rules the server (server/src/modules/meetings/) and the mocks (../mocks/handlers.ts)
 * both apply, free of zod. server/src/modules/meetings/README.md explains them.
 */

/** Spec section 9: a capacity of 9999 means unlimited ('Neobmedzene'). */
export const MEETING_UNLIMITED_CAPACITY = 9999;

/** Seats left to show: null for an unlimited meeting, never below 0. */
export const seatsLeft = (capacity: number, taken: number): number | null =>
  capacity >= MEETING_UNLIMITED_CAPACITY ? null : Math.max(0, capacity - taken);

/**
 * Registration is open (the organiser's switch), the school has not cancelled the meeting, it has
 * not started and a seat is left.
 */
export const isJoinable = (
  meeting: { registrationOpen: boolean; cancelled?: boolean; start: Date; capacity: number },
  taken: number,
  now: Date,
) => meeting.registrationOpen && !meeting.cancelled && meeting.start > now && taken < meeting.capacity;

/**
 * Why the user cannot register now, in the server's order and words (a 409), or null. `registered`:
 * the user holds a live (not cancelled) registration for it already.
 */
export function registrationRefusal(
  meetingId: number,
  facts: { registered: boolean; cancelled?: boolean; start: Date; registrationOpen: boolean; capacity: number; taken: number },
  now: Date,
): string | null {
  if (facts.registered) return `You are already registered for meeting ${meetingId}`;
  if (facts.cancelled) return 'Stretnutie je zrušené.';
  if (facts.start.getTime() <= now.getTime()) return `Meeting ${meetingId} has already started`;
  if (!facts.registrationOpen) return `Registration for meeting ${meetingId} is closed`;
  if (facts.taken >= facts.capacity) return `Meeting ${meetingId} is full`;
  return null;
}

/**
 * What a registration becomes: a free meeting, or one the plan covers this month, is joined at
 * once; any other is pending until its price is paid.
 */
export function registrationCharge(price: number, covered: boolean): { status: 'joined' | 'pending'; charged: number } {
  return price === 0 || covered ? { status: 'joined', charged: 0 } : { status: 'pending', charged: price };
}

/** The 409 (field `expected_price`) when the user was shown another price than the one charged now; else null. */
export const priceChangedRefusal = (expected: number | undefined, charged: number): string | null =>
  expected !== undefined && Math.abs(expected - charged) > 0.004
    ? `The price of this meeting is now ${charged} €: check the rate and register again`
    : null;

/** The payment's title, as the payments list shows it. */
export const meetingPaymentTitle = (title: string) => `Stretnutie: ${title}`;
