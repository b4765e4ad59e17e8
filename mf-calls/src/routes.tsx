import { Navigate, Route, Routes } from 'react-router-dom';
import { CallsScreen } from './screens/calls-screen';

/** The exposed module: this remote's routes (absolute paths), nothing else; unknown sub-paths go to /. */
export default function CallsRoutes() {
  return (
    <Routes>
      <Route path="/calls" element={<CallsScreen />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

export { CallsRoutes };
