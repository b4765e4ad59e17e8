import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { ScreensFor } from '@app/shared/remotes';
import { LoadingScreen } from '@app/shared/ui';
import { routes } from './registration';
import { text } from './text';

// Each screen is its own chunk: /activity stays light, and @dnd-kit loads only inside a section
// that has a drag task (see components/task-view.tsx).
const ActivitiesScreen = lazy(() => import('./screens/activities-screen').then((m) => ({ default: m.ActivitiesScreen })));
const ActivityScreen = lazy(() => import('./screens/activity-screen').then((m) => ({ default: m.ActivityScreen })));
const PreviewScreen = lazy(() => import('./screens/preview-screen').then((m) => ({ default: m.PreviewScreen })));
const ReviewScreen = lazy(() => import('./screens/review-screen').then((m) => ({ default: m.ReviewScreen })));
const SectionScreen = lazy(() => import('./screens/section-screen').then((m) => ({ default: m.SectionScreen })));

const activityFallback = <LoadingScreen title={text.activityLoading} />;

// One screen per route the registration declares (the type holds them to the same paths).
const screens: ScreensFor<typeof routes> = {
  '/activity': (
    <Suspense fallback={activityFallback}>
      <ActivitiesScreen />
    </Suspense>
  ),
  '/activity/:id': (
    <Suspense fallback={activityFallback}>
      <ActivityScreen />
    </Suspense>
  ),
  '/activity/preview/:id': (
    <Suspense fallback={activityFallback}>
      <PreviewScreen />
    </Suspense>
  ),
  '/activity/review': (
    <Suspense fallback={activityFallback}>
      <ReviewScreen />
    </Suspense>
  ),
  '/activity/section/:id': (
    <Suspense fallback={<LoadingScreen title={text.sectionLoading} />}>
      <SectionScreen />
    </Suspense>
  ),
};

/** The exposed module: this remote's routes (absolute paths), nothing else; unknown sub-paths go to /. */
export default function ActivitiesRoutes() {
  return (
    <Routes>
      {routes.map(({ path }) => (
        <Route key={path} path={path} element={screens[path]} />
      ))}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

export { ActivitiesRoutes };
