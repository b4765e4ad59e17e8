/** mf-settings' registration: its routes' back targets; no home row (home's avatar opens /settings). */
import type { RegisterRemote, registrationContract, RemoteRoute } from '@app/shared/remotes';

export const contract: typeof registrationContract = 1;

/** Every path this remote serves and its back target: routes.tsx renders one screen for each (ScreensFor). */
export const routes = [
  { path: '/settings', back: '/main', firstData: ['/users/me/settings'] },
  { path: '/settings/subscriptions', back: '/settings' },
  { path: '/settings/notifications/edu', back: '/settings' },
  { path: '/settings/notifications/sys', back: '/settings' },
  // The profile pages are reached from settings (spec section 2 lists no other target).
  { path: '/profile', back: '/settings' },
  { path: '/profile/payments', back: '/settings' },
  { path: '/profile/study/level', back: '/settings' },
  { path: '/profile/study/statistics', back: '/settings' },
] as const satisfies readonly RemoteRoute[];

export const register: RegisterRemote = () => ({
  routes,
  // The avatar in home's header opens the settings (spec section 2, Home).
  profileTarget: '/settings',
  deepLinkSections: ['settings', 'profile'],
});
