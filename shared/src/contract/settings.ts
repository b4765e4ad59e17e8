import { z } from 'zod';

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
  language_level: languageLevel.nullable(),
});
export type UserSettings = z.infer<typeof userSettings>;

export const userSettingsPatch = userSettings.partial().strict();
export type UserSettingsPatch = z.infer<typeof userSettingsPatch>;
