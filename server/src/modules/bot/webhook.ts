import type { Api } from 'grammy';
import type { WebhookInfo } from 'grammy/types';
import type { BotConfig } from './config';

/** Where Telegram posts updates: this server's route (routes.ts), on the app's public origin. */
export const WEBHOOK_PATH = '/api/telegram/webhook';

/**
 * The update types this server handles (start.ts: /start, write access, my_chat_member; payments:
 * pre_checkout_query, successful_payment inside message). Telegram sends only these, so nothing
 * else costs a request; a module that handles a new type adds it here.
 */
export const ALLOWED_UPDATES = ['message', 'my_chat_member', 'pre_checkout_query'] as const;

/** https://<the app's host>/api/telegram/webhook, from MINI_APP_URL (the same server answers both). */
export function webhookUrl(config: Pick<BotConfig, 'miniAppUrl'>): string {
  return new URL(WEBHOOK_PATH, config.miniAppUrl).href;
}

/** setWebhook with the secret and the allowed updates; pending updates are dropped only when asked. */
export async function setWebhook(api: Api, config: BotConfig, options: { dropPendingUpdates?: boolean } = {}): Promise<string> {
  if (!config.webhookSecret) throw new Error('BOT_WEBHOOK_SECRET: required to set the webhook');
  const url = webhookUrl(config);
  await api.setWebhook(url, {
    secret_token: config.webhookSecret,
    allowed_updates: [...ALLOWED_UPDATES],
    drop_pending_updates: options.dropPendingUpdates === true,
  });
  return url;
}

export interface WebhookCheck {
  /** The URL this configuration expects. */
  expected: string;
  info: WebhookInfo;
  /** What is wrong, in words for the log; empty when Telegram delivers here as configured. */
  problems: string[];
}

/** Compares Telegram's webhook (getWebhookInfo) with this configuration. */
export async function checkWebhook(api: Api, config: BotConfig): Promise<WebhookCheck> {
  const expected = webhookUrl(config);
  const info = await api.getWebhookInfo();
  const problems: string[] = [];
  if (!info.url) problems.push(`no webhook is set: Telegram delivers nothing (npm run bot -- set-webhook sets ${expected})`);
  else if (info.url !== expected) problems.push(`the webhook points elsewhere: ${info.url}, not ${expected}`);
  if (info.url) {
    const missing = ALLOWED_UPDATES.filter((type) => info.allowed_updates && !info.allowed_updates.includes(type));
    if (missing.length > 0) problems.push(`Telegram does not send ${missing.join(', ')} (set the webhook again)`);
  }
  if (info.last_error_message && info.last_error_date) {
    problems.push(
      `Telegram's last delivery failed at ${new Date(info.last_error_date * 1000).toISOString()}: ${info.last_error_message}`,
    );
  }
  return { expected, info, problems };
}
