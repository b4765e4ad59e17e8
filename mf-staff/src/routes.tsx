import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingScreen } from '@app/shared/ui';
import { text } from './text';

// Each part is its own chunk: a teacher never downloads the door, an organiser never the roles.
const StaffHomeScreen = lazy(() => import('./screens/staff-home-screen').then((m) => ({ default: m.StaffHomeScreen })));
const SpeakingQueueScreen = lazy(() =>
  import('./screens/speaking-queue-screen').then((m) => ({ default: m.SpeakingQueueScreen })),
);
const SpeakingScoreScreen = lazy(() =>
  import('./screens/speaking-score-screen').then((m) => ({ default: m.SpeakingScoreScreen })),
);
const StaffMeetingsScreen = lazy(() =>
  import('./screens/staff-meetings-screen').then((m) => ({ default: m.StaffMeetingsScreen })),
);
const StaffMeetingScreen = lazy(() => import('./screens/staff-meeting-screen').then((m) => ({ default: m.StaffMeetingScreen })));
const SpeakerCallsScreen = lazy(() => import('./screens/speaker-calls-screen').then((m) => ({ default: m.SpeakerCallsScreen })));
const RolesScreen = lazy(() => import('./screens/roles-screen').then((m) => ({ default: m.RolesScreen })));

const loading = (screen: ReactNode) => <Suspense fallback={<LoadingScreen title={text.loading} />}>{screen}</Suspense>;

/** The exposed module: this remote's routes (absolute paths), nothing else; unknown sub-paths go to /staff. */
export default function StaffRoutes() {
  return (
    <Routes>
      <Route path="/staff" element={loading(<StaffHomeScreen />)} />
      <Route path="/staff/speaking" element={loading(<SpeakingQueueScreen />)} />
      <Route path="/staff/speaking/:sectionId/:userId" element={loading(<SpeakingScoreScreen />)} />
      <Route path="/staff/meetings" element={loading(<StaffMeetingsScreen />)} />
      <Route path="/staff/meetings/:id" element={loading(<StaffMeetingScreen />)} />
      <Route path="/staff/calls" element={loading(<SpeakerCallsScreen />)} />
      <Route path="/staff/roles" element={loading(<RolesScreen />)} />
      <Route path="*" element={<Navigate to="/staff" replace />} />
    </Routes>
  );
}

export { StaffRoutes };
