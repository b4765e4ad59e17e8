import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createUserMockState } from '@app/shared/mocks';
import { renderScreen } from '@app/shared/testing';
import { StudyNotificationsScreen } from '../screens/notifications-edu-screen';
import { SystemNotificationsScreen } from '../screens/notifications-sys-screen';

const toggle = (name: string) => screen.findByRole('switch', { name });

describe('/settings/notifications/edu', () => {
  it('shows the study toggles with their saved values', async () => {
    const userState = createUserMockState();
    userState.settings.notify_on_checked_tasks = false;
    renderScreen(<StudyNotificationsScreen />, { route: '/settings/notifications/edu', userState });
    expect(await toggle('Študijné upozornenia')).toBeChecked();
    expect(await toggle('Nové úlohy')).toBeChecked();
    expect(await toggle('Skontrolované úlohy')).not.toBeChecked();
    expect(screen.queryByRole('switch', { name: 'Nové podujatia' })).not.toBeInTheDocument();
  });

  it('turning the parent off clears and disables its children, and saves at once', async () => {
    const { userState } = renderScreen(<StudyNotificationsScreen />, { route: '/settings/notifications/edu' });
    await userEvent.click(await toggle('Študijné upozornenia'));

    expect(await toggle('Študijné upozornenia')).not.toBeChecked();
    for (const name of ['Nové úlohy', 'Skontrolované úlohy']) {
      expect(await toggle(name)).not.toBeChecked();
      expect(await toggle(name)).toBeDisabled();
    }
    await waitFor(() => expect(userState.settings.notify_on_study).toBe(false));
    expect(userState.settings).toMatchObject({ notify_on_new_tasks: false, notify_on_checked_tasks: false });
    // The system group is another page's business.
    expect(userState.settings.notify_on_new_events).toBe(true);
  });

  it('clears the children at once, before the server has answered', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    renderScreen(<StudyNotificationsScreen />, {
      route: '/settings/notifications/edu',
      handlers: [
        http.patch('*/api/users/me/settings', async () => {
          await answered;
          return HttpResponse.json({ message: 'late' }, { status: 503 });
        }),
      ],
    });
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.click(await toggle('Študijné upozornenia'));
    expect(await toggle('Nové úlohy')).not.toBeChecked();
    expect(await toggle('Nové úlohy')).toBeDisabled();
    release();
    // The save failed after all: everything is back as saved.
    await waitFor(async () => expect(await toggle('Nové úlohy')).toBeChecked());
    expect(await toggle('Študijné upozornenia')).toBeChecked();
    log.mockRestore();
  });

  it('keeps the children disabled while the parent is off, and off when it comes back on', async () => {
    const userState = createUserMockState();
    Object.assign(userState.settings, { notify_on_study: false, notify_on_new_tasks: false, notify_on_checked_tasks: false });
    renderScreen(<StudyNotificationsScreen />, { route: '/settings/notifications/edu', userState });
    expect(await toggle('Nové úlohy')).toBeDisabled();
    expect(screen.getByText(/Zapnite hlavný prepínač/)).toBeInTheDocument();

    await userEvent.click(await toggle('Študijné upozornenia'));
    await waitFor(async () => expect(await toggle('Nové úlohy')).toBeEnabled());
    expect(await toggle('Nové úlohy')).not.toBeChecked();
    await waitFor(() => expect(userState.settings.notify_on_study).toBe(true));

    await userEvent.click(await toggle('Nové úlohy'));
    await waitFor(() => expect(userState.settings.notify_on_new_tasks).toBe(true));
    expect(await toggle('Nové úlohy')).toBeChecked();
  });

  it('a parent turned on and a child turned on right after reach the server in that order', async () => {
    const userState = createUserMockState();
    Object.assign(userState.settings, { notify_on_study: false, notify_on_new_tasks: false, notify_on_checked_tasks: false });
    const arrived: string[] = [];
    let requests = 0;
    renderScreen(<StudyNotificationsScreen />, {
      route: '/settings/notifications/edu',
      userState,
      handlers: [
        http.patch('*/api/users/me/settings', async ({ request }) => {
          const flags = Object.keys((await request.clone().json()) as object).join();
          // A slow network for the first save only; then the user mocks (the server's rules) answer.
          if (++requests === 1) await new Promise((resolve) => setTimeout(resolve, 100));
          arrived.push(flags);
        }),
      ],
    });
    await userEvent.click(await toggle('Študijné upozornenia'));
    await waitFor(async () => expect(await toggle('Nové úlohy')).toBeEnabled());
    await userEvent.click(await toggle('Nové úlohy'));

    await waitFor(() => expect(arrived).toEqual(['notify_on_study', 'notify_on_new_tasks']));
    await waitFor(() => expect(userState.settings).toMatchObject({ notify_on_study: true, notify_on_new_tasks: true }));
    expect(await toggle('Nové úlohy')).toBeChecked();
    expect(await toggle('Skontrolované úlohy')).not.toBeChecked();
  });

  it('shows the saved state again after a reload', async () => {
    const first = renderScreen(<StudyNotificationsScreen />, { route: '/settings/notifications/edu' });
    await userEvent.click(await toggle('Skontrolované úlohy'));
    await waitFor(() => expect(first.userState.settings.notify_on_checked_tasks).toBe(false));
    first.unmount();

    renderScreen(<StudyNotificationsScreen />, { route: '/settings/notifications/edu', userState: first.userState });
    expect(await toggle('Skontrolované úlohy')).not.toBeChecked();
    expect(await toggle('Nové úlohy')).toBeChecked();
  });

  it('a failed save is logged and the toggle returns to the saved value', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { userState } = renderScreen(<StudyNotificationsScreen />, {
      route: '/settings/notifications/edu',
      handlers: [http.patch('*/api/users/me/settings', () => HttpResponse.json({ message: 'down' }, { status: 500 }))],
    });
    await userEvent.click(await toggle('Študijné upozornenia'));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Settings could not be saved', expect.anything()));
    await waitFor(async () => expect(await toggle('Študijné upozornenia')).toBeChecked());
    expect(await toggle('Nové úlohy')).toBeChecked();
    expect(await toggle('Nové úlohy')).toBeEnabled();
    expect(userState.settings.notify_on_study).toBe(true);
    log.mockRestore();
  });

  it('offline: a failed save and a failed refetch after it keep the toggles on screen (spec section 8)', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    let loads = 0;
    const { userState } = renderScreen(<StudyNotificationsScreen />, {
      route: '/settings/notifications/edu',
      handlers: [
        // The first load succeeds (falls through to the user mocks); then the network is gone.
        http.get('*/api/users/me/settings', () => (++loads > 1 ? HttpResponse.error() : undefined)),
        http.patch('*/api/users/me/settings', () => HttpResponse.error()),
      ],
    });
    await userEvent.click(await toggle('Skontrolované úlohy'));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Settings could not be saved', expect.anything()));
    // The save settles with a refetch, which fails too.
    await waitFor(() => expect(loads).toBe(2));
    await waitFor(async () => expect(await toggle('Skontrolované úlohy')).toBeChecked());
    expect(screen.queryByText('Nastavenia sa nepodarilo načítať.')).not.toBeInTheDocument();
    expect(await toggle('Študijné upozornenia')).toBeChecked();
    expect(await toggle('Nové úlohy')).toBeEnabled();
    expect(userState.settings.notify_on_checked_tasks).toBe(true);
    log.mockRestore();
  });

  it('shows the error screen when the first load fails', async () => {
    renderScreen(<StudyNotificationsScreen />, {
      route: '/settings/notifications/edu',
      handlers: [http.get('*/api/users/me/settings', () => HttpResponse.json({ message: 'down' }, { status: 500 }))],
    });
    expect(await screen.findByText('Nastavenia sa nepodarilo načítať.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('/settings/notifications/sys', () => {
  const children = ['Nové podujatia', 'Nové publikácie', 'Blížiace sa hovory', 'Blížiace sa platby'];

  it('turning notify_on_system off clears and disables its four children', async () => {
    const { userState } = renderScreen(<SystemNotificationsScreen />, { route: '/settings/notifications/sys' });
    for (const name of children) expect(await toggle(name)).toBeChecked();
    await userEvent.click(await toggle('Systémové upozornenia'));
    for (const name of children) {
      expect(await toggle(name)).not.toBeChecked();
      expect(await toggle(name)).toBeDisabled();
    }
    await waitFor(() => expect(userState.settings.notify_on_system).toBe(false));
    expect(userState.settings).toMatchObject({
      notify_on_new_events: false,
      notify_on_new_publication: false,
      notify_on_upcoming_calls: false,
      notify_on_upcoming_payment: false,
      notify_on_study: true,
    });
  });

  it('saves a single child without touching its siblings', async () => {
    const { userState } = renderScreen(<SystemNotificationsScreen />, { route: '/settings/notifications/sys' });
    await userEvent.click(await toggle('Blížiace sa platby'));
    await waitFor(() => expect(userState.settings.notify_on_upcoming_payment).toBe(false));
    expect(userState.settings.notify_on_upcoming_calls).toBe(true);
    expect(await toggle('Blížiace sa platby')).not.toBeChecked();
    expect(await toggle('Blížiace sa hovory')).toBeChecked();
  });
});
