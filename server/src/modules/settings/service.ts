import { applyNotificationRules, type UserSettings, type UserSettingsPatch } from '@app/shared/contract';
import { refusedNotificationChange } from '@app/shared/domain';
import type { Db, Queryable } from '../../db/types';
import { badRequest } from '../../errors';

const COLUMNS = `notify_on_study, notify_on_new_tasks, notify_on_checked_tasks, notify_on_system,
  notify_on_new_events, notify_on_new_publication, notify_on_upcoming_calls,
  notify_on_upcoming_payment, language_level`;

export async function getSettings(db: Queryable, userId: number): Promise<UserSettings> {
  const [row] = await db.query<UserSettings>(`SELECT ${COLUMNS} FROM user_settings WHERE user_id = $1`, [userId]);
  // Users are created with settings; this covers rows written by hand or by older code.
  return row ?? createSettings(db, userId);
}

/** Inserts the default settings row (or touches an existing one) and returns it, locked. */
async function createSettings(db: Queryable, userId: number): Promise<UserSettings> {
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
 *
 * Read, merge and write happen in one transaction with the row locked (`FOR UPDATE`), so two saves
 * of the same user run one after the other: each merges into what the previous one wrote, and a
 * child saved right after its parent sees the parent on. Without the lock both would read the same
 * row and the later write would undo the earlier one (a lost update).
 */
export async function patchSettings(
  db: Pick<Db, 'transaction'>,
  userId: number,
  patch: UserSettingsPatch,
): Promise<UserSettings> {
  return db.transaction(async (tx) => {
    const current = await lockSettings(tx, userId);
    const merged: UserSettings = { ...current };
    for (const [key, value] of Object.entries(patch)) {
      if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
    }
    const refused = refusedNotificationChange(current, patch);
    if (refused) throw badRequest(refused.message, refused.child);
    const next = applyNotificationRules(merged);
    const [saved] = await tx.query<UserSettings>(
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
  });
}

/** The settings row, locked until the transaction ends; created (and so locked too) when missing. */
async function lockSettings(tx: Queryable, userId: number): Promise<UserSettings> {
  const [row] = await tx.query<UserSettings>(`SELECT ${COLUMNS} FROM user_settings WHERE user_id = $1 FOR UPDATE`, [userId]);
  // An upsert locks the row it inserts or updates, like FOR UPDATE.
  return row ?? createSettings(tx, userId);
}

/** A new user's settings row, every toggle at its default (users creates it with the user). */
export async function createDefaultSettings(tx: Queryable, userId: number): Promise<void> {
  await tx.query('INSERT INTO user_settings (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [userId]);
}
