import { useEffect } from 'react';
import { miniApp } from '@telegram-apps/sdk-react';

/**
 * When the page tells Telegram it is ready (web_app_ready): once a real screen has painted, i.e. a
 * `Page` (any screen's frame, shared/src/ui/page.tsx) or an `ErrorScreen`, not the loading screen
 * that stands in while the user or a remote's code loads. Telegram drops its placeholder then, so
 * the learner's first sight of the app is a screen, not a spinner that replaces a spinner.
 */
let sent = false;

/** Tells Telegram the first screen is painted. Once per page; later calls do nothing. */
export function markReady(): void {
  if (sent) return;
  sent = true;
  miniApp.ready.ifAvailable();
}

/** The longest Telegram's placeholder stays up when no screen has painted (a remote still loading). */
const READY_FALLBACK_MS = 8000;

/**
 * Called once the app is rendering: a screen that never paints a Page or an ErrorScreen (a load
 * that hangs) still lets Telegram drop its placeholder; the themed loading screen beats an endless
 * placeholder.
 */
export function startReadyFallback(): void {
  setTimeout(markReady, READY_FALLBACK_MS);
}

/** Marks the page ready two frames after the calling screen mounted: its first paint is on screen. */
export function useReadyOnFirstPaint(): void {
  useEffect(() => {
    if (sent) return;
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(markReady);
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);
}
