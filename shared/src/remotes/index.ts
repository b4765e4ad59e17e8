/**
 * The remotes and the paths they own, from remotes.config.json at the repo root (the one list a
 * new remote is added to), and the contract a remote's registration follows (registration.ts).
 * The shell routes by the prefixes; the build, the server and the scripts read the same file.
 */
import config from '../../../remotes.config.json';

export type {
  HomeRow,
  HomeRowQuery,
  RegisterRemote,
  RemoteRegistration,
  RemoteRoute,
  ScreensFor,
  ShellRequestError,
  ShellRuntime,
} from './registration';
export { registrationContract } from './registration';

export interface RemoteApp {
  /** Module Federation container name, also the key in remotes.json (mf_blog). */
  name: string;
  /** The remote's folder in the repo, served at /remotes/<folder>/ (mf-blog). */
  folder: string;
  /** Path prefixes the remote owns (/blog owns /blog and /blog/...). */
  prefixes: readonly string[];
  /** Port of its dev server (npm run dev -w <folder>). */
  devPort: number;
}

export const remoteApps: readonly RemoteApp[] = config.remotes;

/** Whether `prefix` owns `pathname` (/blog owns /blog and /blog/3, not /blogger). */
export const owns = (prefix: string, pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The remote that serves a path, if any. */
export function remoteForPath(pathname: string): RemoteApp | undefined {
  return remoteApps.find(({ prefixes }) => prefixes.some((prefix) => owns(prefix, pathname)));
}

/** First path segments that belong to a remote ('blog', 'profile'). */
export const remoteSections: readonly string[] = remoteApps.flatMap(({ prefixes }) =>
  prefixes.map((prefix) => prefix.replace(/^\/+/, '').split('/')[0]!),
);
