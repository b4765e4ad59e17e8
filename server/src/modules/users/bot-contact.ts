import type { Queryable } from '../../db/types';
import { createDefaultSettings } from '../settings/index';

/*
 * What Telegram tells the bot about a user (users owns the row; the bot only reports): who
 * started the bot, who allowed or refused messages. The columns decide whether the bot writes to
 * them (bot/README.md).
 */

/** The learner behind a /start: created on first sight (they may never have opened the app), with default settings. */
export async function userStartedBot(
  tx: Queryable,
  from: { id: number; first_name: string; last_name?: string; username?: string; language_code?: string },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO users (telegram_id, username, first_name, last_name, language_code, bot_started_at)
     VALUES ($1, $2, $3, $4, $5, now())
     ON CONFLICT (telegram_id) DO UPDATE SET bot_started_at = now(), bot_unreachable_at = NULL, updated_at = now()
     RETURNING id`,
    [
      from.id,
      from.username ?? null,
      from.first_name.slice(0, 256),
      (from.last_name ?? '').slice(0, 256),
      from.language_code ?? null,
    ],
  );
  await createDefaultSettings(tx, row!.id);
  return row!.id;
}

/** The learner allowed messages (in the app, or Telegram's write_access_allowed): try again even after a refusal. */
export async function recordWriteAccess(db: Queryable, who: { userId: number } | { telegramId: number }): Promise<void> {
  const [column, id] = 'userId' in who ? ['id', who.userId] : ['telegram_id', who.telegramId];
  await db.query(
    `UPDATE users SET allows_write_to_pm = true, bot_unreachable_at = NULL, updated_at = now() WHERE ${column} = $1`,
    [id],
  );
}

/** The learner blocked the bot (or Telegram refused the chat): stop trying until they come back. */
export async function recordBotBlocked(
  db: Queryable,
  who: { userId: number } | { telegramId: number },
  blocked: boolean,
): Promise<void> {
  const [column, id] = 'userId' in who ? ['id', who.userId] : ['telegram_id', who.telegramId];
  await db.query(
    `UPDATE users SET bot_unreachable_at = ${blocked ? 'coalesce(bot_unreachable_at, now())' : 'NULL'}, updated_at = now()
     WHERE ${column} = $1`,
    [id],
  );
}
