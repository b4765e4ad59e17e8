import { applyNotificationRules, type UserSettings, type UserSettingsPatch } from '@app/shared/contract';
import { refusedNotificationChange } from '@app/shared/domain';
import type { Db, Queryable } from '../../db/types';
import { badRequest } from '../../errors';
import { publish } from '../events/index';

/** The learner chose the clock their reminder's hour is on; the user's zone is the users module's. */
export interface TimeZoneChosen {
  userId: number;
  /** null: back to the school's clock. */
  timeZone: string | null;
}
declare module '../events/index' {
  interface DomainEvents {
    'settings.time_zone_chosen': TimeZoneChosen;
  }
}

/** The settings row's columns, in the order of the UPDATE below ($2 …). */
const STORED = [
  'notify_on_study',
  'notify_on_new_tasks',
  'notify_on_checked_tasks',
  'notify_on_system',
  'notify_on_new_events',
  'notify_on_new_publication',
  'notify_on_upcoming_calls',
  'notify_on_upcoming_payment',
  'notify_on_study_reminder',
  'language_level',
  'study_reminder_hour',
  'study_reminder_days',
] as const satisfies readonly (keyof UserSettings)[];

// The zone is the user's (users.time_zone, which the app also sends with ?tz=): the reminder's
// hour is on the clock every other message of the bot uses.
const COLUMNS = `${STORED.map((column) => `s.${column}`).join(', ')}, u.time_zone`;

type Row = Omit<UserSettings, 'study_reminder_days'> & { study_reminder_days: (number | string)[] };

/** smallint[] arrives as numbers from pg and PGlite alike; Number() keeps it so if a driver sends strings. */
const settingsOf = (row: Row): UserSettings => ({ ...row, study_reminder_days: row.study_reminder_days.map(Number) });

export async function getSettings(db: Queryable, userId: number): Promise<UserSettings> {
  const [row] = await db.query<Row>(
    `SELECT ${COLUMNS} FROM user_settings s JOIN users u ON u.id = s.user_id WHERE s.user_id = $1`,
    [userId],
  );
  // Users are created with settings; this covers rows written by hand or by older code.
  return row ? settingsOf(row) : createSettings(db, userId);
}

/** Inserts the default settings row (or touches an existing one) and returns it, locked. */
async function createSettings(db: Queryable, userId: number): Promise<UserSettings> {
  const [created] = await db.query<Row>(
    `WITH s AS (INSERT INTO user_settings (user_id) VALUES ($1)
                ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id RETURNING *)
     SELECT ${COLUMNS} FROM s JOIN users u ON u.id = s.user_id`,
    [userId],
  );
  return settingsOf(created!);
}

/**
 * Applies a partial update with the spec's parent/child rule (section 4): a parent turned off
 * clears its children; a child cannot be turned on while its parent is (or stays) off.
 *
 * Read, merge and write happen in one transaction with the row locked (`FOR UPDATE`), so two saves
 * of the same user run one after the other: each merges into what the previous one wrote, and a
 * child saved right after its parent sees the parent on. Without the lock both would read the same
 * row and the later write would undo the earlier one (a lost update).
 *
 * `time_zone` is the user's clock (users.time_zone): the app sends the device's zone with the
 * reminder's hour, so the hour means what the learner saw when choosing it.
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
    await tx.query(
      `UPDATE user_settings SET ${STORED.map((column, i) => `${column} = $${i + 2}`).join(', ')}, updated_at = now()
       WHERE user_id = $1`,
      [userId, ...STORED.map((column) => next[column])],
    );
    if (patch.time_zone !== undefined) await publish(tx, 'settings.time_zone_chosen', { userId, timeZone: patch.time_zone });
    return getSettings(tx, userId);
  });
}

/** The settings row, locked until the transaction ends; created (and so locked too) when missing. */
async function lockSettings(tx: Queryable, userId: number): Promise<UserSettings> {
  const [row] = await tx.query<Row>(
    `SELECT ${COLUMNS} FROM user_settings s JOIN users u ON u.id = s.user_id WHERE s.user_id = $1 FOR UPDATE OF s`,
    [userId],
  );
  // An upsert locks the row it inserts or updates, like FOR UPDATE.
  return row ? settingsOf(row) : createSettings(tx, userId);
}

/** A new user's settings row, every toggle at its default (users creates it with the user). */
export async function createDefaultSettings(tx: Queryable, userId: number): Promise<void> {
  await tx.query('INSERT INTO user_settings (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [userId]);
}
