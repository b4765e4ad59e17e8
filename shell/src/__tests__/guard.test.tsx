import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createUserMockState } from '@app/shared/mocks';
import { currentPath, renderScreen, server } from '@app/shared/testing';
import { homeHandlers, registrationExports, stubRegistrations } from '../home/home-test-handlers';
import { Guard } from '../guard';
import { AppRoutes } from '../routes';

// The first import of a lazy chunk makes Jest transform its module tree (swiper and its
// dependencies), which on a busy two-core machine outlasts a findBy's second. It is loaded once
// here, with its own timeout, so the tests' waits measure the screen and not the transformer; the
// lazy() in the app then resolves from the module registry, still through Suspense.
beforeAll(() => Promise.all([import('../screens/onboarding-screen'), import('../screens/onboarding-activities-screen')]), 60_000);

jest.mock('../remotes/remote-registry', () => ({
  ...jest.requireActual('../remotes/remote-registry'),
  loadRemoteRoutes: () => Promise.resolve({ default: () => <p>remote screen</p> }),
}));

const app = (
  <Guard>
    <AppRoutes />
  </Guard>
);

// Tests that land on /main need every answer the home screen asks for.
beforeEach(() => {
  server.use(...homeHandlers());
  stubRegistrations({});
});
const unsubscribed = () => createUserMockState({ subscription: null });

