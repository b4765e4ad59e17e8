/**
 * early-start.js runs before any bundle, so it cannot import the shell's route matching
 * (@app/shared/remotes) nor its manifest reading (remotes/remote-manifest.ts): it re-implements
 * both in plain ES2020. This runs the script as the build emits it (prefixes written in from
 * remotes.config.json, as ShellStartPlugin does) and fails when it picks another remote for a path
 * than remoteForPath, or preloads other files than remoteFiles names for a manifest.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { owns, remoteApps, remoteForPath } from '@app/shared/remotes';
import { remoteFiles } from '../remotes/remote-manifest';

const SLOT = 'var prefixes = __REMOTE_PREFIXES__;';
const source = readFileSync(path.join(__dirname, '../early-start.js'), 'utf8');
const prefixes = remoteApps.flatMap((remote) => remote.prefixes.map((prefix) => [prefix, remote.name]));
const script = source.replace(SLOT, `var prefixes = ${JSON.stringify(prefixes)};`);

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
});
