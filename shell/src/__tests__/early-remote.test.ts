import { adoptEarlyLocations, earlyManifestPlugin } from '../remotes/early-remote';

const LOCATIONS = { mf_blog: '/remotes/mf-blog/mf-manifest.json' };
const MANIFEST_URL = new URL('/remotes/mf-blog/mf-manifest.json', window.location.href).href;
const MANIFEST = '{"id":"mf_blog"}';

/** The plugin's fetch hook, called as the federation runtime calls it. */
const runtimeFetch = (url: string) => {
  const hook = earlyManifestPlugin().fetch as (url: string, init: RequestInit) => Promise<Response> | undefined;
  return hook(url, {});
};

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

  it('answers the runtime’s manifest request with the early manifest, by absolute URL, once', async () => {
    window.__earlyRemotes = { locations: Promise.resolve(LOCATIONS), manifests: { [MANIFEST_URL]: Promise.resolve(MANIFEST) } };
    const response = await runtimeFetch('/remotes/mf-blog/mf-manifest.json');
    expect(response).toBeInstanceOf(Response);
    await expect(response!.text()).resolves.toBe(MANIFEST);
    // A second request (the error screen's retry) must reach the network: the hook stays out.
    expect(runtimeFetch('/remotes/mf-blog/mf-manifest.json')).toBeUndefined();
    expect(runtimeFetch('/remotes/mf-calls/mf-manifest.json')).toBeUndefined();
  });

  it('asks the network itself when the early manifest request failed', async () => {
    const network = jest.fn(async () => new Response('{"id":"fresh"}'));
    const realFetch = global.fetch;
    global.fetch = network as typeof fetch;
    try {
      window.__earlyRemotes = { locations: Promise.resolve(LOCATIONS), manifests: { [MANIFEST_URL]: Promise.resolve(null) } };
      const response = await runtimeFetch(MANIFEST_URL);
      await expect(response!.text()).resolves.toBe('{"id":"fresh"}');
      expect(network).toHaveBeenCalledWith(MANIFEST_URL, {});
    } finally {
      global.fetch = realFetch;
    }
  });
});
