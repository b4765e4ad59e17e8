import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * What early-start.js leaves on the window: remotes.json, and on a remote's route that remote's
 * manifest (as text, by absolute URL), both requested before the bundles arrived. null where a
 * request failed: the shell then asks again the ordinary way, so errors surface as before.
 */
interface EarlyRemotes {
  locations: Promise<Record<string, string> | null>;
  manifests: Record<string, Promise<string | null>>;
}

declare global {
  interface Window {
    __earlyRemotes?: EarlyRemotes;
  }
}

const isLocations = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((entry) => typeof entry === 'string');

/** remotes.json as early-start.js fetched it, once; undefined when there is none to adopt. */
export async function adoptEarlyLocations(): Promise<Record<string, string> | undefined> {
  const early = window.__earlyRemotes;
  if (!early) return undefined;
  const locations = early.locations;
  early.locations = Promise.resolve(null);
  const answer = await locations;
  return isLocations(answer) ? answer : undefined;
}

/**
 * A federation runtime plugin that answers the runtime's manifest request with the manifest
 * early-start.js already fetched for that URL, once (a failed early request is made again here);
 * any other request (another remote, a retry) goes to the network as usual.
 */
export const earlyManifestPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'early-manifest',
  fetch(url, init) {
    const manifests = window.__earlyRemotes?.manifests;
    const key = new URL(url, window.location.href).href;
    const early = manifests?.[key];
    if (!early) return undefined;
    delete manifests[key];
    return early.then((text) =>
      text === null ? fetch(url, init) : new Response(text, { headers: { 'Content-Type': 'application/json' } }),
    );
  },
});
