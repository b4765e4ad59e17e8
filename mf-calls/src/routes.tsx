import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingScreen } from '@app/shared/ui';
import { text } from './text';

// The screen is its own chunk: the remote entry stays tiny until /calls is opened.
const CallsScreen = lazy(() => import('./screens/calls-screen').then((m) => ({ default: m.CallsScreen })));

/** The exposed module: this remote's routes (absolute paths), nothing else; unknown sub-paths go to /. */
export default function CallsRoutes() {
  return (
    <Routes>
      <Route
        path="/calls"
        element={
          <Suspense fallback={<LoadingScreen title={text.list.loading} />}>
            <CallsScreen />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

export { CallsRoutes };
