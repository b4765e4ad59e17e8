import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { http } from '@app/shared/http';
import { remoteForPath as findRemote } from '@app/shared/remotes';
import { adoptEarlyLocations, earlyManifestPlugin } from './early-remote';
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
  // The first time, remotes.json and this route's manifest may already be on their way (early-start.js).
  locations ??= adoptEarlyLocations()
    .then((early) => {
      if (early) registerPlugins([earlyManifestPlugin()]);
      return early ?? fetchLocations();
    })
    .then((data) => {
      registerRemotes(Object.entries(data).map(([name, entry]) => ({ name, entry })));
      return data;
    })
    .catch((error: unknown) => {
      locations = undefined; // let a retry fetch it again
      throw error;
    });
  return locations;
}

/**
 * Loads a remote's exposed routes component. `retry` (the error screen's button) reads
 * remotes.json again, since the fix may be a new location rather than a network blip, and
 * re-registers the remote so a failed entry is fetched anew.
 */
export async function loadRemoteRoutes(name: RemoteName, retry = false): Promise<{ default: ComponentType }> {
  let entries = await loadRemoteLocations();
  if (retry) {
    entries = await fetchLocations().catch(() => entries);
    if (entries[name]) registerRemotes([{ name, entry: entries[name] }], { force: true });
  }
  const module = await loadRemote<{ default: ComponentType }>(`${name}/routes`);
  if (!module?.default) throw new Error(`Remote ${name} did not provide its routes`);
  return module;
}
