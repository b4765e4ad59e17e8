import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { ScreensFor } from '@app/shared/remotes';
import { LoadingScreen } from '@app/shared/ui';
import { routes } from './registration';
import { SettingsScreen } from './screens/settings-screen';
import { text } from './text';

// /settings comes with the routes module; every other screen is its own chunk, so opening /settings
// does not download the profile form, the plans' bottom sheet, payments or statistics.
const StudyNotificationsScreen = lazy(() =>
  import('./screens/notifications-edu-screen').then((m) => ({ default: m.StudyNotificationsScreen })),
);
const SystemNotificationsScreen = lazy(() =>
  import('./screens/notifications-sys-screen').then((m) => ({ default: m.SystemNotificationsScreen })),
);
const SubscriptionsScreen = lazy(() =>
  import('./screens/subscriptions-screen').then((m) => ({ default: m.SubscriptionsScreen })),
);
const ProfileScreen = lazy(() => import('./screens/profile-screen').then((m) => ({ default: m.ProfileScreen })));
const PaymentsScreen = lazy(() => import('./screens/payments-screen').then((m) => ({ default: m.PaymentsScreen })));
const StudyLevelScreen = lazy(() => import('./screens/study-level-screen').then((m) => ({ default: m.StudyLevelScreen })));
const StatisticsScreen = lazy(() => import('./screens/statistics-screen').then((m) => ({ default: m.StatisticsScreen })));

// One screen per route the registration declares (the type holds them to the same paths).
const screens: ScreensFor<typeof routes> = {
  '/settings': <SettingsScreen />,
  '/settings/notifications/edu': <StudyNotificationsScreen />,
  '/settings/notifications/sys': <SystemNotificationsScreen />,
  '/settings/subscriptions': <SubscriptionsScreen />,
  '/profile': <ProfileScreen />,
  '/profile/payments': <PaymentsScreen />,
  '/profile/study/level': <StudyLevelScreen />,
  '/profile/study/statistics': <StatisticsScreen />,
};

/** The exposed module: this remote's routes (absolute paths), nothing else; unknown sub-paths go to /. */
export default function SettingsRoutes() {
  return (
    <Suspense fallback={<LoadingScreen title={text.screenLoading} />}>
      <Routes>
        {routes.map(({ path }) => (
          <Route key={path} path={path} element={screens[path]} />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}

export { SettingsRoutes };
