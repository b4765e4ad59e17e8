import { addDays, fromLocal, toLocal } from '@app/shared/domain';

/** Spec section 9: the next activity becomes available at 08:00 local time the day after finishing. */
export const UNLOCK_HOUR = 8;

/** When the activity after one finished at `finishedAt` unlocks: 08:00 the next day in `timeZone`. */
export function nextUnlock(finishedAt: Date, timeZone: string): Date {
  return fromLocal(addDays(toLocal(finishedAt, timeZone).date, 1), UNLOCK_HOUR * 60, timeZone);
}
