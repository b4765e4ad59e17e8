import { remoteSections } from '@app/shared/remotes';

/**
 * Deep links: a path inside the app travels as Telegram's start parameter (startapp), which allows
 * only [A-Za-z0-9_-] and 64 characters, so '/blog/13' becomes 'blog_13'. Only paths under the
 * app's own sections (the remotes' prefixes in remotes.config.json) are accepted back, so a start
 * parameter cannot send a user anywhere else.
 */
const SECTIONS = remoteSections;
const START_PARAM = /^[A-Za-z0-9_-]{1,64}$/;

export function startParamForPath(path: string): string | null {
  const param = path.replace(/^\/+|\/+$/g, '').replaceAll('/', '_');
  return START_PARAM.test(param) && SECTIONS.includes(param.split('_')[0]!) ? param : null;
}

export function pathForStartParam(param: string | undefined | null): string | null {
  if (!param || !START_PARAM.test(param)) return null;
  const segments = param.split('_');
  return SECTIONS.includes(segments[0]!) ? `/${segments.join('/')}` : null;
}

/**
 * The link to share for a path: the mini-app's t.me link with the path as start parameter when
 * the build knows it (TELEGRAM_APP_URL, e.g. https://t.me/slovencina_bot/app), so the recipient
 * lands on the same screen inside Telegram; the page's own URL otherwise.
 */
export function shareableUrl(path: string, appUrl: string = __TELEGRAM_APP_URL__): string {
  const param = startParamForPath(path);
  if (appUrl && param) return `${appUrl}${appUrl.includes('?') ? '&' : '?'}startapp=${param}`;
  return new URL(path, window.location.origin).toString();
}
