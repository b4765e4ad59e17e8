import {
  backButton,
  emitEvent,
  init,
  miniApp,
  mockTelegramEnv,
  postMessage,
  retrieveLaunchParams,
  retrieveRawInitData,
  setDebug,
  targetOrigin,
  themeParams,
  UnknownEnvError,
  viewport,
  type PostEventFn,
} from '@telegram-apps/sdk-react';
import { setInitData } from '@app/shared/http';
import { syncBackButton } from './back-button';
import { setTelegramEnvironment, type TelegramEnvironment } from './environment';
import { applyThemeFromLaunchUrl, bindThemeVariables } from './theme-vars';
import { isSupportedVersion, rawLaunchVersion } from './version';

export type TelegramStart =
  | { status: 'ready'; environment: TelegramEnvironment; debug: boolean; startParam: string }
  | { status: 'unsupported'; version: string }
  | { status: 'outside-telegram' };

let themeVariablesBound = false;

/** The marker in the start parameter that turns on debug mode (spec section 1). */
export const DEBUG_MARKER = 'debug';

function hasTelegramTransport(): boolean {
  const w = window as unknown as { TelegramWebviewProxy?: unknown; external?: { notify?: unknown } };
  return Boolean(w.TelegramWebviewProxy) || window.parent !== window || typeof w.external?.notify === 'function';
}

function hasLaunchParams(): boolean {
  try {
    retrieveLaunchParams();
    return true;
  } catch {
    return false;
  }
}

function isIframe(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/**
 * The bridge's own postEvent, without its check of `window`: the bridge finds TelegramWebviewProxy
 * by validating all of `window` against a loose object schema, which copies every property of
 * window on each event (reading deprecated ones: Lighthouse's best-practices audit flags the
 * FencedFrame API) and costs a task per event. The same three transports, in the same order.
 */
const postEventDirect = ((method: string, params?: unknown) => {
  const message = JSON.stringify({ eventType: method, eventData: params });
  if (isIframe()) {
    postMessage(message, targetOrigin());
    return;
  }
  const w = window as unknown as {
    TelegramWebviewProxy?: { postEvent?: (method: string, params: string | undefined) => void };
    external?: { notify?: (message: string) => void };
  };
  if (typeof w.TelegramWebviewProxy?.postEvent === 'function') {
    w.TelegramWebviewProxy.postEvent(method, JSON.stringify(params));
    return;
  }
  if (typeof w.external?.notify === 'function') {
    w.external.notify(message);
    return;
  }
  throw new UnknownEnvError();
}) as PostEventFn;

/**
 * Answers the few requests a Telegram client would, so that the SDK works in a plain browser tab:
 * the demo environment, or launch parameters pasted into the URL by hand or by tests.
 */
function stubTransport(launchParams?: string): void {
  mockTelegramEnv({
    launchParams,
    resetPostMessage: true,
    onEvent(event) {
      if (event[0] === 'web_app_request_viewport') {
        emitEvent('viewport_changed', {
          height: window.innerHeight,
          width: window.innerWidth,
          is_expanded: true,
          is_state_stable: true,
        });
      }
    },
  });
}

export interface TelegramOptions {
  /**
   * false: leave the SDK's components (back button, theme, mini app, viewport) for mountTelegram(),
   * which the shell calls once its first screen is committed: on a phone their start (the SDK's
   * state written to sessionStorage, the theme bound) is tens of milliseconds the first paint need
   * not wait for. Default true: mounted before initTelegram resolves.
   */
  mount?: boolean;
}

/** Set when initTelegram found a supported client: mountTelegram() has something to mount. */
let startedDebug: boolean | null = null;
let mounted = false;

/**
 * Starts the Telegram SDK: refuses old clients, hands the init data to the HTTP client and, unless
 * `mount: false`, mounts the back button, theme, viewport and mini app (mountTelegram).
 * `installDemo` supplies launch parameters when the page was opened outside Telegram (demo builds only).
 */
export async function initTelegram(
  installDemo?: () => Promise<string>,
  { mount = true }: TelegramOptions = {},
): Promise<TelegramStart> {
  const urlVersion = rawLaunchVersion();
  if (urlVersion && !isSupportedVersion(urlVersion)) {
    applyThemeFromLaunchUrl();
    return { status: 'unsupported', version: urlVersion };
  }

  let environment: TelegramEnvironment = 'telegram';
  if (!hasLaunchParams()) {
    if (!installDemo) return { status: 'outside-telegram' };
    stubTransport(await installDemo());
    environment = 'demo';
  } else if (!hasTelegramTransport()) {
    stubTransport(window.location.hash.slice(1) || undefined);
    environment = 'demo';
  }
  setTelegramEnvironment(environment);

  const launchParams = retrieveLaunchParams();
  const version = String(launchParams.tgWebAppVersion);
  if (!isSupportedVersion(version)) {
    applyThemeFromLaunchUrl();
    return { status: 'unsupported', version };
  }

  const startParam = String(launchParams.tgWebAppStartParam ?? '');
  const debug = startParam.includes(DEBUG_MARKER);
  setInitData(retrieveRawInitData());
  startedDebug = debug;
  if (mount) mountTelegram();
  return { status: 'ready', environment, debug, startParam };
}

/**
 * Mounts the SDK's components after initTelegram({ mount: false }) found a supported client: the
 * SDK itself (its transport), the back button (set at once for the path on screen: the hooks'
 * effects that ran before found it unmounted), theme variables, mini app and viewport. Once per
 * page; before initTelegram, or after it refused the client, it does nothing.
 */
export function mountTelegram(): void {
  if (mounted || startedDebug === null) return;
  mounted = true;
  setDebug(startedDebug);
  init({ postEvent: postEventDirect });
  backButton.mount.ifAvailable();
  themeParams.mountSync.ifAvailable();
  miniApp.mountSync.ifAvailable();
  // Not the SDK's bindCssVars: it never removes a variable a new theme lacks (theme-vars.ts).
  if (themeParams.isMounted() && !themeVariablesBound) {
    bindThemeVariables();
    themeVariablesBound = true;
  }
  if (viewport.mount.isAvailable()) {
    // The viewport answers asynchronously; the app must not wait on it to paint.
    void viewport
      .mount()
      .then(() => viewport.bindCssVars.ifAvailable())
      .catch(() => {});
  }
  syncBackButton();
}

export const isDarkTheme = (): boolean => Boolean(themeParams.isDark());
