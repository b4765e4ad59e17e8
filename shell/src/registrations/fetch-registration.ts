import type { RemoteApp } from '@app/shared/remotes';
import { adoptEarlyRegistration } from '../remotes/early-remote';
import { loadRemoteLocations } from '../remotes/remote-registry';

declare global {
  interface Window {
    /** Where each remote's registration.js assigns its exports (rspack.base.ts, createRemoteConfig). */
    __remoteRegistrations?: Record<string, unknown>;
  }
}

/**
 * Fetches a remote's registration.js (beside its manifest: same folder, same deployment) and
 * returns what it assigned. A script element, as for every other script of the page: the CSP allows
 * scripts from this server only, and the file is the remote's own, built with it.
 */
export async function fetchRegistration(remote: RemoteApp): Promise<unknown> {
  const locations = await loadRemoteLocations();
  const manifest = locations[remote.name];
  if (!manifest) throw new Error(`remotes.json has no location for ${remote.name}`);
  const url = new URL('registration.js', new URL(manifest, window.location.href)).href;
  const slot = (window.__remoteRegistrations ??= {});
  // On the route the page opened on, early-start.js has run it already (for the route's firstData).
  const early = adoptEarlyRegistration(remote.name);
  if (early && (await early) && slot[remote.name] !== undefined) return slot[remote.name];
  delete slot[remote.name];
  await new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${url} did not load`));
    document.head.append(script);
  });
  return slot[remote.name];
}
