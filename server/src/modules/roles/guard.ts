import type { StaffRole, StaffRoleGrant } from '@app/staff-contract';
import type { FastifyInstance } from 'fastify';
import { requireStaffRole } from './service';

/**
 * Who may call a route: `learner` is any signed-in user (the auth hook and the subscription gate
 * apply as before); a staff role answers 403 to anyone without it (admins pass every check).
 * Routes that need no sign-in at all say `config: { public: true }` instead.
 */
export type RouteGuard = 'learner' | StaffRole;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call it; set for a whole route group by guardRoutes, or on a route to narrow or widen it. */
    guard?: RouteGuard;
  }
  interface FastifyRequest {
    /** The caller's staff grants, on a route whose guard is a staff role (a speaker route reads its speaker). */
    staffGrants: StaffRoleGrant[];
  }
}

/**
 * Declares the guard of every route this plugin (and the plugins it registers) adds, unless a
 * route names its own: one line per route group instead of one call per handler, so a forgotten
 * line cannot open an endpoint. test/route-guards.test.ts lists every route with its guard.
 */
export function guardRoutes(group: FastifyInstance, guard: RouteGuard): void {
  group.addHook('onRoute', (route) => {
    // Mutated in place: the route table (and the test's listing) sees the same object.
    route.config ??= {};
    (route.config as { guard?: RouteGuard }).guard ??= guard;
  });
}

/**
 * The check behind the guards, once for the API (app.ts, after the auth hook): a route whose
 * guard is a staff role answers 403 unless the caller holds it. After validation, as the
 * per-handler checks it replaces ran, so a malformed request still answers 400 first.
 */
export function enforceRouteGuards(api: FastifyInstance): void {
  api.decorateRequest('staffGrants', null as unknown as StaffRoleGrant[]);
  api.addHook('preHandler', async (request) => {
    const { guard, public: isPublic } = request.routeOptions.config;
    if (isPublic || guard === undefined || guard === 'learner') return;
    request.staffGrants = await requireStaffRole(api.db, api.staffBootstrap, request.user, guard);
  });
}
