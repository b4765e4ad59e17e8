import { on, postEvent } from '@telegram-apps/sdk-react';
import { telegramEnvironment } from './environment';

export interface QrScannerOptions {
  /** The line Telegram shows in the scanner. */
  text: string;
  /** Each code read; the scanner stays open for the next one. */
  onScan: (text: string) => void;
  /** The scanner closed (the user shut it, or `close` was called). */
  onClose?: () => void;
}

/**
 * Telegram's native QR scanner (`web_app_open_scan_qr_popup`, Bot API 6.4) kept open for a queue:
 * every `qr_text_received` goes to `onScan` and the popup stays up until the user closes it
 * (`scan_qr_popup_closed`). Answers a function that closes it; null when there is no scanner here
 * (the demo page in a browser, tests), so the caller offers its fallback instead. Built on the
 * bridge's own `postEvent` and `on`, which the page already carries, rather than the SDK's
 * qrScanner component.
 */
export function openQrScanner({ text, onScan, onClose }: QrScannerOptions): (() => void) | null {
  if (!isQrScannerAvailable()) return null;
  let open = true;
  const stopText = on('qr_text_received', (event) => {
    if (open && typeof event.data === 'string') onScan(event.data);
  });
  const stopClosed = on('scan_qr_popup_closed', () => finish());
  function finish() {
    if (!open) return;
    open = false;
    stopText();
    stopClosed();
    onClose?.();
  }
  try {
    postEvent('web_app_open_scan_qr_popup', { text });
  } catch (error) {
    finish();
    throw error;
  }
  return () => {
    if (!open) return;
    try {
      postEvent('web_app_close_scan_qr_popup');
    } finally {
      finish();
    }
  };
}

/** A real Telegram client has the scanner (every supported version: 8.0 > 6.4). */
export const isQrScannerAvailable = (): boolean => telegramEnvironment() === 'telegram';