describe('guard', () => {
  it('shows the loading screen while the user loads', async () => {
    renderScreen(app, { route: '/main', path: '*', waitForUser: false });
    expect(screen.getByText('Načítanie')).toBeInTheDocument();
    expect(await screen.findByText('Ahoj, Emma')).toBeInTheDocument();
  });

  it('shows the error screen when the user cannot be retrieved', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen(app, {
      route: '/main',
      path: '*',
      waitForUser: false,
      handlers: [http.get('*/api/users/me', () => HttpResponse.json({ message: 'boom' }, { status: 500 }))],
    });
    expect(await screen.findByText('Oops, chyba')).toBeInTheDocument();
    expect(screen.getByText('Could not retrieve User')).toBeInTheDocument();
    spy.mockRestore();
  });

  it('sends a user without subscription from any screen to onboarding', async () => {
    const view = renderScreen(app, { route: '/blog/3', path: '*', waitForUser: false, userState: unsubscribed() });
    expect(await screen.findByText('Pridajte sa k slovenskej kultúre')).toBeInTheDocument();
    expect(currentPath(view)).toBe('/onboarding');
  });

  it('lets a user without subscription see the onboarding activities', async () => {
    const view = renderScreen(app, { route: '/onboarding/activities', path: '*', waitForUser: false, userState: unsubscribed() });
    expect(await screen.findByRole('article', { name: 'Počúvanie' })).toBeInTheDocument();
    expect(currentPath(view)).toBe('/onboarding/activities');
  });

  it('sends a subscribed user from onboarding to home', async () => {
    const view = renderScreen(app, { route: '/onboarding', path: '*', waitForUser: false });
    expect(await screen.findByText('Ahoj, Emma')).toBeInTheDocument();
    expect(currentPath(view)).toBe('/main');
  });

  it('redirects / and unknown paths through the landing', async () => {
    const view = renderScreen(app, { route: '/nowhere/at/all', path: '*', waitForUser: false });
    await waitFor(() => expect(currentPath(view)).toBe('/main'));
  });

  it('renders a remote for its prefix', async () => {
    renderScreen(app, { route: '/settings/notifications/edu', path: '*', waitForUser: false });
    expect(await screen.findByText('remote screen')).toBeInTheDocument();
  });

  describe('staff without the learner plan (issue 29, item 1)', () => {
    const staffRegistration = registrationExports(() => ({
      access: 'staff-role',
      staffHome: '/staff',
      routes: [{ path: '/staff', back: '/main' }],
    }));
    const staffWithoutPlan = () => createUserMockState({ subscription: null, staff_roles: ['organiser'] });

    it('opens a route whose registration needs a role, not a subscription', async () => {
      stubRegistrations({ mf_staff: staffRegistration });
      const view = renderScreen(app, { route: '/staff', path: '*', waitForUser: false, userState: staffWithoutPlan() });
      expect(await screen.findByText('remote screen')).toBeInTheDocument();
      expect(currentPath(view)).toBe('/staff');
    });

    it.each(['/', '/main', '/blog/3'])('lands on the staff home from %s', async (route) => {
      stubRegistrations({ mf_staff: staffRegistration });
      const view = renderScreen(app, { route, path: '*', waitForUser: false, userState: staffWithoutPlan() });
      expect(await screen.findByText('remote screen')).toBeInTheDocument();
      expect(currentPath(view)).toBe('/staff');
    });

    describe('lands where their roles lead (issue 38, item 1)', () => {
      // mf-staff's home serves anyone holding a role beyond editing; the studio a person who only edits.
      const staffHomeFor = registrationExports(() => ({
        access: 'staff-role',
        staffHome: '/staff',
        staffHomeFor: (user: { staff_roles?: string[] }) => (user.staff_roles ?? []).some((r) => r !== 'editor'),
        routes: [{ path: '/staff', back: '/main' }],
      }));
      const studio = registrationExports(() => ({
        access: 'staff-role',
        staffHome: '/studio/course',
        staffHomeFor: (user: { staff_roles?: string[] }) => (user.staff_roles ?? []).includes('editor'),
        routes: [{ path: '/studio/course', back: '/main' }],
      }));
      const activities = registrationExports(() => ({
        routes: [
          { path: '/activity', back: '/main' },
          { path: '/activity/preview/:id', back: '/studio/course/:id', access: 'staff-role' },
        ],
      }));
      const as = (roles: string[]) => createUserMockState({ subscription: null, staff_roles: roles as never });

      it.each(['/', '/main'])('an editor without the plan lands in the studio from %s', async (route) => {
        stubRegistrations({ mf_staff: staffHomeFor, mf_studio: studio });
        const view = renderScreen(app, { route, path: '*', waitForUser: false, userState: as(['editor']) });
        expect(await screen.findByText('remote screen')).toBeInTheDocument();
        expect(currentPath(view)).toBe('/studio/course');
      });

      it('an admin without the plan lands on the staff home (its rows lead to the studio too)', async () => {
        stubRegistrations({ mf_staff: staffHomeFor, mf_studio: studio });
        const view = renderScreen(app, { route: '/', path: '*', waitForUser: false, userState: as(['admin']) });
        expect(await screen.findByText('remote screen')).toBeInTheDocument();
        expect(currentPath(view)).toBe('/staff');
      });

      it("opens a learner remote's one route declared for staff, and not the others", async () => {
        stubRegistrations({ mf_staff: staffHomeFor, mf_studio: studio, mf_activities: activities });
        const preview = renderScreen(app, {
          route: '/activity/preview/9',
          path: '*',
          waitForUser: false,
          userState: as(['editor']),
        });
        expect(await screen.findByText('remote screen')).toBeInTheDocument();
        expect(currentPath(preview)).toBe('/activity/preview/9');
        preview.unmount();
        const learnerRoute = renderScreen(app, { route: '/activity', path: '*', waitForUser: false, userState: as(['editor']) });
        await waitFor(() => expect(currentPath(learnerRoute)).toBe('/studio/course'));
      });
    });

    it('may still open onboarding to activate the plan', async () => {
      stubRegistrations({ mf_staff: staffRegistration });
      const view = renderScreen(app, { route: '/onboarding', path: '*', waitForUser: false, userState: staffWithoutPlan() });
      expect(await screen.findByText('Pridajte sa k slovenskej kultúre')).toBeInTheDocument();
      expect(currentPath(view)).toBe('/onboarding');
    });

    it('a learner without a plan still goes to onboarding from a staff route', async () => {
      stubRegistrations({ mf_staff: staffRegistration });
      const view = renderScreen(app, { route: '/staff', path: '*', waitForUser: false, userState: unsubscribed() });
      expect(await screen.findByText('Pridajte sa k slovenskej kultúre')).toBeInTheDocument();
      expect(currentPath(view)).toBe('/onboarding');
    });

    it('a registration that does not declare staff-role access keeps needing the plan, even for staff', async () => {
      stubRegistrations({});
      const view = renderScreen(app, { route: '/staff', path: '*', waitForUser: false, userState: staffWithoutPlan() });
      expect(await screen.findByText('Pridajte sa k slovenskej kultúre')).toBeInTheDocument();
      expect(currentPath(view)).toBe('/onboarding');
    });
  });
});
