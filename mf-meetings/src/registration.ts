/** mf-meetings' registration: what the shell shows of it before its code loads (@app/shared/remotes). */
import type { MeetingPage } from '@app/meetings-contract';
import type { RegisterRemote, registrationContract, RemoteRoute } from '@app/shared/remotes';
import { nextMeetingKey } from './api/meetings-keys';
import { meetingsSubtitle } from './home-row';
import { homeText } from './text';

export const contract: typeof registrationContract = 1;

/** Every path this remote serves and its back target: routes.tsx renders one screen for each (ScreensFor). */
export const routes = [
  { path: '/meetings', back: '/main', firstData: ['/meetings/feed?page=1'] },
  { path: '/meetings/:id', back: '/meetings', firstData: ['/meetings/:id/'] },
  { path: '/meetings/:id/ticket', back: '/meetings/:id' },
] as const satisfies readonly RemoteRoute[];

export const register: RegisterRemote = () => ({
  routes,
  newsTargets: { meetings: '/meetings/:meeting_id' },
  deepLinkSections: ['meetings'],
  homeRow: {
    order: 20,
    title: homeText.title,
    subtitle: homeText.subtitle,
    target: '/meetings',
    // Under ['meetings']: a registration on /meetings marks it stale, so home is current on return.
    query: {
      queryKey: nextMeetingKey,
      queryFn: (runtime) => runtime.get<MeetingPage>('/meetings/attended', { page_size: 1 }),
      subtitle: (page: MeetingPage) => meetingsSubtitle(page),
    },
  },
});
