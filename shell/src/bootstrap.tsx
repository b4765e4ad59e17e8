import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { getQueryClient } from '@app/shared/query';
import { initTelegram, mountTelegram, pathForStartParam, startReadyFallback } from '@app/shared/telegram';
import { AppProviders, ErrorScreen } from '@app/shared/ui';
import { App } from './app';
import { reportUncaughtErrors } from './client-errors';
import { adoptEarlyNews, adoptEarlyUser } from './early-user';
import { loadRemoteLocations } from './remotes/remote-registry';
import { deepLinkPath } from './registrations/deep-link';
import { text } from './text';

/**
 * Ends the current task so the browser can paint and handle input: start-up is several pieces of
 * work (the SDK, the remotes, the first render), and one long task of all of them blocks a phone's
 * main thread for over a second (Lighthouse's Total Blocking Time counts each task's excess over 50 ms).
 */
const yieldToMain = () =>
  new Promise<void>((resolve) => {
    const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
    if (scheduler?.yield) void scheduler.yield().then(resolve);
    else setTimeout(resolve, 0);
  });

/**
 * Mounts the Telegram SDK's components (back button, theme, mini app, viewport) once the first
 * screen is committed, in the effects of that commit: before anything that uses them runs (a
 * press, the back button's state, web_app_ready two frames after a Page mounts), after the paint.
 */
function MountTelegram() {
  useEffect(mountTelegram, []);
  return null;
}

async function start() {
  reportUncaughtErrors();
  const root = createRoot(document.getElementById('root')!);
  const client = getQueryClient();
  // Remote locations load while Telegram starts; a failure surfaces on the remote's own routes.
  loadRemoteLocations().catch(() => {});

  await yieldToMain();
  // Demo builds stand in for the messenger when opened in a plain browser; production builds drop it.
  const demo = __DEMO__ ? () => import('@app/shared/demo').then((m) => m.demoLaunchParams()) : undefined;
  // Only what the first screen needs (the client's version, the init data for the API); the
  // SDK's components mount after the first render (MountTelegram).
  const start = await initTelegram(demo, { mount: false }).catch((error: unknown) => {
    console.error('Telegram SDK failed to start', error);
    return { status: 'outside-telegram' } as const;
  });

  if (start.status !== 'ready') {
    const [title, message] =
      start.status === 'unsupported' ? [text.oldClient] : [text.outsideTelegramTitle, text.outsideTelegramMessage];
    root.render(
      <AppProviders client={client}>
        <ErrorScreen title={title} message={message} />
      </AppProviders>,
    );
    return;
  }
  adoptEarlyUser(client);
  adoptEarlyNews(client);
  await yieldToMain();
  if (start.debug) void import('./debug-console').then((m) => m.openDebugConsole());
  // A shared deep link (startapp=blog_13) opens on its screen; the guard still has the last word.
  if (window.location.pathname === '/') {
    const deepLink = await deepLinkPath(pathForStartParam(start.startParam));
    if (deepLink) window.history.replaceState(null, '', deepLink);
  }

  // A transition: React renders the first screen in slices it yields between, not one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <MountTelegram />
        <App client={client} />
      </StrictMode>,
    ),
  );
  // Telegram's placeholder goes when the first real screen paints (a Page or an ErrorScreen, see
  // @app/shared/telegram ready.ts), not on the loading screen of a remote still downloading.
  startReadyFallback();
}

void start();
