import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorScreen, LoadingScreen } from '@app/shared/ui';
import { useUserState } from '@app/shared/user';
import { text } from './text';

const ONBOARDING_PATHS = ['/onboarding', '/onboarding/activities'];

/** Spec section 2, Guard: loading, error, and the subscription redirects (both replace). */
export function Guard({ children }: { children: ReactNode }) {
  const state = useUserState();
  const { pathname } = useLocation();
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
  const path = pathname.replace(/\/+$/, '') || '/';
  if (!subscribed && !ONBOARDING_PATHS.includes(path)) return <Navigate to="/onboarding" replace />;
  if (subscribed && path === '/onboarding') return <Navigate to="/main" replace />;
  return children;
}
