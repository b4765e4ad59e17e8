/**
 * early-start.js runs before any bundle, so it cannot import the shell's route matching
 * (@app/shared/remotes) nor its manifest reading (remotes/remote-manifest.ts): it re-implements
 * both in plain ES2020. This runs the script as the build emits it (prefixes written in from
 * remotes.config.json, as ShellStartPlugin does) and fails when it picks another remote for a path
 * than remoteForPath, or preloads other files than remoteFiles names for a manifest.
 */
import { owns, remoteApps, remoteForPath } from '@app/shared/remotes';
import { remoteFiles } from '../remotes/remote-manifest';
import { earlyStartScript } from '../testing/early-start-script';

const prefixes = remoteApps.flatMap((remote) => remote.prefixes.map((prefix): [string, string] => [prefix, remote.name]));
// What ShellStartPlugin writes in for a build: the shell's own files of each package it provides lazily.
const SHARED_SCRIPTS = {
  '@app/shared/format': ['/344.a.js', '/101.b.js'],
  '@app/shared/domain': ['/101.b.js'],
  '@app/shared/calendar': ['/34.c.js', '/344.a.js'],
};
const script = earlyStartScript({ prefixes, sharedScripts: SHARED_SCRIPTS });

const LOCATIONS = Object.fromEntries(remoteApps.map((remote) => [remote.name, `/remotes/${remote.folder}/mf-manifest.json`]));

/** Runs early-start.js on `pathname`; answers the URLs it fetched and the scripts it preloaded. */
async function runEarlyStart(pathname: string, manifest: unknown = null) {
  window.history.replaceState(null, '', pathname);
  document.head.innerHTML = '';
  const fetched: string[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    fetched.push(url);
    if (url.endsWith('/remotes.json')) return new Response(JSON.stringify(LOCATIONS));
    if (url.endsWith('/mf-manifest.json'))
      return new Response(typeof manifest === 'string' ? manifest : JSON.stringify(manifest));
    return new Response('{}');
  });
  const original = window.fetch;
  window.fetch = fetchMock as typeof fetch;
  try {
    new Function(script)();
    const early = window.__earlyRemotes!;
    await early.locations;
    await Promise.all(Object.values(early.manifests));
    // The preloads follow the manifest's text on the next turns of its promise chain.
    await new Promise((resolve) => setTimeout(resolve, 0));
  } finally {
    window.fetch = original;
    delete window.__earlyRemotes;
    delete (window as { __earlyUser?: unknown }).__earlyUser;
  }
  const preloaded = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href);
  return { fetched, preloaded };
}

