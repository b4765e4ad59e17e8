/** mf-activities' registration: what the shell shows of it before its code loads (@app/shared/remotes). */
import type { RegisterRemote, registrationContract, RemoteRoute } from '@app/shared/remotes';
import { activitiesKey } from './api/activity-keys';
import { deviceTimeZone } from '@app/shared/domain';
import { activitySubtitle, loadActivityHome, type ActivityHome } from './home-row';
import { homeText, reviewHomeText } from './text';
import { loadReviewSummary, reviewRowHidden, reviewSubtitle } from './review/review-home';

export const contract: typeof registrationContract = 1;

/** Every path this remote serves and its back target: routes.tsx renders one screen for each (ScreensFor). */
export const routes = [
  { path: '/activity', back: '/main' },
  // A loaded section screen refines this to its own activity (useBackButton).
  { path: '/activity/section/:id', back: '/activity' },
  // Editors' preview, opened from the studio's day editor, which is where back leads. Editors need
  // no learner plan for it (most do not learn Slovak): a staff role opens this one route.
  { path: '/activity/preview/:id', back: '/studio/course/:id', access: 'staff-role' },
  // 'Opakovanie', opened from its row on home.
  { path: '/activity/review', back: '/main' },
  { path: '/activity/:id', back: '/activity' },
] as const satisfies readonly RemoteRoute[];

export const register: RegisterRemote = () => ({
  routes,
  deepLinkSections: ['activity'],
  homeRow: {
    order: 10,
    title: homeText.title,
    subtitle: homeText.subtitle,
    target: '/activity',
    // Under ['activities']: a submit (which invalidates ['activities']) updates home too.
    query: {
      queryKey: [...activitiesKey, 'home'],
      queryFn: (runtime) => loadActivityHome((path, params) => runtime.get(path, params), deviceTimeZone()),
      subtitle: (home: ActivityHome) => activitySubtitle(home),
    },
  },
  moreHomeRows: [
    {
      order: 11,
      title: reviewHomeText.title,
      subtitle: reviewHomeText.subtitle,
      target: '/activity/review',
      query: {
        // Under ['activities']: a day's submit (new mistakes) and a finished review refresh it.
        queryKey: [...activitiesKey, 'review', 'summary'],
        queryFn: (runtime) => loadReviewSummary((path, params) => runtime.get(path, params), deviceTimeZone()),
        subtitle: reviewSubtitle,
        hidden: reviewRowHidden,
      },
    },
  ],
});
