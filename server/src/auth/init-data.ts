import { sign, validate } from '@telegram-apps/init-data-node';
import { unauthorized } from '../errors';

/** Init data is valid for 24 hours after Telegram signed it. */
export const INIT_DATA_TTL_SECONDS = 24 * 60 * 60;

export interface TelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  language_code?: string;
}

/**
 * Checks an `Authorization: tma <initDataRaw>` header (HMAC-SHA256 per Telegram, 24 h expiry) and
 * returns the Telegram user it carries. Throws a 401 HttpError otherwise.
 */
export function verifyAuthorization(header: string | undefined, botToken: string): TelegramUser {
  if (!header) throw unauthorized('Missing Authorization header (expected "tma <initData>")');
  const match = /^tma\s+(.+)$/i.exec(header.trim());
  if (!match?.[1]) throw unauthorized('Authorization header must be "tma <initData>"');
  const raw = match[1];
  try {
    validate(raw, botToken, { expiresIn: INIT_DATA_TTL_SECONDS });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'ExpiredError') throw unauthorized('Init data has expired');
    throw unauthorized('Init data is invalid');
  }
  const user = readUser(raw);
  if (!user || !Number.isSafeInteger(user.id) || !user.first_name) throw unauthorized('Init data carries no user');
  return user;
}

/**
 * The `user` field of init data the HMAC already vouched for. Read directly rather than through
 * init-data-node's `parse`, which insists on the `signature` field that clients before Bot API 8.0
 * do not send: their HMAC-valid init data is as trustworthy as anyone's.
 */
function readUser(raw: string): TelegramUser | undefined {
  const field = new URLSearchParams(raw).get('user');
  if (!field) return undefined;
  try {
    const value: unknown = JSON.parse(field);
    return value && typeof value === 'object' ? (value as TelegramUser) : undefined;
  } catch {
    throw unauthorized('Init data is invalid');
  }
}

/** Signs init data for a user as Telegram would (demo route and tests). */
export function signInitData(
  user: TelegramUser,
  botToken: string,
  options: { authDate?: Date; signature: string },
): string {
  return sign({ user, signature: options.signature }, botToken, options.authDate ?? new Date());
}
