import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { ScreensFor } from '@app/shared/remotes';
import { LoadingScreen } from '@app/shared/ui';
import { routes } from './registration';
import { text } from './text';

// Each screen is its own chunk: opening /blog does not download the detail view (and its date formatting).
const FeedScreen = lazy(() => import('./screens/feed-screen').then((m) => ({ default: m.FeedScreen })));
const PublicationScreen = lazy(() => import('./screens/publication-screen').then((m) => ({ default: m.PublicationScreen })));

// One screen per route the registration declares (the type holds them to the same paths).
const screens: ScreensFor<typeof routes> = {
  '/blog': (
    <Suspense fallback={<LoadingScreen title={text.feedLoading} />}>
      <FeedScreen />
    </Suspense>
  ),
  '/blog/:id': (
    <Suspense fallback={<LoadingScreen title={text.publicationLoading} />}>
      <PublicationScreen />
    </Suspense>
  ),
};

/** The exposed module: this remote's routes (absolute paths), nothing else; unknown sub-paths go to /. */
export default function BlogRoutes() {
  return (
    <Routes>
      {routes.map(({ path }) => (
        <Route key={path} path={path} element={screens[path]} />
      ))}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

export { BlogRoutes };
