import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createUserMockState } from '@app/shared/mocks';
import { renderScreen } from '@app/shared/testing';
import { StudyNotificationsScreen } from '../screens/notifications-edu-screen';

const route = '/settings/notifications/edu';
const hourSelect = () => screen.findByRole('combobox', { name: 'Hodina' });
const day = (name: string) => screen.findByRole('checkbox', { name });
const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('/settings/notifications/edu: the study reminder’s hour and days', () => {
  it('says loading, then shows no hour chosen and every day, under the new toggle', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const userState = createUserMockState();
    renderScreen(<StudyNotificationsScreen />, {
      route,
      userState,
      handlers: [
        http.get('*/api/users/me/settings', async () => {
          await answered;
          return HttpResponse.json(userState.settings);
        }),
      ],
    });
    expect(await screen.findByText('Načítavam nastavenia...')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Hodina' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('switch', { name: 'Pripomienka štúdia' })).toBeChecked();
    expect(await hourSelect()).toHaveValue('');
    expect(within(await hourSelect()).getByRole('option', { name: 'Nevybraná' })).toBeInTheDocument();
    for (const name of ['pondelok', 'utorok', 'streda', 'štvrtok', 'piatok', 'sobota', 'nedeľa'])
      expect(await day(name)).toBeChecked();
    expect(screen.getByText('Vyberte hodinu a pripomienka začne chodiť.')).toBeInTheDocument();
  });

  it('a picked hour is saved at once with the device’s time zone, which the screen then names', async () => {
    const { userState } = renderScreen(<StudyNotificationsScreen />, { route });
    await userEvent.selectOptions(await hourSelect(), '18:00');
    await waitFor(() => expect(userState.settings.study_reminder_hour).toBe(18));
    expect(userState.settings.time_zone).toBe(deviceZone);
    expect(await screen.findByText(`Čas podľa pásma ${deviceZone}.`)).toBeInTheDocument();
    expect(screen.queryByText(/Medzi 22:00 a 7:00/)).not.toBeInTheDocument();
    // A night hour is offered, marked, and explained.
    await userEvent.selectOptions(await hourSelect(), '23:00 (v noci)');
    expect(await screen.findByText(/Medzi 22:00 a 7:00 pripomienku posielame, len ak/)).toBeInTheDocument();
    await waitFor(() => expect(userState.settings.study_reminder_hour).toBe(23));
  });

  it('days tick on and off and are saved Monday first; the last one left cannot be taken away', async () => {
    const userState = createUserMockState();
    userState.settings.study_reminder_days = [2, 6];
    renderScreen(<StudyNotificationsScreen />, { route, userState });
    await userEvent.click(await day('pondelok'));
    await waitFor(() => expect(userState.settings.study_reminder_days).toEqual([1, 2, 6]));
    await userEvent.click(await day('utorok'));
    await userEvent.click(await day('sobota'));
    await waitFor(() => expect(userState.settings.study_reminder_days).toEqual([1]));
    expect(await day('pondelok')).toBeChecked();
    expect(await day('pondelok')).toBeDisabled();
    expect(screen.getByText('Aspoň jeden deň musí zostať vybraný.')).toBeInTheDocument();
  });

  it('a failed save puts the previous hour back and says so', async () => {
    const userState = createUserMockState();
    userState.settings.study_reminder_hour = 7;
    renderScreen(<StudyNotificationsScreen />, {
      route,
      userState,
      handlers: [http.patch('*/api/users/me/settings', () => HttpResponse.json({ message: 'down' }, { status: 503 }))],
    });
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await hourSelect()).toHaveValue('7');
    await userEvent.selectOptions(await hourSelect(), '20:00');
    expect(await screen.findByRole('alert')).toHaveTextContent('Čas pripomienky sa nepodarilo uložiť. Skúste to znova.');
    await waitFor(async () => expect(await hourSelect()).toHaveValue('7'));
    log.mockRestore();
  });

  it('is off while its toggle or the study notifications are off, and keeps its hour for later', async () => {
    const userState = createUserMockState();
    userState.settings.study_reminder_hour = 18;
    renderScreen(<StudyNotificationsScreen />, { route, userState });
    await userEvent.click(await screen.findByRole('switch', { name: 'Pripomienka štúdia' }));
    await waitFor(() => expect(userState.settings.notify_on_study_reminder).toBe(false));
    expect(await hourSelect()).toBeDisabled();
    expect(await hourSelect()).toHaveValue('18');
    expect(await day('streda')).toBeDisabled();
    expect(screen.getByText(/Pripomienka je vypnutá/)).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('switch', { name: 'Pripomienka štúdia' }));
    await waitFor(async () => expect(await hourSelect()).toBeEnabled());
    await userEvent.click(await screen.findByRole('switch', { name: 'Študijné upozornenia' }));
    await waitFor(async () => expect(await hourSelect()).toBeDisabled());
    expect(await screen.findByRole('switch', { name: 'Pripomienka štúdia' })).not.toBeChecked();
  });

  it('a settings load that fails shows the error screen, not a picker with made-up values', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen(<StudyNotificationsScreen />, {
      route,
      handlers: [http.get('*/api/users/me/settings', () => HttpResponse.json({ message: 'down' }, { status: 503 }))],
    });
    expect(await screen.findByText('Nastavenia sa nepodarilo načítať.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Hodina' })).not.toBeInTheDocument();
    log.mockRestore();
  });
});
