import { telegramInitUser, type TelegramInitUser } from '@app/shared/contract';
import { sign, validate } from '@telegram-apps/init-data-node';
import { unauthorized } from '../errors';

/** Init data is valid for 24 hours after Telegram signed it. */
export const INIT_DATA_TTL_SECONDS = 24 * 60 * 60;

/**
 * How far in the future `auth_date` may be: clocks of Telegram's servers and this one differ by
 * a little. Beyond that the data would outlive its 24 hours, so it is refused.
 */
export const AUTH_DATE_SKEW_SECONDS = 60;

export type TelegramUser = TelegramInitUser;

/**
 * Checks an `Authorization: tma <initDataRaw>` header (HMAC-SHA256 per Telegram, 24 h expiry) and
 * returns the Telegram user it carries. Throws a 401 HttpError otherwise.
 */
export function verifyAuthorization(header: string | undefined, botToken: string): TelegramUser {
  if (!header) throw unauthorized('Missing Authorization header (expected "tma <initData>")');
  const match = /^tma\s+(.+)$/i.exec(header.trim());
  if (!match?.[1]) throw unauthorized('Authorization header must be "tma <initData>"');
  const raw = match[1];
  const params = new URLSearchParams(raw);
  checkAuthDate(params.getAll('auth_date'));
  try {
    validate(raw, botToken, { expiresIn: INIT_DATA_TTL_SECONDS });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'ExpiredError') throw unauthorized('Init data has expired');
    throw unauthorized('Init data is invalid');
  }
  return readUser(params.getAll('user'));
}

/**
 * init-data-node reads `auth_date` with parseInt (`123abc` passes) and never looks at the
 * future. One plain integer, not later than now plus a small skew.
 */
function checkAuthDate(values: string[]): void {
  if (values.length !== 1 || !/^[1-9]\d{0,11}$/.test(values[0]!))
    throw unauthorized('Init data is invalid: auth_date must be one whole number of seconds');
  if (Number(values[0]) > Date.now() / 1000 + AUTH_DATE_SKEW_SECONDS)
    throw unauthorized('Init data is invalid: auth_date is in the future');
}

/**
 * The `user` field of init data the HMAC already vouched for, checked against the contract: the
 * signature proves who sent it, not that it is well formed. Read directly rather than through
 * init-data-node's `parse`, which insists on the `signature` field that clients before Bot API 8.0
 * do not send: their HMAC-valid init data is as trustworthy as anyone's.
 */
function readUser(fields: string[]): TelegramUser {
  if (fields.length === 0) throw unauthorized('Init data carries no user');
  if (fields.length > 1) throw unauthorized('Init data is invalid: more than one user');
  let value: unknown;
  try {
    value = JSON.parse(fields[0]!);
  } catch {
    throw unauthorized('Init data is invalid: user is not JSON');
  }
  const parsed = telegramInitUser.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = ['user', ...issue.path.map(String)].join('.');
    throw unauthorized(`Init data carries an invalid user: ${path} ${issue.message}`);
  }
  return wellFormed(parsed.data);
}

/**
 * Every text of the user as the database will store it: a lone UTF-16 surrogate (JSON allows
 * `"\ud800"`) cannot be encoded in UTF-8, and both drivers store U+FFFD in its place. Replacing it
 * here, once, makes what is compared with the stored row equal to what was stored, so an unchanged
 * name is recognised as unchanged instead of rewriting the user row on every request.
 */
function wellFormed(user: TelegramUser): TelegramUser {
  const fixed: TelegramUser = { ...user, first_name: toWellFormed(user.first_name) };
  for (const key of ['last_name', 'username', 'photo_url', 'language_code'] as const) {
    const text = user[key];
    if (text !== undefined) fixed[key] = toWellFormed(text);
  }
  return fixed;
}

/** String.prototype.toWellFormed (ES2024, beyond the server's TypeScript lib). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const toWellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');

/** Signs init data for a user as Telegram would (demo route and tests). */
export function signInitData(user: TelegramUser, botToken: string, options: { authDate?: Date; signature: string }): string {
  return sign({ user, signature: options.signature }, botToken, options.authDate ?? new Date());
}
