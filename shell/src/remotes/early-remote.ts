/**
 * What early-start.js leaves on the window: remotes.json, and on a remote's route that remote's
 * manifest (as text, by absolute URL), both requested before the bundles arrived. null where a
 * request failed: the shell then asks again the ordinary way, so errors surface as before.
 */
interface EarlyRemotes {
  locations: Promise<Record<string, string> | null>;
  manifests: Record<string, Promise<string | null>>;
  /** Whether the registration.js it ran (on a remote's route) loaded, by container name. */
  registrations?: Record<string, Promise<boolean>>;
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
 * The manifest early-start.js fetched for `url` (absolute), as text, once: a second read (the
 * error screen's retry) must reach the network. undefined when there is none to adopt (none begun
 * for that URL, already adopted, or the early request failed): the caller fetches it itself.
 */
export async function adoptEarlyManifest(url: string): Promise<string | undefined> {
  const manifests = window.__earlyRemotes?.manifests;
  const early = manifests?.[url];
  if (!early) return undefined;
  delete manifests[url];
  return (await early) ?? undefined;
}

/**
 * Whether the registration.js early-start.js ran for `name` loaded, once; undefined when it ran
 * none (or it was adopted already): the caller loads the script itself. Running it twice would
 * cost a second request (the file is served no-cache, so the browser revalidates it).
 */
export function adoptEarlyRegistration(name: string): Promise<boolean> | undefined {
  const registrations = window.__earlyRemotes?.registrations;
  const early = registrations?.[name];
  if (!early) return undefined;
  delete registrations[name];
  return early;
}
