import { testRuntime } from '@app/shared/testing';
import { register } from '../registration';

describe("mf-settings' registration", () => {
  it('sends every settings and profile page back to /settings, and settings itself home', () => {
    const { routes, homeRow, deepLinkSections } = register(testRuntime);
    expect(routes.find((route) => route.path === '/settings')?.back).toBe('/main');
    for (const route of routes.filter((r) => r.path !== '/settings')) expect(route.back).toBe('/settings');
    expect(routes.map((route) => route.path)).toContain('/profile/study/statistics');
    expect(homeRow).toBeUndefined();
    expect(deepLinkSections).toEqual(['settings', 'profile']);
  });
});
