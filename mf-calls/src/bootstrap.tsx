import { startStandalone } from '@app/shared/standalone';
import { register } from './registration';
import CallsRoutes from './routes';

// Standalone run of this remote (npm run dev -w mf-calls): MSW mocks and a demo Telegram environment,
// as a learner with the Basic plan (`?as=` or the switcher in the corner picks someone else).
// The mocks load only in development, so a production build of the standalone page does not carry them.
void startStandalone({
  routes: <CallsRoutes />,
  register,
  person: 'learner',
  mocks:
    process.env.NODE_ENV === 'development' ? async () => (await import('@app/calls-contract/mocks')).callsHandlers() : undefined,
});
