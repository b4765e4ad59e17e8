import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { ScreensFor } from '@app/shared/remotes';
import { LoadingScreen } from '@app/shared/ui';
import { routes } from './registration';
import { text } from './text';

// The screen is its own chunk: the remote entry stays tiny until /calls is opened.
const CallsScreen = lazy(() => import('./screens/calls-screen').then((m) => ({ default: m.CallsScreen })));

// One screen per route the registration declares (the type holds them to the same paths).
const screens: ScreensFor<typeof routes> = {
  '/calls': (
    <Suspense fallback={<LoadingScreen title={text.list.loading} />}>
      <CallsScreen />
    </Suspense>
  ),
};

/** The exposed module: this remote's routes (absolute paths), nothing else; unknown sub-paths go to /. */
export default function CallsRoutes() {
  return (
    <Routes>
      {routes.map(({ path }) => (
        <Route key={path} path={path} element={screens[path]} />
      ))}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

export { CallsRoutes };
