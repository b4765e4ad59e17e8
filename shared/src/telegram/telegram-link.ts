import { openTelegramLink } from '@telegram-apps/sdk-react';
import { openLink } from './actions';
import { telegramEnvironment } from './environment';

/**
 * Opens a t.me link (a chat, a bot) inside Telegram without leaving the mini-app's client; any
 * other URL, or outside Telegram, goes through openLink (in-app browser or a new tab).
 */
export function openTelegramUrl(url: string): void {
  try {
    if (telegramEnvironment() === 'telegram' && /^https:\/\/t\.me\//.test(url) && openTelegramLink.isAvailable()) {
      return openTelegramLink(url);
    }
  } catch {
    /* fall through */
  }
  openLink(url);
}
