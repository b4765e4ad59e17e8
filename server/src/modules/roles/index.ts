/** The roles module's entrance: what other modules may use (roles/README.md). */
export { emptyStaffBootstrap } from './service';
export type { StaffBootstrap } from './service';
export { grantRole, listSpeakersForRoles, listStaffUsers, requireStaffRole, revokeRole, staffMe, staffRolesOf } from './service';
export { enforceRouteGuards, guardRoutes } from './guard';
export type { RouteGuard } from './guard';
