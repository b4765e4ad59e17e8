import { useEffect } from 'react';
import { postEvent } from '@telegram-apps/sdk-react';
import { telegramEnvironment } from './environment';

/** How many mounted screens hold work that closing the app would lose. */
let holding = 0;

function setTelegramConfirmation(needed: boolean): void {
  if (telegramEnvironment() !== 'telegram') return;
  try {
    postEvent('web_app_setup_closing_behavior', { need_confirmation: needed });
  } catch {
    /* an old or absent bridge: closing simply is not asked about */
  }
}

const askBeforeUnload = (event: BeforeUnloadEvent) => {
  event.preventDefault();
  // Older engines show their prompt only when returnValue is set.
  event.returnValue = '';
};

/**
 * While `active` (a form holds unsaved work), closing the app asks first: Telegram's closing
 * confirmation (`web_app_setup_closing_behavior`, Bot API 6.2) in a real client, the browser's
 * "leave site?" prompt elsewhere. Several screens may hold it at once; it is lifted when the last
 * lets go or unmounts.
 */
export function useClosingConfirmation(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    holding += 1;
    if (holding === 1) {
      setTelegramConfirmation(true);
      window.addEventListener('beforeunload', askBeforeUnload);
    }
    return () => {
      holding -= 1;
      if (holding === 0) {
        setTelegramConfirmation(false);
        window.removeEventListener('beforeunload', askBeforeUnload);
      }
    };
  }, [active]);
}
