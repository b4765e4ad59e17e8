import { backTargetFor } from './back-targets';

describe('back targets from the route table (spec section 2)', () => {
  it.each([
    ['/onboarding/activities', '/onboarding'],
    ['/settings', '/main'],
    ['/calls', '/main'],
    ['/blog', '/main'],
    ['/blog/13', '/blog'],
    ['/blog/13/', '/blog'],
    ['/meetings', '/main'],
    ['/meetings/4', '/meetings'],
    ['/meetings/4/ticket', '/meetings/4'],
    ['/activity', '/main'],
    ['/activity/7', '/activity'],
    ['/activity/section/9', '/activity'],
    ['/profile', '/settings'],
    ['/profile/payments', '/settings'],
    ['/profile/study/level', '/settings'],
    ['/profile/study/statistics', '/settings'],
    ['/settings/subscriptions', '/settings'],
    ['/settings/notifications/edu', '/settings'],
    ['/settings/notifications/sys', '/settings'],
  ])('%s → %s', (path, target) => {
    expect(backTargetFor(path)).toBe(target);
  });

  it.each(['/', '/onboarding', '/main', '/no/such/page', '/blog/1/extra'])('%s has no back button', (path) => {
    expect(backTargetFor(path)).toBeNull();
  });
});
