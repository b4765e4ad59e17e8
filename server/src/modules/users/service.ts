import type { ProfileUpdate, SubscriptionStatus, User } from '@app/shared/contract';
import type { TelegramUser } from '../../auth/init-data';
import type { Db, Queryable } from '../../db/types';
import { staffRolesOf, type StaffBootstrap } from '../roles/index';
import { createDefaultSettings } from '../settings/index';
import { EFFECTIVE_STATUS_SQL, isLive, latestSubscription } from '../subscription/index';

/** The row every authenticated request carries as `request.user`. */
export interface CurrentUser {
  id: number;
  telegram_id: number;
  username: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  date_of_birth: string | null;
  photo_url: string | null;
  language_code: string | null;
  profile_edited_at: Date | null;
  allows_write_to_pm: boolean | null;
  /** The clock the app last sent (?tz=) or the learner chose; null: the school's. */
  time_zone: string | null;
  /** Effective status of the latest subscription, null when the user never had one. */
  subscription_status: SubscriptionStatus | null;
}

const CURRENT_USER_SQL = `
  SELECT u.id, u.telegram_id, u.username, u.first_name, u.last_name, u.email, u.date_of_birth,
         u.photo_url, u.language_code, u.profile_edited_at, u.allows_write_to_pm, u.time_zone, latest.status AS subscription_status
  FROM users u
  LEFT JOIN LATERAL (
    SELECT ${EFFECTIVE_STATUS_SQL} AS status FROM subscriptions s
    WHERE s.user_id = u.id ORDER BY s.created_at DESC, s.id DESC LIMIT 1
  ) latest ON true`;

async function findByTelegramId(db: Queryable, telegramId: number): Promise<CurrentUser | undefined> {
  const [row] = await db.query<CurrentUser>(`${CURRENT_USER_SQL} WHERE u.telegram_id = $1`, [telegramId]);
  return row;
}

/**
 * Finds the user of a verified init data, creating the user (with default settings) on first
 * sight. Afterwards Telegram keeps username, photo and language in sync; the names only until the
 * user saves the profile, so an edited profile is never overwritten.
 */
export async function ensureUser(db: Db, tg: TelegramUser): Promise<CurrentUser> {
  const fromTelegram = {
    username: tg.username ?? null,
    first_name: tg.first_name,
    last_name: tg.last_name ?? '',
    photo_url: tg.photo_url ?? null,
    language_code: tg.language_code ?? null,
  };
  // Only a client that sends it says anything about it: absent is not false. It may fill in an
  // unknown value or raise it to true, never lower a true: init data keeps saying false for the
  // whole session after the learner allowed messages ('Povoliť správy'). A real revocation shows
  // as a 403 on the next message, which marks the learner unreachable.
  const allowsWriteToPm = tg.allows_write_to_pm ?? null;
  const existing = await findByTelegramId(db, tg.id);
  if (!existing) {
    await db.transaction(async (tx) => {
      const [created] = await tx.query<{ id: number }>(
        `INSERT INTO users (telegram_id, username, first_name, last_name, photo_url, language_code, allows_write_to_pm)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (telegram_id) DO NOTHING RETURNING id`,
        [
          tg.id,
          fromTelegram.username,
          fromTelegram.first_name,
          fromTelegram.last_name,
          fromTelegram.photo_url,
          fromTelegram.language_code,
          allowsWriteToPm,
        ],
      );
      // No row: a parallel first request created the user a moment ago.
      if (created) await createDefaultSettings(tx, created.id);
    });
    const user = await findByTelegramId(db, tg.id);
    if (!user) throw new Error(`user ${tg.id} not found after insert`);
    return user;
  }

  const namesFollowTelegram = existing.profile_edited_at === null;
  const changed =
    existing.username !== fromTelegram.username ||
    existing.photo_url !== fromTelegram.photo_url ||
    existing.language_code !== fromTelegram.language_code ||
    (allowsWriteToPm === true && existing.allows_write_to_pm !== true) ||
    (allowsWriteToPm !== null && existing.allows_write_to_pm === null) ||
    (namesFollowTelegram && (existing.first_name !== fromTelegram.first_name || existing.last_name !== fromTelegram.last_name));
  if (!changed) return existing;

  await db.query(
    `UPDATE users SET username = $2, photo_url = $3, language_code = $4,
       first_name = CASE WHEN profile_edited_at IS NULL THEN $5 ELSE first_name END,
       last_name  = CASE WHEN profile_edited_at IS NULL THEN $6 ELSE last_name END,
       allows_write_to_pm = CASE WHEN $7 IS TRUE OR allows_write_to_pm IS NULL THEN coalesce($7, allows_write_to_pm)
                            ELSE allows_write_to_pm END,
       -- Telegram now allows writing: an earlier refusal no longer holds.
       bot_unreachable_at = CASE WHEN $7 AND allows_write_to_pm IS NOT TRUE THEN NULL ELSE bot_unreachable_at END,
       updated_at = now()
     WHERE id = $1`,
    [
      existing.id,
      fromTelegram.username,
      fromTelegram.photo_url,
      fromTelegram.language_code,
      fromTelegram.first_name,
      fromTelegram.last_name,
      allowsWriteToPm,
    ],
  );
  return {
    ...existing,
    allows_write_to_pm:
      allowsWriteToPm === true || existing.allows_write_to_pm === null
        ? (allowsWriteToPm ?? existing.allows_write_to_pm)
        : existing.allows_write_to_pm,
    username: fromTelegram.username,
    photo_url: fromTelegram.photo_url,
    language_code: fromTelegram.language_code,
    ...(namesFollowTelegram ? { first_name: fromTelegram.first_name, last_name: fromTelegram.last_name } : {}),
  };
}

