/**
 * What the shell reads of a remote's mf-manifest.json: where its remoteEntry.js is, and which
 * files its routes module needs before it can run (preloaded beside the entry, so they do not wait
 * for it). The federation runtime can read manifests itself, but its manifest support (the
 * "snapshot" plugin) cost ~1.5 KB gzip of main.js on every first load; the shell's build leaves it
 * out (`disableSnapshot`, rspack.base.ts) and registers each remote by its remoteEntry.js URL.
 * remotes.json still names manifests: the run-time configuration is unchanged.
 */
export interface RemoteFiles {
  /** The absolute URL of the remote's remoteEntry.js. */
  entry: string;
  /** Absolute URLs of the scripts the exposed routes module loads first. */
  routes: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The remote's files, from its manifest fetched at `manifestUrl` (absolute). A public path of
 * 'auto' (or none) means "where the manifest is", as the federation runtime reads it. Throws on
 * anything that is not a remote's manifest: the route shows its retry screen.
 */
export function remoteFiles(manifestUrl: string, manifest: unknown): RemoteFiles {
  const meta = isRecord(manifest) && isRecord(manifest.metaData) ? manifest.metaData : undefined;
  const entry = meta && isRecord(meta.remoteEntry) ? meta.remoteEntry : undefined;
  if (!meta || !entry || typeof entry.name !== 'string' || !entry.name) {
    throw new Error(`${manifestUrl} is not a remote's manifest (no metaData.remoteEntry)`);
  }
  const publicPath = typeof meta.publicPath === 'string' && meta.publicPath !== 'auto' ? meta.publicPath : '';
  const base = new URL(publicPath, manifestUrl);
  const folder = typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/$/, '')}/` : '';
  const exposes = isRecord(manifest) && Array.isArray(manifest.exposes) ? manifest.exposes : [];
  const routes = exposes.find((expose) => isRecord(expose) && expose.name === 'routes');
  const assets = isRecord(routes) && isRecord(routes.assets) && isRecord(routes.assets.js) ? routes.assets.js.sync : [];
  return {
    entry: new URL(`${folder}${entry.name}`, base).href,
    routes: (isStrings(assets) ? assets : []).map((file) => new URL(file, base).href),
  };
}
