/** mf-meetings' registration: what the shell shows of it before its code loads (@app/shared/remotes). */
import type { MeetingPage } from '@app/meetings-contract';
import type { RegisterRemote, registrationContract } from '@app/shared/remotes';
import { nextMeetingKey } from './api/meetings-keys';
import { meetingsSubtitle } from './home-row';
import { homeText } from './text';

export const contract: typeof registrationContract = 1;

export const register: RegisterRemote = () => ({
  routes: [
    { path: '/meetings', back: '/main' },
    { path: '/meetings/:id', back: '/meetings' },
    { path: '/meetings/:id/ticket', back: '/meetings/:id' },
  ],
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
