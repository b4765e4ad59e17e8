import type { NotificationFlag } from '@app/shared/contract';
import type { Db } from '../../db/types';
import { SCHOOL_TIME_ZONE } from '../../zone';

/**
 * One message to every user, in one statement per time zone in use (texts differ only by the
 * learner's clock). The outbox key (kind, subject) makes a rerun harmless; the worker checks
 * `toggle` when each goes out.
 */
export async function broadcast(
  db: Db,
  message: { kind: string; subject: string; toggle: NotificationFlag; path: string; button: string },
  textFor: (timeZone: string) => string,
): Promise<void> {
  const zones = await db.query<{ zone: string }>(`SELECT DISTINCT coalesce(time_zone, $1) AS zone FROM users`, [
    SCHOOL_TIME_ZONE,
  ]);
  for (const { zone } of zones) {
    const payload = JSON.stringify({ message: { text: textFor(zone), path: message.path, button: message.button } });
    await db.query(
      `INSERT INTO outbox (user_id, kind, subject, toggle, payload)
       SELECT u.id, $1, $2, $3, $4::jsonb FROM users u WHERE coalesce(u.time_zone, $5) = $6
       ON CONFLICT ON CONSTRAINT outbox_once DO NOTHING`,
      [message.kind, message.subject, message.toggle, payload, SCHOOL_TIME_ZONE, zone],
    );
  }
}

/**
 * Since when the bot announces what appears (bot_state.announce_since): set at the first call,
 * so what existed before the bot, the seed included, is never announced. Null on that first call.
 */
export async function announcingSince(db: Db): Promise<Date | null> {
  const [state] = await db.query<{ since: Date | null }>('SELECT announce_since AS since FROM bot_state');
  if (state?.since) return state.since;
  await db.query('UPDATE bot_state SET announce_since = now() WHERE announce_since IS NULL');
  return null;
}
