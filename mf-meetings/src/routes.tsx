import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { ScreensFor } from '@app/shared/remotes';
import { LoadingScreen } from '@app/shared/ui';
import { routes } from './registration';
import { text } from './text';

// Each screen is its own chunk: /meetings does not download the detail (swiper comes later still,
// with the slider) nor the ticket (qrcode.react comes with the QR code).
const MeetingsScreen = lazy(() => import('./screens/meetings-screen').then((m) => ({ default: m.MeetingsScreen })));
const MeetingScreen = lazy(() => import('./screens/meeting-screen').then((m) => ({ default: m.MeetingScreen })));
const TicketScreen = lazy(() => import('./screens/ticket-screen').then((m) => ({ default: m.TicketScreen })));

// One screen per route the registration declares (the type holds them to the same paths).
const screens: ScreensFor<typeof routes> = {
  '/meetings': (
    <Suspense fallback={<LoadingScreen title={text.listLoading} />}>
      <MeetingsScreen />
    </Suspense>
  ),
  '/meetings/:id': (
    <Suspense fallback={<LoadingScreen title={text.meetingLoading} />}>
      <MeetingScreen />
    </Suspense>
  ),
  '/meetings/:id/ticket': (
    <Suspense fallback={<LoadingScreen title={text.ticketLoading} />}>
      <TicketScreen />
    </Suspense>
  ),
};

/** The exposed module: this remote's routes (absolute paths), nothing else; unknown sub-paths go to /. */
export default function MeetingsRoutes() {
  return (
    <Routes>
      {routes.map(({ path }) => (
        <Route key={path} path={path} element={screens[path]} />
      ))}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

export { MeetingsRoutes };
