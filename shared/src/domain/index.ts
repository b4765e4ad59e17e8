/**
 * Constants and pure rules of the domain, free of zod so that screens can import them without
 * pulling the schema library into the browser. The contract re-exports them for the server.
 */
import type { UserSettings } from '../contract/settings';

export const SUBSCRIPTION_CODE_BASIC = 'basic';
export const SUBSCRIPTION_CODE_PREMIUM = 'premium';

export const notificationFlags = [
  'notify_on_study',
  'notify_on_new_tasks',
  'notify_on_checked_tasks',
  'notify_on_system',
  'notify_on_new_events',
  'notify_on_new_publication',
  'notify_on_upcoming_calls',
  'notify_on_upcoming_payment',
  'notify_on_study_reminder',
] as const;
export type NotificationFlag = (typeof notificationFlags)[number];

/** Parent toggles and the children they disable and clear (spec section 4). */
export const notificationChildren = {
  notify_on_study: ['notify_on_new_tasks', 'notify_on_checked_tasks', 'notify_on_study_reminder'],
  notify_on_system: [
    'notify_on_new_events',
    'notify_on_new_publication',
    'notify_on_upcoming_calls',
    'notify_on_upcoming_payment',
  ],
} as const satisfies Partial<Record<NotificationFlag, readonly NotificationFlag[]>>;

/** Applies the parent/child rule: a parent turned off clears its children. Server and client share it. */
export function applyNotificationRules(settings: UserSettings): UserSettings {
  const next = { ...settings };
  for (const [parent, children] of Object.entries(notificationChildren)) {
    if (!next[parent as NotificationFlag]) for (const child of children) next[child] = false;
  }
  return next;
}

export { foldForSearch, matchesSearch, MAX_SEARCH_LENGTH } from './search';
export { EARLIEST_BIRTH_DATE, birthDateIssue } from './birth-date';
export { refusedNotificationChange } from './notification-rules';
export { pageLinkOf, pageNeighbours, pageOf } from './pagination';
export { describeInputIssue, type InputIssue } from './api-error';

export { onWeekday, weekdayAccusative, withV } from './slovak-grammar';
export { plural, type SlovakForms } from './plural';
export { formatPrice, MAX_UNPAID_HOLDS, UNPAID_HOLDS_FIELD, starsFor } from './payments';
export { calendarDayIn, midnightIn } from './zoned-day';
export { deviceTimeZone, SCHOOL_TIME_ZONE } from './school-zone';
export { formatDateAs, learnerTimeZone, type DateFormatName } from './date-formats';
export {
  addDays,
  DAY_MS,
  fromLocal,
  hhmm,
  isoWeekday,
  monthOf,
  timeToMinutes,
  toLocal,
  toWire,
  type LocalTime,
} from './zoned-time';
