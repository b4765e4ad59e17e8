import { Composer, type Context } from 'grammy';
import type { Db } from '../../db/types';
import { recordBotBlocked, recordWriteAccess, userStartedBot } from '../users/index';
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
      const userId = await userStartedBot(tx, from);
      await enqueueMessage(tx, {
        userId,
        kind: 'start_reply',
        // Asked for: no setting applies.
        toggle: null,
        subject: `update:${ctx.update.update_id}`,
        text: text.start(from.first_name),
        path,
        button: text.openApp,
      });
    });
  });

  // Telegram tells the bot when the learner allowed messages from the app (requestWriteAccess).
  composer.on('message:write_access_allowed', async (ctx) => {
    await recordWriteAccess(db, { telegramId: ctx.from.id });
  });

  // A learner who blocks the bot: stop trying at once instead of waiting for a 403.
  composer.on('my_chat_member', async (ctx) => {
    const status = ctx.myChatMember.new_chat_member.status;
    if (ctx.chat.type !== 'private') return;
    const blocked = status === 'kicked' || status === 'left';
    await recordBotBlocked(db, { telegramId: ctx.chat.id }, blocked);
  });

  return composer;
}
