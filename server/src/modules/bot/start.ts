import { Composer, type Context } from 'grammy';
import type { Db } from '../../db/types';
import { pathForStartPayload } from './links';
import { enqueueMessage } from './outbox';
import { text } from './text';

/**
 * The bot's own update handlers. Nothing here calls the Bot API: answers are queued in the outbox
 * (so the webhook answers at once, and Telegram's pace is kept for replies too).
 */
export function botHandlers(db: Db): Composer<Context> {
  const composer = new Composer<Context>();

  composer.command('start', async (ctx, next) => {
    const from = ctx.from;
    if (!from || from.is_bot || ctx.chat?.type !== 'private') return;
    const payload = typeof ctx.match === 'string' ? ctx.match.trim() : '';
    // A speaking task's deep link (speak_<task id>) is the speaking module's to answer.
    if (/^speak_\d+$/.test(payload)) return next();
    const path = pathForStartPayload(payload);
    await db.transaction(async (tx) => {
      const userId = await startedBot(tx, from);
      await enqueueMessage(tx, {
        userId,
        kind: 'start_reply',
        subject: `update:${ctx.update.update_id}`,
        text: text.start(from.first_name),
        path,
        button: text.openApp,
      });
    });
  });

  // Telegram tells the bot when the learner allowed messages from the app (requestWriteAccess).
  composer.on('message:write_access_allowed', async (ctx) => {
    await db.query(
      `UPDATE users SET allows_write_to_pm = true, bot_unreachable_at = NULL, updated_at = now() WHERE telegram_id = $1`,
      [ctx.from.id],
    );
  });

  // A learner who blocks the bot: stop trying at once instead of waiting for a 403.
  composer.on('my_chat_member', async (ctx) => {
    const status = ctx.myChatMember.new_chat_member.status;
    if (ctx.chat.type !== 'private') return;
    const blocked = status === 'kicked' || status === 'left';
    await db.query(
      `UPDATE users SET bot_unreachable_at = ${blocked ? 'coalesce(bot_unreachable_at, now())' : 'NULL'}, updated_at = now()
       WHERE telegram_id = $1`,
      [ctx.chat.id],
    );
  });

  return composer;
}

/** The learner behind a /start: created on first sight (they may never have opened the app). */
async function startedBot(
  tx: Pick<Db, 'query'>,
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
  await tx.query('INSERT INTO user_settings (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [row!.id]);
  return row!.id;
}
