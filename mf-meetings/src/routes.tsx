import { Navigate, Route, Routes } from 'react-router-dom';
import { MeetingsScreen } from './screens/meetings-screen';
import { MeetingScreen } from './screens/meeting-screen';
import { TicketScreen } from './screens/ticket-screen';

/** The exposed module: this remote's routes (absolute paths), nothing else; unknown sub-paths go to /. */
export default function MeetingsRoutes() {
  return (
    <Routes>
      <Route path="/meetings" element={<MeetingsScreen />} />
      <Route path="/meetings/:id" element={<MeetingScreen />} />
      <Route path="/meetings/:id/ticket" element={<TicketScreen />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

export { MeetingsRoutes };
