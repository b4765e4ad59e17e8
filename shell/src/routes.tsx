import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { LoadingScreen } from '@app/shared/ui';
import { HomeScreen } from './screens/home-screen';
import { remoteForPath } from './remotes/remote-registry';
import { RemoteRoutes } from './remotes/remote-routes';
import { text } from './text';

// Onboarding carries the carousel library; a subscribed user never pays for it.
const OnboardingScreen = lazy(() => import('./screens/onboarding-screen'));
const OnboardingActivitiesScreen = lazy(() => import('./screens/onboarding-activities-screen'));

/** Any path no remote serves goes to / (spec section 2). */
function RemoteOrHome() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  return remote ? <RemoteRoutes key={remote} name={remote} /> : <Navigate to="/" replace />;
}

/** The shell's routes; every other known prefix belongs to a remote that owns its sub-routes. */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen title={text.loadingUser} />}>
      <Routes>
        <Route path="/" element={<Navigate to="/onboarding" replace />} />
        <Route path="/onboarding" element={<OnboardingScreen />} />
        <Route path="/onboarding/activities" element={<OnboardingActivitiesScreen />} />
        <Route path="/main" element={<HomeScreen />} />
        <Route path="*" element={<RemoteOrHome />} />
      </Routes>
    </Suspense>
  );
}
