import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { ScreensFor } from '@app/shared/remotes';
import { LoadingScreen } from '@app/shared/ui';
import { routes } from './registration';
import { text } from './text';

const CourseScreen = lazy(() => import('./screens/course-screen').then((m) => ({ default: m.CourseScreen })));
const DayScreen = lazy(() => import('./screens/day-screen').then((m) => ({ default: m.DayScreen })));
const PublicationsScreen = lazy(() =>
  import('./screens/publications/items-screen').then((m) => ({ default: m.PublicationsScreen })),
);
const PublicationScreen = lazy(() =>
  import('./screens/publications/publication-screen').then((m) => ({ default: m.PublicationScreen })),
);
const NewsScreen = lazy(() => import('./screens/publications/items-screen').then((m) => ({ default: m.NewsScreen })));
const NewsItemScreen = lazy(() => import('./screens/publications/news-item-screen').then((m) => ({ default: m.NewsItemScreen })));
const MeetingsScreen = lazy(() => import('./screens/meetings/meetings-screen').then((m) => ({ default: m.MeetingsScreen })));
const MeetingScreen = lazy(() => import('./screens/meetings/meeting-screen').then((m) => ({ default: m.MeetingScreen })));
const SpeakersScreen = lazy(() => import('./screens/speakers/speakers-screen').then((m) => ({ default: m.SpeakersScreen })));
const SpeakerScreen = lazy(() => import('./screens/speakers/speaker-screen').then((m) => ({ default: m.SpeakerScreen })));
const AuthorsScreen = lazy(() => import('./screens/authors/authors-screen').then((m) => ({ default: m.AuthorsScreen })));
const AuthorScreen = lazy(() => import('./screens/authors/author-screen').then((m) => ({ default: m.AuthorScreen })));

const loading = (screen: ReactNode) => <Suspense fallback={<LoadingScreen title={text.loading} />}>{screen}</Suspense>;

// One screen per route the registration declares (the type holds them to the same paths).
const screens: ScreensFor<typeof routes> = {
  // The prefix itself shows the course (the home row and a typed /studio land on the same screen).
  '/studio': loading(<CourseScreen />),
  '/studio/course': loading(<CourseScreen />),
  '/studio/course/:id': loading(<DayScreen />),
  '/studio/publications': loading(<PublicationsScreen />),
  '/studio/publications/:id': loading(<PublicationScreen />),
  '/studio/news': loading(<NewsScreen />),
  '/studio/news/:id': loading(<NewsItemScreen />),
  '/studio/meetings': loading(<MeetingsScreen />),
  '/studio/meetings/:id': loading(<MeetingScreen />),
  '/studio/speakers': loading(<SpeakersScreen />),
  '/studio/speakers/:id': loading(<SpeakerScreen />),
  '/studio/authors': loading(<AuthorsScreen />),
  '/studio/authors/:id': loading(<AuthorScreen />),
};

/** The exposed module: this remote's routes (absolute paths); unknown sub-paths go to the course. */
export default function StudioRoutes() {
  return (
    <Routes>
      {routes.map(({ path }) => (
        <Route key={path} path={path} element={screens[path]} />
      ))}
      <Route path="*" element={<Navigate to="/studio/course" replace />} />
    </Routes>
  );
}

export { StudioRoutes };
