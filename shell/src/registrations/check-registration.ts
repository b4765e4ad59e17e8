import { owns, registrationContract, type RemoteApp, type RemoteRegistration, type ShellRuntime } from '@app/shared/remotes';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isFunction = (value: unknown): value is (...args: never[]) => unknown => typeof value === 'function';

/** The path part of a pattern or target before any :param ('/meetings/:id' → '/meetings/'). */
const staticPart = (path: string) => path.split('/:')[0]!;
const ownedBy = (remote: RemoteApp, path: string) =>
  path.startsWith('/') && remote.prefixes.some((prefix) => owns(prefix, staticPart(path)));

/**
 * What a remote's registration.js left on the window, checked against the contract
 * (@app/shared/remotes, registration.ts) and against what the remote owns: a remote may declare
 * routes, deep-link sections, news and profile targets and a home row target only under its own prefixes in
 * remotes.config.json, so one remote cannot take over another's back button or links. Throws with
 * the reason on anything else: the shell then treats the remote as one that failed to load.
 */
export function checkRegistration(remote: RemoteApp, exports: unknown, runtime: ShellRuntime): RemoteRegistration {
  const fail = (reason: string): never => {
    throw new Error(`${remote.name}'s registration ${reason}`);
  };
  if (!isRecord(exports)) return fail('did not load (no registration.js exports)');
  if (exports.contract !== registrationContract) {
    fail(`was built for registration contract ${String(exports.contract)}; this shell speaks ${registrationContract}`);
  }
  if (!isFunction(exports.register)) return fail('exports no register function');
  const registration: unknown = (exports.register as (runtime: ShellRuntime) => unknown)(runtime);
  if (!isRecord(registration) || !Array.isArray(registration.routes)) return fail('declares no routes');
  for (const route of registration.routes as unknown[]) {
    if (!isRecord(route) || !isString(route.path) || !ownedBy(remote, route.path)) {
      fail(`declares a route outside its prefixes: ${JSON.stringify(route)}`);
    }
    if ((route as Record<string, unknown>).back !== null && !isString((route as Record<string, unknown>).back)) {
      fail(`declares a back target that is neither a path nor null: ${JSON.stringify(route)}`);
    }
    const routeAccess = (route as Record<string, unknown>).access;
    if (routeAccess !== undefined && routeAccess !== 'subscription' && routeAccess !== 'staff-role') {
      fail(`declares a route access that is neither 'subscription' nor 'staff-role': ${JSON.stringify(route)}`);
    }
    const firstData = (route as Record<string, unknown>).firstData;
    const apiPath = (value: unknown) => isString(value) && value.startsWith('/') && !value.startsWith('//');
    if (firstData !== undefined && (!Array.isArray(firstData) || !firstData.every(apiPath))) {
      fail(`declares first data that is not a list of API paths: ${JSON.stringify(route)}`);
    }
  }
  const sections = registration.deepLinkSections ?? [];
  const own = remote.prefixes.map((prefix) => prefix.replace(/^\/+/, '').split('/')[0]);
  if (!Array.isArray(sections) || sections.some((section) => !own.includes(section as string))) {
    fail(`declares deep-link sections it does not own: ${JSON.stringify(sections)}`);
  }
  const news = registration.newsTargets ?? {};
  if (!isRecord(news) || Object.values(news).some((target) => !isString(target) || !ownedBy(remote, target))) {
    fail(`declares news targets it does not own: ${JSON.stringify(news)}`);
  }
  const profile = registration.profileTarget;
  if (profile !== undefined && (!isString(profile) || !ownedBy(remote, profile))) {
    fail(`declares a profile target it does not own: ${String(profile)}`);
  }
  if (registration.access !== undefined && registration.access !== 'subscription' && registration.access !== 'staff-role') {
    fail(`declares an access that is neither 'subscription' nor 'staff-role': ${String(registration.access)}`);
  }
  if (registration.staffHome !== undefined) {
    if (registration.access !== 'staff-role') fail("declares a staff home without access 'staff-role'");
    if (!isString(registration.staffHome) || !ownedBy(remote, registration.staffHome))
      fail(`declares a staff home it does not own: ${String(registration.staffHome)}`);
  }
  if (registration.staffHomeFor !== undefined) {
    if (registration.staffHome === undefined) fail('declares whom its staff home serves without a staff home');
    if (!isFunction(registration.staffHomeFor)) fail('declares whom its staff home serves with something not a function');
  }
  if (registration.moreHomeRows !== undefined && !Array.isArray(registration.moreHomeRows))
    fail('declares more home rows that are not a list');
  const homeRows = [registration.homeRow, ...((registration.moreHomeRows as unknown[] | undefined) ?? [])];
  for (const row of homeRows) {
    if (row === undefined) continue;
    if (!isRecord(row) || !isString(row.title) || !isString(row.subtitle) || typeof row.order !== 'number') {
      fail('declares a home row without title, subtitle or order');
    }
    const home = row as Record<string, unknown>;
    if (!isString(home.target) || !ownedBy(remote, home.target))
      fail(`declares a home row target it does not own: ${String(home.target)}`);
    if (home.visibleTo !== undefined && !isFunction(home.visibleTo)) fail('declares a visibility rule that is not a function');
    const query = home.query;
    if (
      query !== undefined &&
      (!isRecord(query) || !Array.isArray(query.queryKey) || !isFunction(query.queryFn) || !isFunction(query.subtitle))
    ) {
      fail('declares a home row query without queryKey, queryFn or subtitle');
    }
    if (isRecord(query) && query.hidden !== undefined && !isFunction(query.hidden))
      fail('declares a home row hidden rule that is not a function');
  }
  return registration as unknown as RemoteRegistration;
}
