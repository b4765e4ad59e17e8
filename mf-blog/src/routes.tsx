import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingScreen } from '@app/shared/ui';
import { text } from './text';

// Each screen is its own chunk: opening /blog does not download the detail view (and its date formatting).
const FeedScreen = lazy(() => import('./screens/feed-screen').then((m) => ({ default: m.FeedScreen })));
const PublicationScreen = lazy(() => import('./screens/publication-screen').then((m) => ({ default: m.PublicationScreen })));

/** The exposed module: this remote's routes (absolute paths), nothing else; unknown sub-paths go to /. */
export default function BlogRoutes() {
  return (
    <Routes>
      <Route
        path="/blog"
        element={
          <Suspense fallback={<LoadingScreen title={text.feedLoading} />}>
            <FeedScreen />
          </Suspense>
        }
      />
      <Route
        path="/blog/:id"
        element={
          <Suspense fallback={<LoadingScreen title={text.publicationLoading} />}>
            <PublicationScreen />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

export { BlogRoutes };