/**
 * The User of the contract from a loaded row. `subscription` is the latest subscription only
 * while it is live (active, pending, or cancelled within its paid period, so the settings screen
 * shows 'Zrušené'); an expired one reads as null so the client guard sends the user back to
 * onboarding, where Basic can be activated again. The row's effective status already says which,
 * so the subscription itself is read only when it will be shown.
 */
export async function toUser(db: Queryable, bootstrap: StaffBootstrap, row: CurrentUser): Promise<User> {
  const { id, telegram_id, username, first_name, last_name, email, date_of_birth, photo_url } = row;
  const staff_roles = await staffRolesOf(db, bootstrap, row);
  const user = { id, telegram_id, username, first_name, last_name, email, date_of_birth, photo_url, staff_roles };
  if (!isLive(row.subscription_status)) return { ...user, subscription: null };
  const latest = await latestSubscription(db, id);
  if (!latest || !isLive(latest.status)) return { ...user, subscription: null };
  const { id: _id, ...subscription } = latest;
  return { ...user, subscription };
}

export async function getUser(db: Queryable, bootstrap: StaffBootstrap, userId: number): Promise<User> {
  const [row] = await db.query<CurrentUser>(`${CURRENT_USER_SQL} WHERE u.id = $1`, [userId]);
  if (!row) throw new Error(`user ${userId} not found`);
  return toUser(db, bootstrap, row);
}

/** Saves the profile form. Blank email or date clears it; an omitted one stays as it was. */
export async function updateProfile(
  db: Queryable,
  bootstrap: StaffBootstrap,
  userId: number,
  update: ProfileUpdate,
): Promise<User> {
  const clear = (value: string | null | undefined) => (value === undefined ? undefined : value || null);
  const email = clear(update.email);
  const dateOfBirth = clear(update.date_of_birth);
  await db.query(
    `UPDATE users SET first_name = $2, last_name = $3,
       email = CASE WHEN $4::boolean THEN $5::text ELSE email END,
       date_of_birth = CASE WHEN $6::boolean THEN $7::date ELSE date_of_birth END,
       profile_edited_at = now(), updated_at = now()
     WHERE id = $1`,
    [
      userId,
      update.first_name,
      update.last_name,
      email !== undefined,
      email ?? null,
      dateOfBirth !== undefined,
      dateOfBirth ?? null,
    ],
  );
  return getUser(db, bootstrap, userId);
}
