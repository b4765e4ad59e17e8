import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { backButton } from '@telegram-apps/sdk-react';
import { telegramEnvironment } from './environment';

/**
 * True while the host (the shell) drives the native back button from its route table: screens
 * then leave the button alone, so a press navigates once, and works before any screen mounted.
 */
let ownedByRouteTable = false;

/**
 * What sits on top of the screen and should close before the screen is left (an open bottom
 * sheet), latest on top: while any is there, a press of the back button closes it instead of
 * navigating (on Android the hardware back is that button).
 */
const claims: Array<() => void> = [];

function useNativeBackButton(target: string | null, active: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active || !backButton.isMounted()) return;
    if (target === null) {
      backButton.hide();
      return;
    }
    backButton.show();
    return backButton.onClick(() => {
      const claim = claims[claims.length - 1];
      if (claim) claim();
      else navigate(target);
    });
  }, [active, navigate, target]);
}

/**
 * While `active` (a sheet is open), the back button calls `onBack` (closes it) instead of leaving
 * the screen; a sheet that cannot be dismissed passes a no-op and holds the screen.
 */
export function useBackButtonClaim(active: boolean, onBack: () => void): void {
  const onBackRef = useRef(onBack);
  onBackRef.current = onBack;
  useEffect(() => {
    if (!active) return;
    const claim = () => onBackRef.current();
    claims.push(claim);
    return () => {
      const at = claims.lastIndexOf(claim);
      if (at >= 0) claims.splice(at, 1);
    };
  }, [active]);
}

/**
 * A loaded screen may know a better target than the route table (a section goes back to its own
 * activity, which the URL does not tell): it refines the target for its path. The table's answer
 * holds until then, so the button works while the screen loads.
 */
let refinement: { path: string; target: string | null } | null = null;
const refinementListeners = new Set<() => void>();
function refine(next: typeof refinement): void {
  refinement = next;
  for (const listener of refinementListeners) listener();
}
function subscribeRefinement(listener: () => void): () => void {
  refinementListeners.add(listener);
  return () => refinementListeners.delete(listener);
}

/**
 * Points the Telegram back button at a screen's back target (spec section 2), or hides it (null).
 * Returns whether the page should draw its own back arrow: only outside a real Telegram client,
 * where the native button does not exist. Inside the shell the route table owns the native
 * button (useRouteBackButton); this hook then only refines the table's target for its path.
 */
export function useBackButton(target: string | null): boolean {
  const { pathname } = useLocation();
  useNativeBackButton(target, !ownedByRouteTable);
  useEffect(() => {
    if (!ownedByRouteTable) return;
    refine({ path: pathname, target });
    return () => {
      if (refinement?.path === pathname) refine(null);
    };
  }, [pathname, target]);
  return target !== null && telegramEnvironment() !== 'telegram';
}

/**
 * The host's side: the native back button follows the current location through `targetFor`
 * (known from the route table), from the moment the URL changes, not when the screen (its remote,
 * its data) has finished loading.
 */
export function useRouteBackButton(targetFor: (pathname: string) => string | null): void {
  // Set while rendering, before any screen below runs its effects (children's effects run first).
  ownedByRouteTable = true;
  useEffect(() => {
    ownedByRouteTable = true;
    return () => {
      ownedByRouteTable = false;
    };
  }, []);
  const { pathname } = useLocation();
  const refined = useSyncExternalStore(subscribeRefinement, () => refinement);
  useNativeBackButton(refined?.path === pathname ? refined.target : targetFor(pathname), true);
}
