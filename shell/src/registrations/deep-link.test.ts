import { registrationExports, stubRegistrations } from '../home/home-test-handlers';
import { deepLinkPath } from './deep-link';

describe('deep links open only the sections a remote lets them', () => {
  it('opens a section its owner declares, and no other', async () => {
    stubRegistrations({
      mf_blog: registrationExports(() => ({ routes: [{ path: '/blog/:id', back: '/blog' }], deepLinkSections: ['blog'] })),
      mf_settings: registrationExports(() => ({
        routes: [{ path: '/profile', back: '/settings' }],
        deepLinkSections: ['settings'],
      })),
    });
    expect(await deepLinkPath('/blog/13')).toBe('/blog/13');
    expect(await deepLinkPath('/settings/subscriptions')).toBe('/settings/subscriptions');
    expect(await deepLinkPath('/profile/payments')).toBeNull();
    expect(await deepLinkPath('/onboarding')).toBeNull();
    expect(await deepLinkPath(null)).toBeNull();
  });

  it('opens nothing of a remote whose registration cannot load', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    stubRegistrations({ mf_blog: new Error('gone') });
    expect(await deepLinkPath('/blog/13')).toBeNull();
    spy.mockRestore();
  });
});
