import { sign } from '@telegram-apps/init-data-node';

/** The fixed public token the server uses in demo mode (no BOT_TOKEN): anyone may sign with it. */
export const DEMO_BOT_TOKEN = '000000:demo-bot-token';

export const LIGHT_THEME = {
  bg_color: '#ffffff',
  text_color: '#000000',
  secondary_bg_color: '#f1f1f4',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
  hint_color: '#707579',
  link_color: '#2481cc',
  section_bg_color: '#ffffff',
};
export const DARK_THEME = {
  bg_color: '#17212b',
  text_color: '#f5f5f5',
  secondary_bg_color: '#232e3c',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  section_bg_color: '#17212b',
};

let nextUserId = 700_000_000 + Math.floor(Math.random() * 1_000_000) * 100;

export interface TelegramUser {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
}

/** A Telegram user no other test has used, so tests do not share state. */
export function newUser(firstName = 'Tester'): TelegramUser {
  nextUserId += 1;
  return { id: nextUserId, first_name: firstName, last_name: 'Skúšobný', username: `tester${nextUserId}` };
}

/** Init data as Telegram would pass it, signed with `token` (the demo token unless told otherwise). */
export function signInitData(
  user: TelegramUser,
  {
    token = DEMO_BOT_TOKEN,
    authDate = new Date(),
    startParam,
    signed = true,
  }: {
    token?: string;
    authDate?: Date;
    startParam?: string;
    /** false: no `signature` field, as clients before Bot API 8.0 send it. */
    signed?: boolean;
  } = {},
): string {
  const raw = sign(
    {
      user: { ...user, language_code: 'sk' },
      signature: 'ZTJlLXRlc3Qtc2lnbmF0dXJl',
      ...(startParam ? { start_param: startParam } : {}),
    },
    token,
    authDate,
  );
  if (signed) return raw;
  const params = new URLSearchParams(raw);
  params.delete('signature');
  return params.toString();
}

/** A URL that launches the app as Telegram does: launch parameters in the hash. */
export function launchUrl(
  path: string,
  user: TelegramUser,
  options: {
    version?: string;
    theme?: Record<string, string>;
    startParam?: string;
    signed?: boolean;
  } = {},
): string {
  const params = new URLSearchParams({
    tgWebAppData: signInitData(user, { startParam: options.startParam, signed: options.signed }),
    tgWebAppVersion: options.version ?? '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(options.theme ?? LIGHT_THEME),
    ...(options.startParam ? { tgWebAppStartParam: options.startParam } : {}),
  });
  return `${path}#${params.toString()}`;
}

/**
 * The Telegram id the e2e server lists in ADMIN_TELEGRAM_IDS (playwright.config.ts): the staff
 * side needs one admin to grant the first role.
 */
export const E2E_ADMIN_TELEGRAM_ID = 699_999_001;
export const e2eAdmin = (): TelegramUser => ({
  id: E2E_ADMIN_TELEGRAM_ID,
  first_name: 'Alena',
  last_name: 'Správcová',
  username: 'alena_admin',
});
