import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { reportUncaughtErrors } from './client-errors';
import { loadRemoteLocations } from './remotes/remote-registry';
import { text } from './text';

// The first screen's modules are evaluated in four tasks, not one: the Telegram SDK (with valibot),
// the query client and the user, then the UI kit and the app. Each import is "eager" (bundled into
// this chunk, no request of its own), so it only moves the modules' evaluation after a yield; as
// static imports they ran in the one task the chunk arrived in (~40 ms of CPU on a desktop, over
// 150 ms on a 4x phone: bench/main-thread.mjs).
const telegramModule = () => import(/* webpackMode: "eager" */ '@app/shared/telegram');
const dataModules = () =>
  Promise.all([
    import(/* webpackMode: "eager" */ '@app/shared/query'),
    import(/* webpackMode: "eager" */ './early-user'),
    import(/* webpackMode: "eager" */ './registrations/deep-link'),
  ]);
const screenModules = () =>
  Promise.all([import(/* webpackMode: "eager" */ '@app/shared/ui'), import(/* webpackMode: "eager" */ './app')]);

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

async function start() {
  reportUncaughtErrors();
  const root = createRoot(document.getElementById('root')!);
  // Remote locations load while Telegram starts; a failure surfaces on the remote's own routes.
  loadRemoteLocations().catch(() => {});

  await yieldToMain();
  const { initTelegram, mountTelegram, pathForStartParam, startReadyFallback } = await telegramModule();
  // Demo builds stand in for the messenger when opened in a plain browser; production builds drop it.
  const demo = __DEMO__ ? () => import('@app/shared/demo').then((m) => m.demoLaunchParams()) : undefined;
  // Only what the first screen needs (the client's version, the init data for the API); the
  // SDK's components mount after the first render (MountTelegram).
  const start = await initTelegram(demo, { mount: false }).catch((error: unknown) => {
    console.error('Telegram SDK failed to start', error);
    return { status: 'outside-telegram' } as const;
  });

  await yieldToMain();
  const [{ getQueryClient }, { adoptEarlyNews, adoptEarlyUser }, { deepLinkPath }] = await dataModules();
  const client = getQueryClient();
  if (start.status === 'ready') {
    adoptEarlyUser(client);
    adoptEarlyNews(client);
  }
  await yieldToMain();
  const [{ AppProviders, ErrorScreen }, { App }] = await screenModules();

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
  if (start.debug) void import('./debug-console').then((m) => m.openDebugConsole());
  // A shared deep link (startapp=blog_13) opens on its screen; the guard still has the last word.
  if (window.location.pathname === '/') {
    const deepLink = await deepLinkPath(pathForStartParam(start.startParam));
    if (deepLink) window.history.replaceState(null, '', deepLink);
  }

  /**
   * Mounts the Telegram SDK's components (back button, theme, mini app, viewport) once the first
   * screen is committed, in the effects of that commit: before anything that uses them runs (a
   * press, the back button's state, web_app_ready two frames after a Page mounts), after the paint.
   */
  function MountTelegram() {
    useEffect(mountTelegram, []);
    return null;
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
