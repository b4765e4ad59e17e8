import { Navigate, Route, Routes } from 'react-router-dom';
import { FeedScreen } from './screens/feed-screen';
import { PublicationScreen } from './screens/publication-screen';

/** The exposed module: this remote's routes (absolute paths), nothing else; unknown sub-paths go to /. */
export default function BlogRoutes() {
  return (
    <Routes>
      <Route path="/blog" element={<FeedScreen />} />
      <Route path="/blog/:id" element={<PublicationScreen />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

export { BlogRoutes };
