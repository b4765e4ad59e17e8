import {
  hapticFeedback,
  openTelegramLink,
  openLink as sdkOpenLink,
  shareURL,
} from '@telegram-apps/sdk-react';

/**
 * Small wrappers over the Telegram SDK so screens, tests and standalone runs have one place to
 * fake. Each is safe outside Telegram: an unsupported or unmounted call falls back or does nothing.
 */

/** Medium haptic feedback on taps (spec section 7). */
export function haptic(): void {
  try {
    if (hapticFeedback.impactOccurred.isAvailable()) hapticFeedback.impactOccurred('medium');
  } catch {
    /* not in Telegram: nothing to vibrate */
  }
}

/** Opens the messenger's share dialog, or the browser's share sheet outside Telegram. */
export function share(url: string, text: string): void {
  try {
    if (shareURL.isAvailable()) return shareURL(url, text);
  } catch {
    /* fall through */
  }
  if (typeof navigator !== 'undefined' && navigator.share) void navigator.share({ url, text }).catch(() => {});
}

/** Opens a chat with a Telegram user by username. */
export function openChat(username: string): void {
  const url = `https://t.me/${username.replace(/^@/, '')}`;
  try {
    if (openTelegramLink.isAvailable()) return openTelegramLink(url);
  } catch {
    /* fall through */
  }
  window.open(url, '_blank', 'noopener');
}

/** Opens an external link in the in-app browser. */
export function openLink(url: string): void {
  try {
    if (sdkOpenLink.isAvailable()) return sdkOpenLink(url);
  } catch {
    /* fall through */
  }
  window.open(url, '_blank', 'noopener');
}
