import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingScreen } from '@app/shared/ui';
import { text } from './text';

// Each screen is its own chunk: /meetings does not download the detail (swiper comes later still,
// with the slider) nor the ticket (qrcode.react comes with the QR code).
const MeetingsScreen = lazy(() => import('./screens/meetings-screen').then((m) => ({ default: m.MeetingsScreen })));
const MeetingScreen = lazy(() => import('./screens/meeting-screen').then((m) => ({ default: m.MeetingScreen })));
const TicketScreen = lazy(() => import('./screens/ticket-screen').then((m) => ({ default: m.TicketScreen })));

/** The exposed module: this remote's routes (absolute paths), nothing else; unknown sub-paths go to /. */
export default function MeetingsRoutes() {
  return (
    <Routes>
      <Route
        path="/meetings"
        element={
          <Suspense fallback={<LoadingScreen title={text.listLoading} />}>
            <MeetingsScreen />
          </Suspense>
        }
      />
      <Route
        path="/meetings/:id"
        element={
          <Suspense fallback={<LoadingScreen title={text.meetingLoading} />}>
            <MeetingScreen />
          </Suspense>
        }
      />
      <Route
        path="/meetings/:id/ticket"
        element={
          <Suspense fallback={<LoadingScreen title={text.ticketLoading} />}>
            <TicketScreen />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

export { MeetingsRoutes };
