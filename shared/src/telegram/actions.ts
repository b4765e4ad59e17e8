import {
  downloadFile as sdkDownloadFile,
  hapticFeedback,
  openLink as sdkOpenLink,
  openTelegramLink,
  shareURL,
} from '@telegram-apps/sdk-react';
import { telegramEnvironment } from './environment';

/**
 * Small wrappers over the Telegram SDK so screens, tests and standalone runs have one place to
 * fake. The SDK path is taken only in a real client: in the demo environment the SDK answers
 * `isAvailable()` but its stub transport drops the call, so the browser's own behaviour is used.
 */
const inTelegram = () => telegramEnvironment() === 'telegram';

/** Medium haptic feedback on taps (spec section 7). */
export function haptic(): void {
  try {
    if (hapticFeedback.impactOccurred.isAvailable()) hapticFeedback.impactOccurred('medium');
  } catch {
    /* not in Telegram: nothing to vibrate */
  }
}

/** Success or error feedback on a result (a ticket let in or refused at the door). */
export function hapticNotify(type: 'success' | 'error'): void {
  try {
    if (hapticFeedback.notificationOccurred.isAvailable()) hapticFeedback.notificationOccurred(type);
  } catch {
    /* not in Telegram: nothing to vibrate */
  }
}

export type ShareResult = 'shared' | 'copied' | 'unavailable';

/**
 * Opens the messenger's share dialog; outside Telegram the browser's share sheet, or else the
 * link is copied to the clipboard so the caller can say so.
 */
export async function share(url: string, text: string): Promise<ShareResult> {
  try {
    if (inTelegram() && shareURL.isAvailable()) {
      shareURL(url, text);
      return 'shared';
    }
  } catch {
    /* fall through to the browser */
  }
  if (typeof navigator !== 'undefined' && navigator.share) {
    try {
      await navigator.share({ url, text });
      return 'shared';
    } catch {
      /* dismissed or refused: try the clipboard */
    }
  }
  try {
    await navigator.clipboard.writeText(`${text} ${url}`);
    return 'copied';
  } catch {
    return 'unavailable';
  }
}

/** Opens a chat with a Telegram user by username. */
export function openChat(username: string): void {
  const url = `https://t.me/${username.replace(/^@/, '')}`;
  try {
    if (inTelegram() && openTelegramLink.isAvailable()) return openTelegramLink(url);
  } catch {
    /* fall through */
  }
  window.open(url, '_blank', 'noopener');
}

/** Opens an external link in Telegram's in-app browser, or a new tab outside Telegram. */
export function openLink(url: string): void {
  try {
    if (inTelegram() && sdkOpenLink.isAvailable()) return sdkOpenLink(url);
  } catch {
    /* fall through */
  }
  window.open(url, '_blank', 'noopener');
}

/**
 * Downloads a file: Telegram's native download prompt (Bot API 8.0, HTTPS only) in a real client,
 * a plain browser download otherwise.
 */
export function downloadFile(url: string, filename: string): void {
  const absolute = new URL(url, window.location.href).toString();
  try {
    if (inTelegram() && absolute.startsWith('https:') && sdkDownloadFile.isAvailable()) {
      void sdkDownloadFile(absolute, filename).catch((error: unknown) => console.error('Download failed', error));
      return;
    }
  } catch {
    /* fall through */
  }
  const link = document.createElement('a');
  link.href = absolute;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
