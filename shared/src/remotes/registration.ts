/**
 * The contract between the shell and a remote: what a remote declares about itself in
 * `src/registration.ts`, so the shell renders it without knowing any remote's routes or API
 * (docs/ARCHITECTURE.md, "Registrations").
 *
 * A registration module imports nothing at run time (only types, its own text.ts and plain helpers
 * of its own): it is built into a standalone `registration.js` beside the remote's manifest, not
 * into a federation module, because the shell loads every remote's registration for the home screen
 * and five federation containers would cost /main ~45 KB of remoteEntry.js. What a registration
 * needs of the app at run time (the API) the shell lends it as `ShellRuntime`.
 */
import type { ReactNode } from 'react';
import type { User } from '../contract';

/** A failed request of `ShellRuntime.get`: `status` is the HTTP status when the server answered. */
export interface ShellRequestError extends Error {
  status?: number;
}

/** What the shell lends a registration. Kept small on purpose: every field is a promise to every remote. */
export interface ShellRuntime {
  /** GET on the app's API (`/api` + path) as the current user; rejects with a `ShellRequestError`. */
  get<T>(path: string, params?: Record<string, string | number | undefined>): Promise<T>;
}

/** A path the remote serves and where the native back button goes from it (spec section 2). */
export interface RemoteRoute {
  /** React Router pattern under one of the remote's prefixes in remotes.config.json: '/meetings/:id/ticket'. */
  path: string;
  /** The back target, with the pattern's :params filled in ('/meetings/:id'); null hides the button. */
  back: string | null;
  /**
   * The GETs the route's screen makes as soon as it renders, as API paths under /api with the
   * pattern's :params ('/blog/feed?page=1', '/meetings/:id'), written exactly as its http request
   * builds them. When the page opens on this route, the shell's early-start.js begins them before
   * any bundle arrives and the kernel's http client hands each to the screen's first request of
   * that URL, so a screen whose largest paint is its data (a list, its first picture) does not wait
   * for the bundles, the remote's files and a render first. Absent: none.
   */
  firstData?: readonly string[];
  /**
   * What this one route needs of the user when it differs from the registration's `access`: a
   * learner's remote may open one route to staff by role (mf-activities' editors' preview).
   * Absent: the registration's.
   */
  access?: RouteAccess;
}

/**
 * What a remote's routes.tsx renders for each route its registration declares: one screen per
 * path, no more and no fewer (the type says so), so the registration's route list is the one
 * declaration of the remote's paths: `const screens: ScreensFor<typeof routes> = { '/quiz': <QuizScreen /> }`.
 */
export type ScreensFor<Routes extends readonly RemoteRoute[]> = { readonly [Path in Routes[number]['path']]: ReactNode };

/** The live part of a home row: the remote's own query and how its answer reads as a subtitle. */
export interface HomeRowQuery<T = unknown> {
  /**
   * The remote's own query key. Its screens use the same key (or one under the same first segment
   * they invalidate), so a change made there shows on home when the user comes back.
   */
  queryKey: readonly unknown[];
  queryFn: (runtime: ShellRuntime) => Promise<T>;
  /** The subtitle for an answer; null keeps the neutral subtitle. */
  subtitle: (data: T) => string | null;
  /** The subtitle for a failed query by HTTP status (a 404 may mean "nothing to do"); null or absent keeps it neutral. */
  errorSubtitle?: (status: number | undefined) => string | null;
  /** Milliseconds an answer stays fresh (TanStack Query staleTime); default 60 s. */
  staleTime?: number;
  /**
   * Whether an answer hides the row ('Opakovanie' with nothing ever to review). With it, the row
   * shows only once the query answered and this said false: never while loading or after a
   * failure, so it never flashes in and out. Absent: the row always shows.
   */
  hidden?: (data: T) => boolean;
}

/** A remote's row in the list on the home screen (/main). */
export interface HomeRow<T = unknown> {
  title: string;
  /** The neutral subtitle: claims nothing about the user; shown while loading, on failure, with no query. */
  subtitle: string;
  /** Where the row leads: a path under the remote's prefixes. */
  target: string;
  /** Rows are listed by ascending order (ties in remotes.config.json order). */
  order: number;
  /** Whether this user sees the row (e.g. staff only); absent: everyone. Decided before the row shows, so it never flashes. */
  visibleTo?: (user: User) => boolean;
  query?: HomeRowQuery<T>;
}

/**
 * What a remote's routes need of the user. 'subscription': spec section 2's guard (no plan →
 * /onboarding). 'staff-role': a user holding any staff role opens them without a plan (the remote
 * checks which role each screen needs; the server checks every request); anyone else still needs
 * a plan.
 */
export type RouteAccess = 'subscription' | 'staff-role';

/** Everything a remote declares. */
export interface RemoteRegistration {
  /** Absent: 'subscription'. */
  access?: RouteAccess;
  /**
   * With access 'staff-role': where a staff member without a plan lands (their own home) instead of
   * /onboarding; a path under the remote's prefixes.
   */
  staffHome?: string;
  /**
   * Whether `staffHome` is where this staff member lands; absent: every staff member. The shell
   * takes the first registration (remotes.config.json order) whose rule holds, so each remote
   * says only whom its own home serves (mf-studio: a person whose only role is editor).
   */
  staffHomeFor?: (user: User) => boolean;
  /** Every path the remote serves, with its back target: the native button works before the remote's screens load. */
  routes: readonly RemoteRoute[];
  /**
   * First path segments a Telegram start parameter may open ('blog' lets startapp=blog_13 open
   * /blog/13); each must be the first segment of one of the remote's prefixes. Absent: none.
   */
  deepLinkSections?: readonly string[];
  /**
   * Where news cards lead, by the card's `redirect_code`: a path pattern whose :params are filled
   * from the card's fields of the same name ('/blog/:blog_publication_id'); a card missing one is
   * plain. Absent: no news code leads to this remote.
   */
  newsTargets?: Readonly<Record<string, string>>;
  /** Where the profile button in the home screen's header leads; the shell shows it once a remote declares it. */
  profileTarget?: string;
  /** Absent: the remote has no row on home. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each remote's query has its own data type
  homeRow?: HomeRow<any>;
  /** More rows of the same remote on home, each placed by its own `order` (mf-activities' 'Opakovanie'). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each remote's query has its own data type
  moreHomeRows?: readonly HomeRow<any>[];
}

/**
 * What `src/registration.ts` exports as `register`: called once by the shell with the runtime.
 * `registrationContract` is the contract's version: the shell refuses a registration of another major.
 */
export type RegisterRemote = (runtime: ShellRuntime) => RemoteRegistration;

/** Bumped (major) when a change to these types would break a remote built against the previous ones. */
export const registrationContract = 1;
