import { remoteForPath } from '@app/shared/remotes';
import { loadRegistration } from './registry';

/**
 * The path a start parameter asks for (`pathForStartParam`: a path under some remote's prefix), if
 * the remote that owns it lets deep links open that section (its registration's
 * deepLinkSections); null otherwise, also when its registration cannot load (the user lands on
 * home instead of a screen that cannot show).
 */
export async function deepLinkPath(path: string | null): Promise<string | null> {
  if (!path) return null;
  const remote = remoteForPath(path);
  if (!remote) return null;
  const registration = await loadRegistration(remote).catch(() => null);
  const section = path.split('/')[1];
  return registration?.deepLinkSections?.includes(section!) ? path : null;
}
