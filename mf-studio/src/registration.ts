/** mf-studio's registration: what the shell shows of it before its code loads (@app/shared/remotes). */
import type { RegisterRemote, registrationContract, RemoteRoute } from '@app/shared/remotes';
import { homeText } from './text/home';

export const contract: typeof registrationContract = 1;

/** Every path this remote serves and its back target: routes.tsx renders one screen for each (ScreensFor). */
export const routes = [
  { path: '/studio', back: '/main' },
  { path: '/studio/course', back: '/main' },
  { path: '/studio/course/:id', back: '/studio/course' },
  { path: '/studio/publications', back: '/studio/course' },
  { path: '/studio/publications/:id', back: '/studio/publications' },
  { path: '/studio/news', back: '/studio/course' },
  { path: '/studio/news/:id', back: '/studio/news' },
  { path: '/studio/meetings', back: '/studio/course' },
  // ':id' is also 'new' (the empty form).
  { path: '/studio/meetings/:id', back: '/studio/meetings' },
  { path: '/studio/speakers', back: '/studio/course' },
  { path: '/studio/speakers/:id', back: '/studio/speakers' },
  { path: '/studio/authors', back: '/studio/publications' },
  // ':id' is also 'new' (the empty form).
  { path: '/studio/authors/:id', back: '/studio/authors' },
] as const satisfies readonly RemoteRoute[];

export const register: RegisterRemote = () => ({
  routes,
  // Editors are staff: a role opens the studio, not the learner plan.
  access: 'staff-role',
  // Where an editor without the learner plan lands; the staff home (mf-staff) serves anyone with another role too.
  staffHome: '/studio/course',
  staffHomeFor: (user) => (user.staff_roles ?? []).includes('editor'),
  // No deep-link section: editors reach the studio from home.
  homeRow: {
    order: 95,
    title: homeText.title,
    subtitle: homeText.subtitle,
    target: '/studio/course',
    // Editors (and admins, who pass every check); /users/me carries the roles, so no request is made.
    visibleTo: (user) => (user.staff_roles ?? []).some((role) => role === 'editor' || role === 'admin'),
  },
});
