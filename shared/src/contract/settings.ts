import { z } from 'zod';

export const notificationFlags = [
  'notify_on_study',
  'notify_on_new_tasks',
  'notify_on_checked_tasks',
  'notify_on_system',
  'notify_on_new_events',
  'notify_on_new_publication',
  'notify_on_upcoming_calls',
  'notify_on_upcoming_payment',
] as const;
export type NotificationFlag = (typeof notificationFlags)[number];

/** Parent toggles and the children they disable and clear (spec section 4). */
export const notificationChildren = {
  notify_on_study: ['notify_on_new_tasks', 'notify_on_checked_tasks'],
  notify_on_system: [
    'notify_on_new_events',
    'notify_on_new_publication',
    'notify_on_upcoming_calls',
    'notify_on_upcoming_payment',
  ],
} as const satisfies Partial<Record<NotificationFlag, readonly NotificationFlag[]>>;

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

/** Applies the parent/child rule: a parent turned off clears its children. Server and client share it. */
export function applyNotificationRules(settings: UserSettings): UserSettings {
  const next = { ...settings };
  for (const [parent, children] of Object.entries(notificationChildren)) {
    if (!next[parent as NotificationFlag]) for (const child of children) next[child] = false;
  }
  return next;
}
