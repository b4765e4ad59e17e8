import { adoptEarlyLocations, adoptEarlyManifest } from '../remotes/early-remote';

const LOCATIONS = { mf_blog: '/remotes/mf-blog/mf-manifest.json' };
const MANIFEST_URL = new URL('/remotes/mf-blog/mf-manifest.json', window.location.href).href;
const MANIFEST = '{"id":"mf_blog"}';

describe('remotes.json and the route’s manifest begun before the bundles (early-start.js)', () => {
  afterEach(() => {
    delete window.__earlyRemotes;
  });

  it('hands over remotes.json once; a later read (a retry) gets nothing to adopt', async () => {
    window.__earlyRemotes = { locations: Promise.resolve(LOCATIONS), manifests: {} };
    await expect(adoptEarlyLocations()).resolves.toEqual(LOCATIONS);
    await expect(adoptEarlyLocations()).resolves.toBeUndefined();
  });

  it('adopts nothing when the early request failed or answered something else', async () => {
    await expect(adoptEarlyLocations()).resolves.toBeUndefined();
    window.__earlyRemotes = { locations: Promise.resolve(null), manifests: {} };
    await expect(adoptEarlyLocations()).resolves.toBeUndefined();
    window.__earlyRemotes = { locations: Promise.resolve({ mf_blog: 3 } as never), manifests: {} };
    await expect(adoptEarlyLocations()).resolves.toBeUndefined();
  });

  it('hands over the early manifest of a URL once: a retry must reach the network', async () => {
    window.__earlyRemotes = { locations: Promise.resolve(LOCATIONS), manifests: { [MANIFEST_URL]: Promise.resolve(MANIFEST) } };
    await expect(adoptEarlyManifest(MANIFEST_URL)).resolves.toBe(MANIFEST);
    await expect(adoptEarlyManifest(MANIFEST_URL)).resolves.toBeUndefined();
    const other = new URL('/remotes/mf-calls/mf-manifest.json', window.location.href).href;
    await expect(adoptEarlyManifest(other)).resolves.toBeUndefined();
  });

  it('has no manifest to hand over when the early request failed', async () => {
    window.__earlyRemotes = { locations: Promise.resolve(LOCATIONS), manifests: { [MANIFEST_URL]: Promise.resolve(null) } };
    await expect(adoptEarlyManifest(MANIFEST_URL)).resolves.toBeUndefined();
  });
});
