import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingScreen } from '@app/shared/ui';
import { text } from './text';

// Each screen is its own chunk: /activity stays light, and @dnd-kit loads only inside a section
// that has a drag task (see components/task-view.tsx).
const ActivitiesScreen = lazy(() => import('./screens/activities-screen').then((m) => ({ default: m.ActivitiesScreen })));
const ActivityScreen = lazy(() => import('./screens/activity-screen').then((m) => ({ default: m.ActivityScreen })));
const PreviewScreen = lazy(() => import('./screens/preview-screen').then((m) => ({ default: m.PreviewScreen })));
const SectionScreen = lazy(() => import('./screens/section-screen').then((m) => ({ default: m.SectionScreen })));

const activityFallback = <LoadingScreen title={text.activityLoading} />;

/** The exposed module: this remote's routes (absolute paths), nothing else; unknown sub-paths go to /. */
export default function ActivitiesRoutes() {
  return (
    <Routes>
      <Route
        path="/activity"
        element={
          <Suspense fallback={activityFallback}>
            <ActivitiesScreen />
          </Suspense>
        }
      />
      <Route
        path="/activity/preview/:id"
        element={
          <Suspense fallback={activityFallback}>
            <PreviewScreen />
          </Suspense>
        }
      />
      <Route
        path="/activity/:id"
        element={
          <Suspense fallback={activityFallback}>
            <ActivityScreen />
          </Suspense>
        }
      />
      <Route
        path="/activity/section/:id"
        element={
          <Suspense fallback={<LoadingScreen title={text.sectionLoading} />}>
            <SectionScreen />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

export { ActivitiesRoutes };
