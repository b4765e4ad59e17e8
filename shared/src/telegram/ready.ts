import { useEffect } from 'react';
import { miniApp, postEvent } from '@telegram-apps/sdk-react';

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
  if (miniApp.ready.isAvailable()) {
    miniApp.ready();
    return;
  }
  // The SDK never started: a client too old for the app gets only its 'Oops' screen. Telegram still
  // waits for web_app_ready (every client that opens mini apps knows it): post it through the bridge.
  try {
    postEvent('web_app_ready');
  } catch {
    // Outside Telegram there is no one to tell.
  }
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
