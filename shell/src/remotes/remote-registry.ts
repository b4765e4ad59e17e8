import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { http } from '@app/shared/http';

/** Which remote serves which path prefix (ARCHITECTURE.md, "The house"). */
export const remotePrefixes: ReadonlyArray<{ prefix: string; remote: RemoteName }> = [
  { prefix: '/calls', remote: 'mf_calls' },
  { prefix: '/blog', remote: 'mf_blog' },
  { prefix: '/meetings', remote: 'mf_meetings' },
  { prefix: '/activity', remote: 'mf_activities' },
  { prefix: '/settings', remote: 'mf_settings' },
  { prefix: '/profile', remote: 'mf_settings' },
];

export type RemoteName = 'mf_calls' | 'mf_blog' | 'mf_meetings' | 'mf_activities' | 'mf_settings';

export function remoteForPath(pathname: string): RemoteName | undefined {
  return remotePrefixes.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.remote;
}

let locations: Promise<Record<string, string>> | undefined;

/**
 * Remote locations are run-time configuration: remotes.json beside the shell maps each remote to
 * its manifest, so shipping a remote means deploying it and editing that file, not rebuilding.
 */
export function loadRemoteLocations(): Promise<Record<string, string>> {
  locations ??= http
    .get<Record<string, string>>('/remotes.json', { baseURL: '/', headers: { Authorization: undefined } })
    .then(({ data }) => {
      registerRemotes(Object.entries(data).map(([name, entry]) => ({ name, entry })));
      return data;
    })
    .catch((error: unknown) => {
      locations = undefined; // let a retry fetch it again
      throw error;
    });
  return locations;
}

/** Loads a remote's exposed routes component; `retry` re-registers it so a failed entry is fetched anew. */
export async function loadRemoteRoutes(name: RemoteName, retry = false): Promise<{ default: ComponentType }> {
  const entries = await loadRemoteLocations();
  if (retry && entries[name]) registerRemotes([{ name, entry: entries[name] }], { force: true });
  const module = await loadRemote<{ default: ComponentType }>(`${name}/routes`);
  if (!module?.default) throw new Error(`Remote ${name} did not provide its routes`);
  return module;
}