describe('early-start.js agrees with the shell', () => {
  const paths = [
    '/',
    '/main',
    '/onboarding',
    '/onboarding/plan',
    ...remoteApps.flatMap((remote) =>
      remote.prefixes.flatMap((prefix) => [
        prefix,
        `${prefix}/`,
        `${prefix}/3`,
        `${prefix}/3/edit`,
        `${prefix}x`,
        `${prefix}-old`,
      ]),
    ),
  ];

  it.each(paths)('on %s it fetches the manifest of the remote remoteForPath names (or none)', async (pathname) => {
    const { fetched } = await runEarlyStart(pathname);
    const manifests = fetched.filter((url) => url.endsWith('/mf-manifest.json'));
    const expected = remoteForPath(pathname);
    expect(manifests).toEqual(expected ? [new URL(LOCATIONS[expected.name]!, window.location.href).href] : []);
  });

  it('uses the same ownership rule as owns() (a prefix owns itself and what is below it, nothing else)', () => {
    expect([owns('/blog', '/blog'), owns('/blog', '/blog/3'), owns('/blog', '/blogger')]).toEqual([true, true, false]);
  });

  const remote = remoteApps[0]!;
  const at = remote.prefixes[0]!;
  const manifestUrl = () => new URL(LOCATIONS[remote.name]!, window.location.href).href;
  const routes = {
    name: 'routes',
    path: './routes',
    assets: { js: { sync: ['__federation_expose_routes.1a2b.js'], async: ['9.js'] } },
  };
  const manifest = (metaData: object, exposes: object[] = [routes]) => ({ id: remote.name, metaData, exposes });
  const manifests: Array<[string, unknown]> = [
    [
      'an absolute public path',
      manifest({ publicPath: `/remotes/${remote.folder}/release-7/`, remoteEntry: { name: 'remoteEntry.js', path: '' } }),
    ],
    ['a public path of "auto"', manifest({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } })],
    ['no public path', manifest({ remoteEntry: { name: 'remoteEntry.js', path: '' } })],
    ['another origin', manifest({ publicPath: 'https://cdn.example/blog/', remoteEntry: { name: 'remoteEntry.js', path: '' } })],
    ['an entry in a folder', manifest({ publicPath: '/r/', remoteEntry: { name: 'remoteEntry.js', path: 'js' } })],
    ['an entry in a folder with a slash', manifest({ publicPath: '/r/', remoteEntry: { name: 'remoteEntry.js', path: 'js/' } })],
    ['no routes module', manifest({ publicPath: '/r/', remoteEntry: { name: 'remoteEntry.js' } }, [])],
    ['no exposes at all', { id: remote.name, metaData: { publicPath: '/r/', remoteEntry: { name: 'remoteEntry.js' } } }],
    [
      'a routes module without a list of scripts',
      manifest({ publicPath: '/r/', remoteEntry: { name: 'remoteEntry.js' } }, [
        { name: 'routes', assets: { js: { sync: 'x.js' } } },
      ]),
    ],
    ['no remote entry', manifest({ publicPath: '/r/' })],
    ['not a manifest', { id: 'x' }],
    ['not JSON', 'oops'],
  ];

  it.each(manifests)('with %s it preloads exactly the files remoteFiles names', async (_, body) => {
    const { preloaded } = await runEarlyStart(`${at}/3`, body);
    const registration = new URL('registration.js', manifestUrl()).href;
    let expected: string[];
    try {
      const files = remoteFiles(manifestUrl(), typeof body === 'string' ? JSON.parse(body) : body);
      expected = [files.entry, ...files.routes];
    } catch {
      expected = [];
    }
    expect(preloaded.filter((href) => href !== registration)).toEqual(expected);
  });

  const withShared = (loadsShared: unknown) =>
    manifest({ publicPath: `/remotes/${remote.folder}/`, remoteEntry: { name: 'remoteEntry.js', path: '' } }, [
      { ...routes, loadsShared },
    ]);
  const shellScripts = (preloaded: string[]) =>
    preloaded.filter((href) => !href.includes('/remotes/')).map((href) => new URL(href).pathname);

  it("preloads the shell's scripts of the shared packages the routes module waits for, each file once", async () => {
    const { preloaded } = await runEarlyStart(`${at}/3`, withShared(['@app/shared/format', '@app/shared/domain', 'react']));
    // react is in main.js (no lazy scripts); 101 serves both packages and is asked for once.
    expect(shellScripts(preloaded)).toEqual(['/344.a.js', '/101.b.js']);
    // From the shell's origin and root, not under the remote's folder or the page's path.
    expect(preloaded).toContain(new URL('/344.a.js', window.location.href).href);
  });

  it.each([
    ['no loadsShared', undefined],
    ['a package the shell does not provide lazily', ['react-router']],
    ['not a list', '@app/shared/format'],
    ['entries that are not names', [1, null, { name: '@app/shared/format' }]],
    ['an inherited property name', ['constructor', 'toString']],
  ])('with %s it preloads none of the shell scripts', async (_, loadsShared) => {
    const { preloaded } = await runEarlyStart(`${at}/3`, withShared(loadsShared));
    expect(shellScripts(preloaded)).toEqual([]);
    // The remote's own files are preloaded as ever.
    expect(preloaded).toContain(new URL(`/remotes/${remote.folder}/remoteEntry.js`, window.location.href).href);
  });

  it('preloads no shell scripts on home, whatever the remotes need', async () => {
    const { preloaded } = await runEarlyStart('/main', withShared(['@app/shared/format']));
    expect(shellScripts(preloaded)).toEqual([]);
  });
});
