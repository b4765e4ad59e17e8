/** mf-calls' registration: what the shell shows of it before its code loads (@app/shared/remotes). */
import type { Call } from '@app/calls-contract';
import type { RegisterRemote, registrationContract, RemoteRoute } from '@app/shared/remotes';
import { callListKey } from './api/calls-keys';
import { callsSubtitle } from './home-row';
import { homeText } from './text';

export const contract: typeof registrationContract = 1;

/** Every path this remote serves and its back target: routes.tsx renders one screen for each (ScreensFor). */
export const routes = [
  { path: '/calls', back: '/main', firstData: ['/calls/speakers'] },
] as const satisfies readonly RemoteRoute[];

export const register: RegisterRemote = () => ({
  routes,
  deepLinkSections: ['calls'],
  homeRow: {
    order: 30,
    title: homeText.title,
    subtitle: homeText.subtitle,
    target: '/calls',
    // The list screen's own query (same key, same answer): a booking or cancellation there shows here.
    query: {
      queryKey: callListKey,
      queryFn: (runtime) => runtime.get<Call[]>('/calls'),
      subtitle: (calls: Call[]) => callsSubtitle(calls),
    },
  },
});
