import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingScreen } from '@app/shared/ui';
import { text } from './text';

const CourseScreen = lazy(() => import('./screens/course-screen').then((m) => ({ default: m.CourseScreen })));
const DayScreen = lazy(() => import('./screens/day-screen').then((m) => ({ default: m.DayScreen })));

const loading = (screen: ReactNode) => <Suspense fallback={<LoadingScreen title={text.loading} />}>{screen}</Suspense>;

/** The exposed module: this remote's routes (absolute paths); /studio and unknown sub-paths go to the course. */
export default function StudioRoutes() {
  return (
    <Routes>
      <Route path="/studio/course" element={loading(<CourseScreen />)} />
      <Route path="/studio/course/:id" element={loading(<DayScreen />)} />
      <Route path="*" element={<Navigate to="/studio/course" replace />} />
    </Routes>
  );
}

export { StudioRoutes };
