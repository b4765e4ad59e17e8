import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { backButton } from '@telegram-apps/sdk-react';
import { telegramEnvironment } from './environment';

/**
 * The native back button has exactly one press handler on the page, installed once. Each press
 * decides what it does synchronously, from state kept here, at the moment it arrives: close the
 * topmost claim (an open sheet), or navigate once to the target of the path the app is on. Screens
 * and the route table only describe targets; none of them subscribes to the button itself, so a
 * press during a transition (a screen unmounting, another mounting, a listener re-subscribing)
 * can never be handled twice and skip a screen.
 */

/** Where a press navigates from a path: the route table's answer (the shell's), if there is one. */
let routeTable: ((pathname: string) => string | null) | null = null;

/**
 * The host's last word on any target, the table's or a screen's (a staff member without the plan
 * has no /main to go back to: the shell sends that back to where they land, or hides it there).
 */
type Rewrite = (target: string, pathname: string) => string | null;
let rewrite: Rewrite | null = null;
const rewritten = (target: string | null, path: string) => (target === null || !rewrite ? target : rewrite(target, path));

/**
 * Targets that mounted screens know better than the table (a section goes back to its own
 * activity), each for the path it was rendered at; the latest mounted wins. Standalone (no route
 * table), they are the only source.
 */
type Refinement = { path: string; target: string | null };
const refinements: Refinement[] = [];

/**
 * What sits on top of the screen and closes before the screen is left, latest on top. Each is
 * handed `leave`, the press the claim held back, for a claim that only asks first (unsaved work).
 */
type Claim = (leave: () => void) => void;
const claims: Claim[] = [];

/**
 * Where the app is, as far as a press is concerned. A browser router changes the URL at once and
 * renders the new screen later (a transition that waits for the screen's code), so with one the URL
 * is the truth; a memory router (tests) has only its rendered path, and where the last press went.
 */
let renderedPath: string | null = null;
let followsUrl = false;
let pressedTo: string | null = null;
let navigate: NavigateFunction | null = null;

function currentPath(): string | null {
  return followsUrl ? window.location.pathname : (pressedTo ?? renderedPath);
}

function resolveTarget(path: string): string | null {
  for (let i = refinements.length - 1; i >= 0; i--)
    if (refinements[i]!.path === path) return rewritten(refinements[i]!.target, path);
  return routeTable ? rewritten(routeTable(path), path) : null;
}

function onPress(): void {
  const claim = claims[claims.length - 1];
  if (claim) return claim(leave);
  leave();
}

/** The press as if nothing claimed it: to the current path's target. */
function leave(): void {
  const path = currentPath();
  const target = path === null ? null : resolveTarget(path);
  if (target === null || !navigate) return;
  // Until the router renders the new path, a second press starts from where this one went.
  pressedTo = target;
  navigate(target);
}

let unsubscribe: (() => void) | null = null;

/**
 * Shows or hides the native button for the current path, and installs the one press handler.
 * Also called once the SDK mounts (init.ts, mountTelegram): effects that ran before it found the
 * button unmounted and left it as it was.
 */
export function syncBackButton(): void {
  if (!backButton.isMounted()) return;
  unsubscribe ??= backButton.onClick(onPress);
  const path = currentPath();
  if (path !== null && (claims.length > 0 || resolveTarget(path) !== null)) backButton.show();
  else backButton.hide();
}

/** Keeps the press state on the location the router has rendered. */
function useTrackLocation(): void {
  const { pathname } = useLocation();
  const navigateTo = useNavigate();
  // Layout effect: settled before the browser paints the new screen, so before the next press.
  useLayoutEffect(() => {
    renderedPath = pathname;
    followsUrl = pathname === window.location.pathname;
    pressedTo = null;
    navigate = navigateTo;
    syncBackButton();
  }, [pathname, navigateTo]);
}

/**
 * While `active` (a sheet is open), the back button calls `onBack` (closes it) instead of leaving
 * the screen; a sheet that cannot be dismissed passes a no-op and holds the screen. A screen that
 * only asks first (unsaved work) calls the `leave` it is handed once the person agrees: the press
 * then goes where it would have.
 */
export function useBackButtonClaim(active: boolean, onBack: (leave: () => void) => void): void {
  const onBackRef = useRef(onBack);
  onBackRef.current = onBack;
  useEffect(() => {
    if (!active) return;
    const claim: Claim = (leave) => onBackRef.current(leave);
    claims.push(claim);
    syncBackButton();
    return () => {
      const at = claims.lastIndexOf(claim);
      if (at >= 0) claims.splice(at, 1);
      syncBackButton();
    };
  }, [active]);
}

/**
 * Points the Telegram back button at a screen's back target (spec section 2), or hides it (null).
 * Returns whether the page should draw its own back arrow: only outside a real Telegram client,
 * where the native button does not exist. Inside the shell the route table answers for every path
 * from the moment the URL changes; a screen's target refines it for the path it renders.
 */
export function useBackButton(target: string | null): boolean {
  return useBackLink(target) !== null;
}

/**
 * `useBackButton`, answering where the page's own '‹' link should lead (the host may rewrite a
 * target, see `useRouteBackButton`), or null when it draws none: inside a real Telegram client
 * (the native button exists) or when there is nowhere to go back to.
 */
export function useBackLink(target: string | null): string | null {
  const { pathname } = useLocation();
  useTrackLocation();
  useLayoutEffect(() => {
    const refinement: Refinement = { path: pathname, target };
    refinements.push(refinement);
    syncBackButton();
    return () => {
      refinements.splice(refinements.indexOf(refinement), 1);
      syncBackButton();
    };
  }, [pathname, target]);
  const shown = rewritten(target, pathname);
  return shown !== null && telegramEnvironment() !== 'telegram' ? shown : null;
}

/**
 * The host's side: the native button follows the current location through `targetFor` (the
 * route table), from the moment the URL changes, not when the screen (its remote, its data) has loaded.
 * `rewriteTarget` has the last word on every target, the table's and the screens' (and so on the
 * pages' own '‹' links): a target the user should not follow as written, or null to hide it.
 */
export function useRouteBackButton(
  targetFor: (pathname: string) => string | null,
  rewriteTarget?: (target: string, pathname: string) => string | null,
): void {
  useTrackLocation();
  useLayoutEffect(() => {
    routeTable = targetFor;
    rewrite = rewriteTarget ?? null;
    syncBackButton();
    return () => {
      if (routeTable === targetFor) routeTable = null;
      if (rewrite === rewriteTarget) rewrite = null;
      syncBackButton();
    };
  }, [targetFor, rewriteTarget]);
}
