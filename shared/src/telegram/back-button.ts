import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { backButton } from '@telegram-apps/sdk-react';
import { telegramEnvironment } from './environment';

/**
 * Points the Telegram back button at a screen's back target (spec section 2), or hides it (null).
 * Returns whether the page should draw its own back arrow: only outside a real Telegram client,
 * where the native button does not exist.
 */
export function useBackButton(target: string | null): boolean {
  const navigate = useNavigate();
  useEffect(() => {
    if (!backButton.isMounted()) return;
    if (target === null) {
      backButton.hide();
      return;
    }
    backButton.show();
    return backButton.onClick(() => navigate(target));
  }, [navigate, target]);
  return target !== null && telegramEnvironment() !== 'telegram';
}
