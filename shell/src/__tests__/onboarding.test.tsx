import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { blogHandlers, callsHandlers, createUserMockState, newsHandlers } from '@app/shared/mocks';
import { currentPath, renderScreen, server } from '@app/shared/testing';
import { Guard } from '../guard';
import { AppRoutes } from '../routes';

const app = <Guard><AppRoutes /></Guard>;

// Tests that land on /main need the home screen's news and blog answers.
beforeEach(() => server.use(...newsHandlers(), ...blogHandlers(), ...callsHandlers()));

describe('onboarding', () => {
  it('shows three feature cards and the free Basic plan', async () => {
    renderScreen(app, { route: '/onboarding', path: '*', waitForUser: false, userState: createUserMockState({ subscription: null }) });
    for (const name of ['Hovory', 'Aktivity', 'Stretnutia']) {
      expect((await screen.findAllByRole('article', { name })).length).toBeGreaterThan(0);
    }
    const plan = screen.getByRole('article', { name: 'Basic' });
    expect(plan).toHaveTextContent('Zadarmo');
    expect(plan).toHaveTextContent('Úplne zadarmo');
  });

  it('opens the activities overview only from the Activities card', async () => {
    const user = userEvent.setup();
    const view = renderScreen(app, { route: '/onboarding', path: '*', waitForUser: false, userState: createUserMockState({ subscription: null }) });
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

  it('keeps the user on onboarding with a message when activation fails, and allows a retry', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let calls = 0;
    renderScreen(app, {
      route: '/onboarding',
      path: '*', waitForUser: false,
      userState: createUserMockState({ subscription: null }),
      handlers: [
        http.post('*/api/subscription/request', () => {
          calls += 1;
          return HttpResponse.json({ message: 'Služba je dočasne nedostupná' }, { status: 503 });
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Aktivovať' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Služba je dočasne nedostupná');
    expect(spy).toHaveBeenCalledWith('Subscription error', expect.anything());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Aktivovať' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Aktivovať' }));
    await waitFor(() => expect(calls).toBe(2));
    spy.mockRestore();
  });
});
