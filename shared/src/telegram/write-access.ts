import { requestWriteAccess as sdkRequestWriteAccess } from '@telegram-apps/sdk-react';
import { telegramEnvironment } from './environment';

export type WriteAccessResult = 'allowed' | 'cancelled' | 'unavailable';

/**
 * Asks the learner to let the bot write to them (Telegram's own dialog, Mini Apps 6.9+): what
 * 'Povoliť správy' on the notification screens does. The demo environment has no Telegram to
 * ask, so it answers 'allowed' (the demo shows the flow); elsewhere without the SDK, 'unavailable'.
 */
export async function requestWriteAccess(): Promise<WriteAccessResult> {
  const environment = telegramEnvironment();
  if (environment === 'demo') return 'allowed';
  try {
    if (environment === 'telegram' && sdkRequestWriteAccess.isAvailable()) {
      return (await sdkRequestWriteAccess()) === 'allowed' ? 'allowed' : 'cancelled';
    }
  } catch {
    /* a request already open, or the client refused: as if cancelled */
    return 'cancelled';
  }
  return 'unavailable';
}
