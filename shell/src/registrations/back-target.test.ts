import type { RemoteRoute } from '@app/shared/remotes';
import { backTargetFor } from './back-target';

// As remotes declare them (each remote's registration.ts); the shell knows only its own.
const routes: RemoteRoute[] = [
  { path: '/blog', back: '/main' },
  { path: '/blog/:id', back: '/blog' },
  { path: '/meetings/:id/ticket', back: '/meetings/:id' },
  { path: '/activity/section/:id', back: '/activity' },
  { path: '/quiz', back: null },
];

describe('back targets from the routes remotes declare (spec section 2)', () => {
  it.each([
    ['/onboarding/activities', '/onboarding'],
    ['/blog', '/main'],
    ['/blog/13', '/blog'],
    ['/blog/13/', '/blog'],
    ['/meetings/4/ticket', '/meetings/4'],
    ['/activity/section/9', '/activity'],
  ])('%s → %s', (path, target) => {
    expect(backTargetFor(path, routes)).toBe(target);
  });

  it.each(['/', '/onboarding', '/main', '/no/such/page', '/blog/1/extra', '/quiz', '/meetings/4'])(
    '%s has no back button',
    (path) => {
      expect(backTargetFor(path, routes)).toBeNull();
    },
  );

  it('has none for a remote whose registration has not arrived', () => {
    expect(backTargetFor('/blog/13', [])).toBeNull();
  });
});
