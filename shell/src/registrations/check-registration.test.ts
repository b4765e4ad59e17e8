import { remoteApps, type ShellRuntime } from '@app/shared/remotes';
import { checkRegistration } from './check-registration';

const remote = remoteApps.find((app) => app.name === 'mf_blog')!;
const runtime: ShellRuntime = { get: () => Promise.reject(new Error('unused')) };
const withFirstData = (firstData: unknown) => ({
  contract: 1,
  register: () => ({ routes: [{ path: '/blog', back: '/main', firstData }] }),
});

describe("a route's firstData (the GETs early-start.js begins for it)", () => {
  it('is accepted as a list of API paths, with :params', () => {
    const registration = checkRegistration(remote, withFirstData(['/blog/feed?page=1', '/blog/:id/']), runtime);
    expect(registration.routes[0]!.firstData).toEqual(['/blog/feed?page=1', '/blog/:id/']);
  });

  it.each([
    ['not a list', '/blog/feed'],
    ['a path of another origin', ['//evil.example/feed']],
    ['a relative path', ['blog/feed']],
    ['something else than a path', [42]],
  ])('refuses the registration when it is %s', (_, firstData) => {
    expect(() => checkRegistration(remote, withFirstData(firstData), runtime)).toThrow(/first data/);
  });
});
