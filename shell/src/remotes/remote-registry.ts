import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { http } from '@app/shared/http';
import { remoteForPath as findRemote } from '@app/shared/remotes';
import { adoptEarlyLocations, adoptEarlyManifest } from './early-remote';
import { remoteFiles } from './remote-manifest';
import './page-copies';

/** A remote's container name (mf_blog), as remotes.config.json and remotes.json name it. */
export type RemoteName = string;

/** Which remote serves a path: the prefixes come from remotes.config.json, the one list of remotes. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return findRemote(pathname)?.name;
}

let locations: Promise<Record<string, string>> | undefined;

const fetchLocations = () =>
  http
    .get<Record<string, string>>('/remotes.json', { baseURL: '/', headers: { Authorization: undefined } })
    .then(({ data }) => data);

/**
 * Remote locations are run-time configuration: remotes.json beside the shell maps each remote to
 * its manifest, so shipping a remote means deploying it and editing that file, not rebuilding.
 */
export function loadRemoteLocations(): Promise<Record<string, string>> {
  // The first time, remotes.json may already be on its way (early-start.js).
  locations ??= adoptEarlyLocations()
    .then((early) => early ?? fetchLocations())
    .catch((error: unknown) => {
      locations = undefined; // let a retry fetch it again
      throw error;
    });
  return locations;
}

/** Scripts the browser should start fetching now (a remote's routes module, beside its entry). */
function preload(urls: string[]): void {
  for (const href of urls) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Reads a remote's manifest (the one early-start.js fetched on this route, else the network) and
 * registers the remote by its remoteEntry.js (remote-manifest.ts says why not by the manifest).
 * `force` replaces an earlier registration, so a failed entry is fetched anew.
 */
async function register(name: RemoteName, location: string, force: boolean): Promise<void> {
  const url = new URL(location, window.location.href).href;
  const early = await adoptEarlyManifest(url);
  let manifest: unknown;
  if (early !== undefined) {
    manifest = JSON.parse(early);
  } else {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    manifest = await response.json();
  }
  const files = remoteFiles(url, manifest);
  // early-start.js has already preloaded the files of the manifest it fetched.
  if (early === undefined) preload(files.routes);
  registerRemotes([{ name, entry: files.entry }], { force });
}

const registrations = new Map<RemoteName, Promise<void>>();

/**
 * Loads a remote's exposed routes component. `retry` (the error screen's button) reads
 * remotes.json and the remote's manifest again, since the fix may be a new location rather than a
 * network blip, and re-registers the remote so a failed entry is fetched anew.
 */
export async function loadRemoteRoutes(name: RemoteName, retry = false): Promise<{ default: ComponentType }> {
  let entries = await loadRemoteLocations();
  if (retry) entries = await fetchLocations().catch(() => entries);
  const location = entries[name];
  if (!location) throw new Error(`remotes.json has no location for ${name}`);
  let registration = registrations.get(name);
  if (!registration || retry) {
    const attempt = register(name, location, retry);
    registration = attempt;
    registrations.set(name, attempt);
    // A failed registration is made again by the next load, not replayed.
    attempt.catch(() => {
      if (registrations.get(name) === attempt) registrations.delete(name);
    });
  }
  await registration;
  const module = await loadRemote<{ default: ComponentType }>(`${name}/routes`);
  if (!module?.default) throw new Error(`Remote ${name} did not provide its routes`);
  return module;
}
