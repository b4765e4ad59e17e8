import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * First path segments the remotes own ('blog', 'profile'), from remotes.config.json at the repo
 * root, the one list of remotes (read like plugins/static.ts: the server imports no UI packages).
 */
const remoteSections: readonly string[] = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../../../../remotes.config.json', import.meta.url)), 'utf8')) as {
    remotes: Array<{ prefixes: string[] }>;
  }
).remotes.flatMap(({ prefixes }) => prefixes.map((prefix) => prefix.replace(/^\/+/, '').split('/')[0]!));

const START_PARAM = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A /start payload as the app reads ?startapp= (blog_13 → /blog/13): only the app's own sections
 * (remotes.config.json), anything else opens the home screen. The same rule as the shell's
 * pathForStartParam (@app/shared/telegram), which the server cannot import.
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
