import { useEffect } from 'react';
import { swipeBehavior } from '@telegram-apps/sdk-react';
import { telegramEnvironment } from './environment';

/**
 * Telegram closes or collapses the mini-app sheet on a vertical swipe; while the user drags a
 * tile that swipe must not fire (Bot API 7.7). Outside a real client there is nothing to switch.
 */
export function setVerticalSwipes(enabled: boolean): void {
  if (telegramEnvironment() !== 'telegram') return;
  try {
    if (!swipeBehavior.isMounted()) swipeBehavior.mount.ifAvailable();
    if (enabled) swipeBehavior.enableVertical.ifAvailable();
    else swipeBehavior.disableVertical.ifAvailable();
  } catch {
    /* an older client without swipe behaviour: nothing to do */
  }
}

/**
 * Turns Telegram's vertical swipes off while `active` (a screen with drag tasks), back on after.
 * `setSwipes` is injectable so tests can watch the calls.
 */
export function useVerticalSwipesDisabled(active: boolean, setSwipes: (enabled: boolean) => void = setVerticalSwipes): void {
  useEffect(() => {
    if (!active) return;
    setSwipes(false);
    return () => setSwipes(true);
  }, [active, setSwipes]);
}
