/** mf-settings' registration: its routes' back targets; no home row (home's avatar opens /settings). */
import type { RegisterRemote, registrationContract } from '@app/shared/remotes';

export const contract: typeof registrationContract = 1;

export const register: RegisterRemote = () => ({
  routes: [
    { path: '/settings', back: '/main' },
    { path: '/settings/subscriptions', back: '/settings' },
    { path: '/settings/notifications/edu', back: '/settings' },
    { path: '/settings/notifications/sys', back: '/settings' },
    // The profile pages are reached from settings (spec section 2 lists no other target).
    { path: '/profile', back: '/settings' },
    { path: '/profile/payments', back: '/settings' },
    { path: '/profile/study/level', back: '/settings' },
    { path: '/profile/study/statistics', back: '/settings' },
  ],
  deepLinkSections: ['settings', 'profile'],
});
