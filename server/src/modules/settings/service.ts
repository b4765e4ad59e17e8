import {
  applyNotificationRules,
  notificationChildren,
  type NotificationFlag,
  type UserSettings,
  type UserSettingsPatch,
} from '@app/shared/contract';
import type { Queryable } from '../../db/types';
import { badRequest } from '../../errors';

const COLUMNS = `notify_on_study, notify_on_new_tasks, notify_on_checked_tasks, notify_on_system,
  notify_on_new_events, notify_on_new_publication, notify_on_upcoming_calls,
  notify_on_upcoming_payment, language_level`;

export async function getSettings(db: Queryable, userId: number): Promise<UserSettings> {
  const [row] = await db.query<UserSettings>(`SELECT ${COLUMNS} FROM user_settings WHERE user_id = $1`, [userId]);
  if (row) return row;
  // Users are created with settings; this covers rows written by hand or by older code.
  const [created] = await db.query<UserSettings>(
    `INSERT INTO user_settings (user_id) VALUES ($1)
     ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id RETURNING ${COLUMNS}`,
    [userId],
  );
  return created!;
}

/**
 * Applies a partial update with the spec's parent/child rule (section 4): a parent turned off
 * clears its children; a child cannot be turned on while its parent is (or stays) off.
 */
export async function patchSettings(db: Queryable, userId: number, patch: UserSettingsPatch): Promise<UserSettings> {
  const current = await getSettings(db, userId);
  const merged: UserSettings = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  for (const [parent, children] of Object.entries(notificationChildren)) {
    if (merged[parent as NotificationFlag]) continue;
    for (const child of children) {
      if (patch[child] === true) throw badRequest(`${child} cannot be turned on while ${parent} is off`, child);
    }
  }
  const next = applyNotificationRules(merged);
  const [saved] = await db.query<UserSettings>(
    `UPDATE user_settings SET notify_on_study = $2, notify_on_new_tasks = $3, notify_on_checked_tasks = $4,
       notify_on_system = $5, notify_on_new_events = $6, notify_on_new_publication = $7,
       notify_on_upcoming_calls = $8, notify_on_upcoming_payment = $9, language_level = $10, updated_at = now()
     WHERE user_id = $1 RETURNING ${COLUMNS}`,
    [
      userId,
      next.notify_on_study,
      next.notify_on_new_tasks,
      next.notify_on_checked_tasks,
      next.notify_on_system,
      next.notify_on_new_events,
      next.notify_on_new_publication,
      next.notify_on_upcoming_calls,
      next.notify_on_upcoming_payment,
      next.language_level,
    ],
  );
  return saved!;
}
