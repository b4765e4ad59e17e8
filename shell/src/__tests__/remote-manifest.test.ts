import { remoteFiles } from '../remotes/remote-manifest';

const AT = 'https://app.example/remotes/mf-blog/mf-manifest.json';

/** The parts of a real mf-manifest.json (Module Federation 2.9) the shell reads. */
const manifest = (publicPath: unknown, remoteEntry: unknown = { name: 'remoteEntry.js', path: '' }) => ({
  id: 'mf_blog',
  metaData: { name: 'mf_blog', publicPath, remoteEntry },
  exposes: [
    { name: 'other', assets: { js: { sync: ['other.js'], async: [] } } },
    { name: 'routes', path: './routes', assets: { js: { sync: ['__federation_expose_routes.1a2b.js'], async: ['93.js'] } } },
  ],
});

describe('a remote’s files, read from its manifest', () => {
  it('finds the entry and the routes module’s first scripts under the manifest’s public path', () => {
    expect(remoteFiles(AT, manifest('/remotes/mf-blog/release-7/'))).toEqual({
      entry: 'https://app.example/remotes/mf-blog/release-7/remoteEntry.js',
      routes: ['https://app.example/remotes/mf-blog/release-7/__federation_expose_routes.1a2b.js'],
    });
  });

  it('reads a public path of "auto" as the manifest’s own folder, and keeps another origin', () => {
    expect(remoteFiles(AT, manifest('auto')).entry).toBe('https://app.example/remotes/mf-blog/remoteEntry.js');
    expect(remoteFiles(AT, manifest('https://cdn.example/blog/')).routes).toEqual([
      'https://cdn.example/blog/__federation_expose_routes.1a2b.js',
    ]);
  });

  it('puts the entry in its folder when the manifest names one', () => {
    expect(remoteFiles(AT, manifest('/r/', { name: 'remoteEntry.js', path: 'js/' })).entry).toBe(
      'https://app.example/r/js/remoteEntry.js',
    );
  });

  it('refuses what is not a remote’s manifest, so the route shows its retry screen', () => {
    expect(() => remoteFiles(AT, null)).toThrow('is not a remote');
    expect(() => remoteFiles(AT, { id: 'x' })).toThrow('is not a remote');
    expect(() => remoteFiles(AT, manifest('/r/', {}))).toThrow('is not a remote');
  });

  it('has no scripts to preload when the manifest lists no routes module', () => {
    expect(remoteFiles(AT, { metaData: { publicPath: '/r/', remoteEntry: { name: 'remoteEntry.js' } } }).routes).toEqual([]);
  });
});
