/**
 * On a remote's route early-start.js runs the remote's registration.js and begins the GETs the
 * matching route declares as firstData, with its :params filled in and the launch's init data,
 * leaving them in window.__earlyData for the kernel's http client (early-answers.test.ts).
 */
import { earlyStartScript } from '../testing/early-start-script';

const INIT_DATA = 'user=%7B%22id%22%3A1%7D&hash=abc';
const routes = [
  { path: '/blog', back: '/main', firstData: ['/blog/feed?page=1'] },
  { path: '/blog/:id', back: '/blog', firstData: ['/blog/:id/', '/blog/:id/comments?from=:missing'] },
  { path: '/blog/:id/edit', back: '/blog/:id' },
];

/** Runs early-start.js on `path`, then lets its registration.js "load" with `exports` (or fail). */
async function open(path: string, exports: unknown, { initData = INIT_DATA, loads = true } = {}) {
  window.history.replaceState(null, '', `${path}${initData ? `#tgWebAppData=${encodeURIComponent(initData)}` : ''}`);
  document.head.innerHTML = '';
  const requests: Array<{ url: string; authorization: string | null }> = [];
  const original = window.fetch;
  window.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requests.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
    if (url.endsWith('/remotes.json')) return new Response(JSON.stringify({ mf_blog: '/remotes/blog/mf-manifest.json' }));
    return new Response(JSON.stringify({ url }));
  }) as typeof fetch;
  try {
    new Function(earlyStartScript({ prefixes: [['/blog', 'mf_blog']] }))();
    await window.__earlyRemotes!.locations;
    await new Promise((resolve) => setTimeout(resolve, 0));
    const script = document.head.querySelector<HTMLScriptElement>('script[src$="/remotes/blog/registration.js"]');
    expect(script).not.toBeNull();
    window.__remoteRegistrations = { mf_blog: exports };
    script!.dispatchEvent(new Event(loads ? 'load' : 'error'));
    const loaded = await window.__earlyRemotes!.registrations!.mf_blog;
    const answers = window.__earlyData?.answers ?? {};
    const bodies = Object.fromEntries(
      await Promise.all(Object.entries(answers).map(async ([url, answer]) => [url, (await answer)?.body])),
    );
    return {
      loaded,
      bodies,
      api: requests.filter((request) => request.url.startsWith('/api/') && request.url !== '/api/users/me'),
    };
  } finally {
    window.fetch = original;
    delete window.__earlyRemotes;
    delete window.__earlyData;
    delete window.__remoteRegistrations;
    delete (window as { __earlyUser?: unknown }).__earlyUser;
  }
}

const registration = (list: unknown = routes, contract = 1) => ({ contract, register: () => ({ routes: list }) });

describe("early-start.js begins a route's firstData", () => {
  it('on the route, with the init data, and leaves each answer by its URL', async () => {
    const { loaded, bodies, api } = await open('/blog', registration());
    expect(loaded).toBe(true);
    expect(api).toEqual([{ url: '/api/blog/feed?page=1', authorization: `tma ${INIT_DATA}` }]);
    expect(bodies).toEqual({ '/api/blog/feed?page=1': { url: '/api/blog/feed?page=1' } });
  });

  it("fills the route's :params, encoded, and skips a path naming a param the route lacks", async () => {
    const { api } = await open('/blog/a%20b', registration());
    expect(api.map((request) => request.url)).toEqual(['/api/blog/a%20b/']);
  });

  it('matches a trailing slash as the router does, and a route with no firstData begins nothing', async () => {
    expect((await open('/blog/', registration())).api.map((request) => request.url)).toEqual(['/api/blog/feed?page=1']);
    expect((await open('/blog/3/edit', registration())).api).toEqual([]);
  });

  it.each([
    ['another contract', registration(routes, 2)],
    ['no register function', { contract: 1 }],
    [
      'a register that throws',
      {
        contract: 1,
        register: () => {
          throw new Error('boom');
        },
      },
    ],
    ['no routes', registration(null)],
    ['paths that are not API paths', registration([{ path: '/blog', back: null, firstData: ['//evil.example/x', 'x', 7] }])],
  ])('begins nothing for a registration with %s', async (_, exports) => {
    expect((await open('/blog', exports)).api).toEqual([]);
  });

  it('begins nothing without init data, and says when the registration did not load', async () => {
    expect((await open('/blog', registration(), { initData: '' })).api).toEqual([]);
    const failed = await open('/blog', registration(), { loads: false });
    expect([failed.loaded, failed.api]).toEqual([false, []]);
  });
});
