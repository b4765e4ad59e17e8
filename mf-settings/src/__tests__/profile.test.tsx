import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createUserMockState } from '@app/shared/mocks';
import { renderScreen } from '@app/shared/testing';
import { ProfileScreen } from '../screens/profile-screen';

const field = (label: string) => screen.findByLabelText(label);
const saveButton = () => screen.queryByRole('button', { name: 'Uložiť' });

async function retype(label: string, value: string) {
  const input = await field(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
  return input;
}

describe('/profile', () => {
  it('shows the four fields filled from the user, the date placeholder, and no save button', async () => {
    renderScreen(<ProfileScreen />, { route: '/profile' });
    expect(await field('Meno*')).toHaveValue('Emma');
    expect(await field('Priezvisko*')).toHaveValue('Novak');
    expect(await field('Email')).toHaveValue('emma@example.com');
    expect(await field('Dátum narodenia')).toHaveValue('1998-04-12');
    expect(await field('Dátum narodenia')).toHaveAttribute('placeholder', '2000-01-01');
    expect(saveButton()).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Späť' })).toHaveAttribute('href', '/settings');
  });

  it('offers Save only while a value differs from the loaded one', async () => {
    renderScreen(<ProfileScreen />, { route: '/profile' });
    await retype('Meno*', 'Emmy');
    expect(saveButton()).toBeInTheDocument();
    await retype('Meno*', 'Emma');
    expect(saveButton()).not.toBeInTheDocument();
  });

  it('saves, says so, refreshes the user and hides Save again', async () => {
    const { userState } = renderScreen(<ProfileScreen />, { route: '/profile' });
    await retype('Priezvisko*', 'Kováčová');
    await retype('Email', '');
    await userEvent.click(saveButton()!);

    expect(await screen.findByText('Profile updated successfully!')).toHaveAttribute('role', 'status');
    expect(userState.user).toMatchObject({ last_name: 'Kováčová', email: null, date_of_birth: '1998-04-12' });
    await waitFor(() => expect(saveButton()).not.toBeInTheDocument());
    expect(await field('Priezvisko*')).toHaveValue('Kováčová');
  });

  it('a failed save says so and keeps what was typed, marking the field the server named', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { userState } = renderScreen(<ProfileScreen />, { route: '/profile' });
    await retype('Email', 'not-an-email');
    await userEvent.click(saveButton()!);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile');
    expect(await field('Email')).toHaveValue('not-an-email');
    expect(await field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(saveButton()).toBeInTheDocument();
    expect(userState.user.email).toBe('emma@example.com');
    log.mockRestore();
  });

  it('a server failure keeps the typed names too', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen(<ProfileScreen />, {
      route: '/profile',
      handlers: [http.put('*/api/users/me', () => HttpResponse.json({ message: 'down' }, { status: 500 }))],
    });
    await retype('Meno*', 'Ema');
    await userEvent.click(saveButton()!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile');
    expect(await field('Meno*')).toHaveValue('Ema');
    log.mockRestore();
  });

  it.each([
    ['12.4.1998', ''],
    ['1998-13-01', ''],
    ['1998-02-30', ''],
    ['yesterday', ''],
    ['2001-02-03', '2001-02-03'],
  ])('a typed date %p becomes %p when the field is left', async (typed, expected) => {
    renderScreen(<ProfileScreen />, { route: '/profile' });
    const input = await retype('Dátum narodenia', typed);
    await userEvent.tab();
    expect(input).toHaveValue(expected);
  });

  it('sends an unparseable date as empty', async () => {
    const { userState } = renderScreen(<ProfileScreen />, { route: '/profile' });
    await retype('Dátum narodenia', '1998-4-1');
    await userEvent.click(saveButton()!);
    expect(await screen.findByText('Profile updated successfully!')).toHaveAttribute('role', 'status');
    expect(userState.user.date_of_birth).toBeNull();
  });

  it('picks the date from a Slovak calendar whose weeks start on Monday', async () => {
    renderScreen(<ProfileScreen />, { route: '/profile' });
    await userEvent.click(await screen.findByRole('button', { name: 'Vybrať dátum v kalendári' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dátum narodenia' });
    // Opens on the current value's month, in Slovak.
    const grid = await within(dialog).findByRole('grid', {}, { timeout: 5000 });
    expect(grid).toHaveAccessibleName(/apríl 1998/i);
    // 1 April 1998 was a Wednesday: with weeks from Monday the first row holds 1 to 5 (Wed to Sun).
    expect(within(grid).getAllByRole('row')[0]).toHaveAccessibleName('1 2 3 4 5');
    const weekdays = within(grid).getAllByRole('columnheader', { hidden: true });
    expect(weekdays.map((cell) => cell.getAttribute('aria-label'))).toEqual([
      'pondelok', 'utorok', 'streda', 'štvrtok', 'piatok', 'sobota', 'nedeľa',
    ]);

    await userEvent.click(within(grid).getByRole('button', { name: /^štvrtok 23\. apríla 1998/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await field('Dátum narodenia')).toHaveValue('1998-04-23');
    expect(saveButton()).toBeInTheDocument();
  });

  it('opens the calendar on January 2000 when no date is set', async () => {
    renderScreen(<ProfileScreen />, { route: '/profile', userState: createUserMockState({ date_of_birth: null }) });
    expect(await field('Dátum narodenia')).toHaveValue('');
    await userEvent.click(await screen.findByRole('button', { name: 'Vybrať dátum v kalendári' }));
    const grid = await screen.findByRole('grid', {}, { timeout: 5000 });
    expect(grid).toHaveAccessibleName(/január 2000/i);
  });
});
