import { remoteSections } from '@app/shared/remotes';

const START_PARAM = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A /start payload as the app reads ?startapp= (blog_13 → /blog/13): only the app's own sections
 * (remotes.config.json), anything else opens the home screen. The same rule as the shell's
 * pathForStartParam (@app/shared/telegram), which the server cannot import (it pulls the SDK).
 */
export function pathForStartPayload(payload: string | undefined | null): string {
  if (!payload || !START_PARAM.test(payload)) return '/main';
  const segments = payload.split('_');
  return remoteSections.includes(segments[0]!) ? `/${segments.join('/')}` : '/main';
}

/**
 * The URL a web_app button opens: the path under the app's root. The server answers any app path
 * with the shell (SPA fallback), which routes straight to it; the guard still has the last word.
 */
export function webAppUrl(miniAppUrl: string, path = '/main'): string {
  const root = new URL(miniAppUrl);
  const base = root.pathname.replace(/\/+$/, '');
  return new URL(`${base}${path}${root.search}`, root.origin).toString();
}
