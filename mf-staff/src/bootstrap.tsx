import { startStandalone } from '@app/shared/standalone';
import { register } from './registration';
import StaffRoutes from './routes';

// Standalone run of this remote (npm run dev -w mf-staff): MSW mocks and a demo Telegram environment,
// as a teacher who is also an organiser (the speaking queue and the door; `?as=` or the switcher in
// the corner picks someone else: a speaker, an admin, a learner). /staff/me answers from the same
// roles as /users/me, as on the server. The mocks load only in development.
void startStandalone({
  routes: <StaffRoutes />,
  register,
  person: ['teacher', 'organiser'],
  mocks:
    process.env.NODE_ENV === 'development'
      ? async (person) => (await import('@app/staff-contract/mocks')).staffHandlersFor()(person)
      : undefined,
});
