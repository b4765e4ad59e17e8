import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createUserMockState } from '@app/shared/mocks';
import { renderScreen } from '@app/shared/testing';
import { ProfileScreen } from '../screens/profile-screen';

// The first import of a lazy chunk makes Jest transform its module tree (react-day-picker and its
// dependencies), which on a busy two-core machine outlasts a findBy's second. It is loaded once
// here, with its own timeout, so the tests' waits measure the screen and not the transformer; the
// lazy() in the app then resolves from the module registry, still through Suspense.
beforeAll(() => import('@app/shared/calendar'), 60_000);

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

    expect(await screen.findByText('Profil je uložený.')).toHaveAttribute('role', 'status');
    expect(userState.user).toMatchObject({ last_name: 'Kováčová', email: null, date_of_birth: '1998-04-12' });
    await waitFor(() => expect(saveButton()).not.toBeInTheDocument());
    expect(await field('Priezvisko*')).toHaveValue('Kováčová');
  });

  it('a failed save says so and keeps what was typed, marking the field the server named', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { userState } = renderScreen(<ProfileScreen />, { route: '/profile' });
    await retype('Email', 'not-an-email');
    await userEvent.click(saveButton()!);

    expect(await screen.findByRole('alert')).toHaveTextContent('Profil sa nepodarilo uložiť.');
    expect(await field('Email')).toHaveValue('not-an-email');
    expect(await field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(saveButton()).toBeInTheDocument();
    expect(userState.user.email).toBe('emma@example.com');
    log.mockRestore();
  });

  it('the refused field points at the reason until it is edited', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen(<ProfileScreen />, { route: '/profile' });
    await retype('Email', 'not-an-email');
    await userEvent.click(saveButton()!);

    const email = await field('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Zadajte platnú emailovú adresu.');
    expect(await field('Meno*')).not.toHaveAttribute('aria-invalid');
    expect(await field('Meno*')).not.toHaveAttribute('aria-describedby');

    await userEvent.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Zadajte platnú emailovú adresu.')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('editing another field leaves the refused one marked', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen(<ProfileScreen />, { route: '/profile' });
    await retype('Email', 'not-an-email');
    await userEvent.click(saveButton()!);
    await waitFor(async () => expect(await field('Email')).toHaveAttribute('aria-invalid', 'true'));
    await retype('Meno*', 'Ema');
    expect(await field('Email')).toHaveAttribute('aria-invalid', 'true');
    log.mockRestore();
  });

  it('a birth date in the future is refused by the server and marked until edited', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { userState } = renderScreen(<ProfileScreen />, { route: '/profile' });
    const next = new Date().getUTCFullYear() + 1;
    const input = await retype('Dátum narodenia', `${next}0101`);
    await userEvent.click(saveButton()!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Profil sa nepodarilo uložiť.');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription('Zadajte existujúci dátum od 1900-01-01, nie v budúcnosti.');
    expect(userState.user.date_of_birth).toBe('1998-04-12');

    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue(`${next}-01-0`);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
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
    expect(await screen.findByRole('alert')).toHaveTextContent('Profil sa nepodarilo uložiť.');
    expect(await field('Meno*')).toHaveValue('Ema');
    log.mockRestore();
  });

  // Leaving the field keeps what was typed (digits with their hyphens): an impossible date is
  // refused when saving, with the reason, instead of vanishing (issue 29, item 8).
  it.each([
    ['12.4.1998', '1241-99-8'],
    ['1998-13-01', '1998-13-01'],
    ['1998-02-30', '1998-02-30'],
    ['yesterday', ''],
    ['2001-02-03', '2001-02-03'],
  ])('a typed date %p reads %p when the field is left', async (typed, expected) => {
    renderScreen(<ProfileScreen />, { route: '/profile' });
    const input = await retype('Dátum narodenia', typed);
    await userEvent.tab();
    expect(input).toHaveValue(expected);
  });

  describe('birth date on a number pad (no hyphen key)', () => {
    it('puts the hyphens in by itself while digits are typed', async () => {
      renderScreen(<ProfileScreen />, { route: '/profile' });
      const input = await field('Dátum narodenia');
      expect(input).toHaveAttribute('inputmode', 'numeric');
      await userEvent.clear(input);
      const seen: string[] = [];
      for (const digit of '20010203') {
        await userEvent.type(input, digit);
        seen.push((input as HTMLInputElement).value);
      }
      expect(seen).toEqual(['2', '20', '200', '2001', '2001-0', '2001-02', '2001-02-0', '2001-02-03']);
      // A ninth digit has no place.
      await userEvent.type(input, '9');
      expect(input).toHaveValue('2001-02-03');
      await userEvent.tab();
      expect(input).toHaveValue('2001-02-03');
    });

    it.each(['2000-01-01', '20000101'])('a pasted %p becomes 2000-01-01', async (pasted) => {
      renderScreen(<ProfileScreen />, { route: '/profile' });
      const input = await field('Dátum narodenia');
      await userEvent.clear(input);
      await userEvent.click(input);
      await userEvent.paste(pasted);
      expect(input).toHaveValue('2000-01-01');
    });

    it('deletes digit by digit with backspace, hyphens included', async () => {
      renderScreen(<ProfileScreen />, { route: '/profile' });
      const input = (await field('Dátum narodenia')) as HTMLInputElement;
      await userEvent.click(input);
      input.setSelectionRange(10, 10);
      const seen: string[] = [];
      for (let step = 0; step < 4; step += 1) {
        await userEvent.keyboard('{Backspace}');
        seen.push(input.value);
      }
      expect(seen).toEqual(['1998-04-1', '1998-04', '1998-0', '1998']);
    });

    it('backspace right after a hyphen deletes the digit before it and keeps the caret there', async () => {
      renderScreen(<ProfileScreen />, { route: '/profile' });
      const input = (await field('Dátum narodenia')) as HTMLInputElement;
      await userEvent.click(input);
      // The caret after '1998-': backspace removes the '8'.
      input.setSelectionRange(5, 5);
      await userEvent.keyboard('{Backspace}');
      expect(input).toHaveValue('1990-41-2');
      expect(input.selectionStart).toBe(3);
      // Typing there puts the digit back in place.
      await userEvent.keyboard('7');
      expect(input).toHaveValue('1997-04-12');
      expect(input.selectionStart).toBe(4);
    });

    it('delete right before a hyphen deletes the digit after it', async () => {
      renderScreen(<ProfileScreen />, { route: '/profile' });
      const input = (await field('Dátum narodenia')) as HTMLInputElement;
      await userEvent.click(input);
      // The caret before the first '-' of '1998-04-12': delete removes the '0'.
      input.setSelectionRange(4, 4);
      await userEvent.keyboard('{Delete}');
      expect(input).toHaveValue('1998-41-2');
      expect(input.selectionStart).toBe(4);
    });

    it('saves a date typed as digits only', async () => {
      const { userState } = renderScreen(<ProfileScreen />, { route: '/profile' });
      await retype('Dátum narodenia', '19990315');
      await userEvent.click(saveButton()!);
      expect(await screen.findByText('Profil je uložený.')).toBeInTheDocument();
      expect(userState.user.date_of_birth).toBe('1999-03-15');
    });
  });

  it.each(['1999-02-31', '1998-4-1'])(
    'refuses an impossible date (%s) at its field, keeps it and saves nothing (issue 29, item 8)',
    async (typed) => {
      const { userState } = renderScreen(<ProfileScreen />, { route: '/profile' });
      const before = userState.user.date_of_birth;
      await retype('Dátum narodenia', typed);
      await userEvent.click(saveButton()!);
      expect(await screen.findByText('Profil sa nepodarilo uložiť.')).toBeInTheDocument();
      expect(screen.queryByText('Profil je uložený.')).not.toBeInTheDocument();
      const input = await field('Dátum narodenia');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Zadajte existujúci dátum od 1900-01-01, nie v budúcnosti.');
      expect(input).toHaveValue(typed.length === 10 ? typed : '1998-41');
      expect(userState.user.date_of_birth).toBe(before);
    },
  );

  it('picks the date from a Slovak calendar whose weeks start on Monday', async () => {
    renderScreen(<ProfileScreen />, { route: '/profile' });
    await userEvent.click(await screen.findByRole('button', { name: 'Vybrať dátum v kalendári' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dátum narodenia' });
    // Opens on the current value's month, in Slovak.
    const grid = await within(dialog).findByRole('grid', {});
    expect(grid).toHaveAccessibleName(/apríl 1998/i);
    // 1 April 1998 was a Wednesday: with weeks from Monday the first row holds 1 to 5 (Wed to Sun).
    expect(within(grid).getAllByRole('row')[0]).toHaveAccessibleName('1 2 3 4 5');
    const weekdays = within(grid).getAllByRole('columnheader', { hidden: true });
    expect(weekdays.map((cell) => cell.getAttribute('aria-label'))).toEqual([
      'pondelok',
      'utorok',
      'streda',
      'štvrtok',
      'piatok',
      'sobota',
      'nedeľa',
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
    const grid = await screen.findByRole('grid', {});
    expect(grid).toHaveAccessibleName(/január 2000/i);
  });
});
