import type { Queryable } from '../db/types';
import { HttpError } from '../errors';

/**
 * How much one person may churn in 24 hours (a rolling window, the same on every clock): booking
 * and cancelling, requesting and cancelling a plan each write rows (and outbox rows) that stay as
 * history. A real learner stays far below; a script looping at the write limit (60 a minute) would
 * otherwise write ~43,000 rows a day per table. Counted under the user-row lock the caller holds,
 * so parallel requests cannot slip past.
 */
export const DAILY_CAPS = {
  subscriptionRequests: 5,
  callBookings: 10,
  meetingRegistrations: 10,
} as const;

export const DAILY_CAP_FIELD = 'daily_limit';

/** The Slovak 429 of each cap. */
export const dailyCapMessages = {
  subscriptionRequests: (cap: number) =>
    `Predplatné ste za posledných 24 hodín aktivovali už ${cap}-krát (najviac ${cap}-krát za deň). Skúste to, prosím, zajtra.`,
  callBookings: (cap: number) =>
    `Za posledných 24 hodín ste si rezervovali už ${cap} hovorov (najviac ${cap} za deň). Ďalší hovor si môžete rezervovať zajtra.`,
  meetingRegistrations: (cap: number) =>
    `Za posledných 24 hodín ste sa na stretnutia prihlásili už ${cap}-krát (najviac ${cap}-krát za deň). Ďalšie prihlásenie bude možné zajtra.`,
} as const;

/**
 * Refuses (429, Slovak message, `field: daily_limit`) when `countSql` (one parameter, the user's
 * id; it must count the rows the user created in the last 24 hours) reaches the cap.
 */
export async function enforceDailyCap(
  tx: Queryable,
  userId: number,
  cap: keyof typeof DAILY_CAPS,
  countSql: string,
): Promise<void> {
  const limit = DAILY_CAPS[cap];
  const [row] = await tx.query<{ n: number }>(countSql, [userId]);
  if ((row?.n ?? 0) >= limit) throw new HttpError(429, dailyCapMessages[cap](limit), DAILY_CAP_FIELD);
}
