/** mf-staff's registration: what the shell shows of it before its code loads (@app/shared/remotes). */
import type { RegisterRemote, registrationContract, RemoteRoute } from '@app/shared/remotes';
import { homeText } from './text';

export const contract: typeof registrationContract = 1;

/** Every path this remote serves and its back target: routes.tsx renders one screen for each (ScreensFor). */
export const routes = [
  { path: '/staff', back: '/main' },
  { path: '/staff/speaking', back: '/staff' },
  { path: '/staff/speaking/:sectionId/:userId', back: '/staff/speaking' },
  { path: '/staff/meetings', back: '/staff' },
  { path: '/staff/meetings/:id', back: '/staff/meetings' },
  { path: '/staff/calls', back: '/staff' },
  { path: '/staff/roles', back: '/staff' },
] as const satisfies readonly RemoteRoute[];

export const register: RegisterRemote = () => ({
  // Staff work here whether or not they also learn: a role opens these routes, not the plan.
  access: 'staff-role',
  staffHome: '/staff',
  // A person whose only role is editing lands in the studio (its registration says so); anyone
  // holding another role lands here, where a row leads to each part, the studio included.
  staffHomeFor: (user) => (user.staff_roles ?? []).some((role) => role !== 'editor'),
  routes,
  // No deep-link section: staff screens are reached from home, not from shared links.
  homeRow: {
    order: 90,
    title: homeText.title,
    subtitle: homeText.subtitle,
    target: '/staff',
    // Learners never see the row: /users/me carries the roles, so no request is made for it.
    visibleTo: (user) => (user.staff_roles?.length ?? 0) > 0,
  },
});
