import type { RemoteRoute } from '@app/shared/remotes';
import { backTargetFor, homeFor } from './back-target';

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

describe('homeFor: /main is not home for a staff member without the plan (issue 38, item 1)', () => {
  it('keeps every target for a learner (no landing)', () => {
    expect(homeFor('/main', '/staff', null)).toBe('/main');
  });

  it('sends a back to /main to where they land, and hides it on the landing itself', () => {
    expect(homeFor('/main', '/studio/course', '/staff')).toBe('/staff');
    expect(homeFor('/main', '/staff', '/staff')).toBeNull();
    expect(homeFor('/main', '/studio/course/', '/studio/course')).toBeNull();
  });

  it('leaves every other target alone', () => {
    expect(homeFor('/studio/course', '/studio/course/9', '/studio/course')).toBe('/studio/course');
  });
});
