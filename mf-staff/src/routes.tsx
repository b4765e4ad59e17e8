import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { ScreensFor } from '@app/shared/remotes';
import { LoadingScreen } from '@app/shared/ui';
import { routes } from './registration';
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

// One screen per route the registration declares (the type holds them to the same paths).
const screens: ScreensFor<typeof routes> = {
  '/staff': loading(<StaffHomeScreen />),
  '/staff/speaking': loading(<SpeakingQueueScreen />),
  '/staff/speaking/:sectionId/:userId': loading(<SpeakingScoreScreen />),
  '/staff/meetings': loading(<StaffMeetingsScreen />),
  '/staff/meetings/:id': loading(<StaffMeetingScreen />),
  '/staff/calls': loading(<SpeakerCallsScreen />),
  '/staff/roles': loading(<RolesScreen />),
};

/** The exposed module: this remote's routes (absolute paths), nothing else; unknown sub-paths go to /staff. */
export default function StaffRoutes() {
  return (
    <Routes>
      {routes.map(({ path }) => (
        <Route key={path} path={path} element={screens[path]} />
      ))}
      <Route path="*" element={<Navigate to="/staff" replace />} />
    </Routes>
  );
}

export { StaffRoutes };
