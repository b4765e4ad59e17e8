import type { UserSettings, UserSettingsPatch } from '../contract/settings';
import { notificationChildren, type NotificationFlag } from './index';

/**
 * The refusal half of the parent/child rule (spec section 4): a patch may not turn a child on
 * while its parent is, or stays, off after the patch. Returns the first offending pair; the
 * answer is a 400 naming the child. (The other half, a parent turned off clears its children, is
 * applyNotificationRules.)
 */
export function refusedNotificationChange(
  settings: UserSettings,
  patch: UserSettingsPatch,
): { parent: NotificationFlag; child: NotificationFlag; message: string } | undefined {
  const merged = { ...settings, ...patch };
  for (const [parent, children] of Object.entries(notificationChildren) as [NotificationFlag, readonly NotificationFlag[]][]) {
    if (merged[parent]) continue;
    const child = children.find((flag) => patch[flag] === true);
    if (child) return { parent, child, message: `${child} cannot be turned on while ${parent} is off` };
  }
  return undefined;
}
