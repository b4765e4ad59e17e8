/** mf-blog's registration: what the shell shows of it before its code loads (@app/shared/remotes). */
import type { PublicationPage } from '@app/blog-contract';
import type { RegisterRemote, registrationContract, RemoteRoute } from '@app/shared/remotes';
import { blogKey } from './api/blog-keys';
import { homeText } from './text';

export const contract: typeof registrationContract = 1;

/** Every path this remote serves and its back target: routes.tsx renders one screen for each (ScreensFor). */
export const routes = [
  { path: '/blog', back: '/main', firstData: ['/blog/feed?page=1'] },
  { path: '/blog/:id', back: '/blog', firstData: ['/blog/:id/'] },
] as const satisfies readonly RemoteRoute[];

export const register: RegisterRemote = () => ({
  routes,
  newsTargets: { blog: '/blog/:blog_publication_id' },
  deepLinkSections: ['blog'],
  homeRow: {
    order: 40,
    title: homeText.title,
    subtitle: homeText.subtitle,
    target: '/blog',
    query: {
      queryKey: [...blogKey, 'latest'],
      queryFn: (runtime) => runtime.get<PublicationPage>('/blog/feed', { page_size: 1 }),
      subtitle: (page: PublicationPage) => (page.results[0] ? homeText.latest(page.results[0].title) : null),
      staleTime: 5 * 60_000,
    },
  },
});
