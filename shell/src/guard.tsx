import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorScreen, LoadingScreen } from '@app/shared/ui';
import { useUserState } from '@app/shared/user';
import { useStaffAccess } from './registrations/use-registrations';
import { text } from './text';

const ONBOARDING_PATHS = ['/onboarding', '/onboarding/activities'];

/**
 * Spec section 2, Guard: loading, error, and the subscription redirects (both replace). Staff are
 * the one exception the spec does not show: a remote may declare that its routes need a staff role
 * (or one route may) instead of a plan, so a staff member without the learner's plan opens them and
 * lands where their roles lead (the staff home whose registration serves them: the studio for a
 * person who only edits, the staff home's rows for the rest) rather than on /onboarding (which they
 * may still open).
 */
export function Guard({ children }: { children: ReactNode }) {
  const state = useUserState();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  const staffWithoutPlan =
    state.status === 'loaded' &&
    !state.user.subscription &&
    (state.user.staff_roles?.length ?? 0) > 0 &&
    !ONBOARDING_PATHS.includes(path);
  const staffAccess = useStaffAccess(path, staffWithoutPlan && state.status === 'loaded' ? state.user : null);
  if (state.status === 'loading') return <LoadingScreen title={text.loadingUser} />;
  if (state.status === 'error') {
    return (
      <ErrorScreen
        title={text.userErrorTitle}
        message={state.error.message || text.unknownError}
        onRetry={() => void state.refresh()}
        retryLabel={text.retry}
      />
    );
  }
  const subscribed = Boolean(state.user.subscription);
  if (staffWithoutPlan) {
    if (staffAccess.status === 'loading') return <LoadingScreen title={text.loadingUser} />;
    if (staffAccess.status === 'redirect') return <Navigate to={staffAccess.to} replace />;
    return children;
  }
  if (!subscribed && !ONBOARDING_PATHS.includes(path)) return <Navigate to="/onboarding" replace />;
  if (subscribed && path === '/onboarding') return <Navigate to="/main" replace />;
  return children;
}
