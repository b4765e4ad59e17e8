import { z } from 'zod';
import { ianaTimeZone } from './common';

export { notificationFlags, notificationChildren, applyNotificationRules, type NotificationFlag } from '../domain';

export const languageLevel = z.enum(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']);
export type LanguageLevel = z.infer<typeof languageLevel>;

export const userSettings = z.object({
  notify_on_study: z.boolean(),
  notify_on_new_tasks: z.boolean(),
  notify_on_checked_tasks: z.boolean(),
  notify_on_system: z.boolean(),
  notify_on_new_events: z.boolean(),
  notify_on_new_publication: z.boolean(),
  notify_on_upcoming_calls: z.boolean(),
  notify_on_upcoming_payment: z.boolean(),
  /** The study reminder (issue 39): a child of notify_on_study, sent at the learner's hour. */
  notify_on_study_reminder: z.boolean(),
  language_level: languageLevel.nullable(),
  /** The hour (0-23) the learner wants to study, on the clock of `time_zone`; null: no reminder chosen. */
  study_reminder_hour: z.number().int().min(0).max(23).nullable(),
  /** ISO weekdays (1 Monday … 7 Sunday) the reminder may come on, ascending, at least one. */
  study_reminder_days: z.array(z.number().int().min(1).max(7)).min(1).max(7),
  /** The learner's zone as the app last sent it (null: Europe/Bratislava); the reminder's hour is on it. */
  time_zone: ianaTimeZone.nullable(),
});
export type UserSettings = z.infer<typeof userSettings>;

/** Days as the learner ticks them, in any order and repeated: kept once each, Monday first. */
const reminderDaysPatch = userSettings.shape.study_reminder_days
  .max(14)
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

export const userSettingsPatch = userSettings.extend({ study_reminder_days: reminderDaysPatch }).partial().strict();
export type UserSettingsPatch = z.infer<typeof userSettingsPatch>;
