import { startStandalone } from '@app/shared/standalone';
import { register } from './registration';
import BlogRoutes from './routes';

// Standalone run of this remote (npm run dev -w mf-blog): MSW mocks and a demo Telegram environment,
// as a learner with the Basic plan (`?as=` or the switcher in the corner picks someone else).
// The mocks load only in development, so a production build of the standalone page does not carry them.
void startStandalone({
  routes: <BlogRoutes />,
  register,
  person: 'learner',
  mocks:
    process.env.NODE_ENV === 'development' ? async () => (await import('@app/blog-contract/mocks')).blogHandlers() : undefined,
});
