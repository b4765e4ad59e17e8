import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createUserMockState } from '@app/shared/mocks';
import { renderScreen } from '@app/shared/testing';
import { StudyLevelScreen } from '../screens/study-level-screen';

describe('/profile/study/level', () => {
  it('offers the six CEFR levels, each with a Slovak description', async () => {
    renderScreen(<StudyLevelScreen />, { route: '/profile/study/level' });
    const group = await screen.findByRole('radiogroup', { name: 'Jazyková úroveň podľa SERR' });
    const radios = await screen.findAllByRole('radio');
    expect(group).toContainElement(radios[0]!);
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']);
    expect(screen.getByRole('radio', { name: 'A1 Začiatočník' })).toHaveAccessibleDescription(/viete sa predstaviť/);
    expect(screen.getByRole('radio', { name: 'C2 Expert' })).toHaveAccessibleDescription(/rodený hovorca/);
    // No level chosen yet.
    radios.forEach((radio) => expect(radio).not.toBeChecked());
  });

  it('shows the saved level and saves a new choice on the server', async () => {
    const userState = createUserMockState();
    userState.settings.language_level = 'A2';
    renderScreen(<StudyLevelScreen />, { route: '/profile/study/level', userState });
    expect(await screen.findByRole('radio', { name: 'A2 Mierne pokročilý' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'B2 Vyššie stredne pokročilý' }));
    expect(screen.getByRole('radio', { name: 'B2 Vyššie stredne pokročilý' })).toBeChecked();
    await waitFor(() => expect(userState.settings.language_level).toBe('B2'));
    // Choosing a level leaves the notification flags alone.
    expect(userState.settings.notify_on_study).toBe(true);
  });

  it('puts the previous level back and says so when the save fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const userState = createUserMockState();
    userState.settings.language_level = 'A2';
    renderScreen(<StudyLevelScreen />, {
      route: '/profile/study/level',
      userState,
      handlers: [http.patch('*/api/users/me/settings', () => HttpResponse.json({ message: 'down' }, { status: 500 }))],
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'C1 Pokročilý' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Úroveň sa nepodarilo uložiť.');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'A2 Mierne pokročilý' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'C1 Pokročilý' })).not.toBeChecked();
    expect(userState.settings.language_level).toBe('A2');
    jest.restoreAllMocks();
  });

  it('a failed save and a failed refetch after it keep the levels on screen', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const userState = createUserMockState();
    userState.settings.language_level = 'A2';
    let loads = 0;
    renderScreen(<StudyLevelScreen />, {
      route: '/profile/study/level',
      userState,
      handlers: [
        http.get('*/api/users/me/settings', () => (++loads > 1 ? HttpResponse.error() : undefined)),
        http.patch('*/api/users/me/settings', () => HttpResponse.error()),
      ],
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'C1 Pokročilý' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Úroveň sa nepodarilo uložiť.');
    await waitFor(() => expect(loads).toBe(2));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'A2 Mierne pokročilý' })).toBeChecked());
    expect(screen.getByRole('radiogroup', { name: 'Jazyková úroveň podľa SERR' })).toBeInTheDocument();
    expect(screen.queryByText('Nastavenia sa nepodarilo načítať.')).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
