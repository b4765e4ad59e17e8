import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createUserMockState } from '@app/shared/mocks';
import { currentPath, renderScreen, server } from '@app/shared/testing';
import { homeHandlers, stubRegistrations } from '../home/home-test-handlers';
import { Guard } from '../guard';
import { AppRoutes } from '../routes';

// The first import of a lazy chunk makes Jest transform its module tree (swiper and its
// dependencies), which on a busy two-core machine outlasts a findBy's second. It is loaded once
// here, with its own timeout, so the tests' waits measure the screen and not the transformer; the
// lazy() in the app then resolves from the module registry, still through Suspense.
beforeAll(() => Promise.all([import('../screens/onboarding-screen'), import('../screens/onboarding-activities-screen')]), 60_000);

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

describe('onboarding', () => {
  it('shows three feature cards and the free Basic plan', async () => {
    renderScreen(app, {
      route: '/onboarding',
      path: '*',
      waitForUser: false,
      userState: createUserMockState({ subscription: null }),
    });
    for (const name of ['Hovory', 'Aktivity', 'Stretnutia']) {
      expect((await screen.findAllByRole('article', { name })).length).toBeGreaterThan(0);
    }
    const plan = screen.getByRole('article', { name: 'Basic' });
    expect(plan).toHaveTextContent('Zadarmo');
    expect(plan).toHaveTextContent('Úplne zadarmo');
  });

  it('opens the activities overview only from the Activities card', async () => {
    const user = userEvent.setup();
    const view = renderScreen(app, {
      route: '/onboarding',
      path: '*',
      waitForUser: false,
      userState: createUserMockState({ subscription: null }),
    });
    const [activities] = await screen.findAllByRole('article', { name: 'Aktivity' });
    const [calls] = screen.getAllByRole('article', { name: 'Hovory' });
    await user.click(calls!.querySelector('button')!);
    expect(currentPath(view)).toBe('/onboarding');
    await user.click(activities!.querySelector('button')!);
    // Router navigations are transitions: the lazy screen shows (and the path changes) once loaded.
    expect(await screen.findByRole('article', { name: 'Počúvanie' })).toBeInTheDocument();
    expect(currentPath(view)).toBe('/onboarding/activities');
  });

  it('activates Basic and lands on home', async () => {
    const user = userEvent.setup();
    const state = createUserMockState({ subscription: null });
    const view = renderScreen(app, { route: '/onboarding', path: '*', waitForUser: false, userState: state });
    await user.click(await screen.findByRole('button', { name: 'Aktivovať' }));
    expect(await screen.findByText('Ahoj, Emma')).toBeInTheDocument();
    expect(currentPath(view)).toBe('/main');
    expect(state.user.subscription?.plan.code).toBe('basic');
  });

  it('an activation refused because the user is already subscribed (409) moves on to /main', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const state = createUserMockState({ subscription: null });
    const view = renderScreen(app, { route: '/onboarding', path: '*', waitForUser: false, userState: state });
    const activate = await screen.findByRole('button', { name: 'Aktivovať' });
    // Activated meanwhile on another device: the server answers 409.
    state.user = createUserMockState().user;
    await user.click(activate);
    expect(await screen.findByText('Ahoj, Emma')).toBeInTheDocument();
    expect(currentPath(view)).toBe('/main');
    expect(screen.queryByText('You already have an active subscription')).not.toBeInTheDocument();
    spy.mockRestore();
  });

  it('keeps the user on onboarding with a Slovak message when activation fails, and allows a retry', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let calls = 0;
    renderScreen(app, {
      route: '/onboarding',
      path: '*',
      waitForUser: false,
      userState: createUserMockState({ subscription: null }),
      handlers: [
        http.post('*/api/subscription/request', () => {
          calls += 1;
          return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Aktivovať' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Predplatné sa nepodarilo aktivovať. Skúste to znova.');
    expect(spy).toHaveBeenCalledWith('Subscription error', expect.anything());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Aktivovať' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Aktivovať' }));
    await waitFor(() => expect(calls).toBe(2));
    spy.mockRestore();
  });
});
