import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, startOfDay, subDays } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { CALL_BOOKING_WINDOW_DAYS } from '@app/calls-contract/rules';
import { createCallsMockState } from '@app/calls-contract/mocks';
import { mockHold } from '@app/shared/mocks';
import { currentPath } from '@app/shared/testing';
import {
  chooseSpeaker,
  commentBox,
  dayLabel,
  held,
  pickDay,
  renderCalls,
  showMonthOf,
  slotSelect,
  tomorrow,
} from '../test-helpers';

const bookButton = () => screen.getByRole('button', { name: /^Rezervovať|Už rezervované|Zisťujem cenu/ });
const optionLabels = () =>
  within(slotSelect())
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Speaker, tomorrow and its first slot (Katarína: 09:00 - 09:10). */
async function fillForm(speaker = 'Katarína Horváthová', slot = '09:00 - 09:10') {
  await chooseSpeaker(speaker);
  await pickDay(tomorrow());
  await waitFor(() => expect(slotSelect()).toBeEnabled());
  await userEvent.selectOptions(slotSelect(), slot);
}

// Whole flows with many user events; two shared cores under load can take a while.
jest.setTimeout(20_000);

describe('/calls, Rezervovať', () => {
  it('has the title, back to /main, the two tabs, and opens on Rezervovať', async () => {
    renderCalls();
    expect(await screen.findByRole('heading', { name: 'Hovory' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Späť' })).toHaveAttribute('href', '/main');
    expect(screen.getByRole('tab', { name: 'Rezervovať' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Zoznam' })).toHaveAttribute('aria-selected', 'false');
  });

  it('shows the speakers with photo and name; until one is chosen, date, slot, comment and book are disabled', async () => {
    renderCalls();
    expect(await screen.findByText('Načítavam hovorcov...')).toBeInTheDocument();
    const group = await screen.findByRole('radiogroup', { name: 'Hovorca' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    const katarina = within(group).getByRole('radio', { name: 'Katarína Horváthová' });
    expect(katarina.closest('label')!.querySelector('img')).toHaveAttribute('src', '/media/calls/katarina-horvathova.svg');
    // No photo: the initials stand in.
    expect(within(group).getByRole('radio', { name: 'Zuzana Baláková' }).closest('label')).toHaveTextContent('ZB');

    expect(screen.getByRole('button', { name: /^Dátum/ })).toBeDisabled();
    expect(screen.getByText('Najprv vyberte hovorcu')).toBeInTheDocument();
    expect(slotSelect()).toBeDisabled();
    expect(commentBox()).toBeDisabled();
    expect(bookButton()).toBeDisabled();
    expect(bookButton()).toHaveTextContent('Rezervovať');
  });

  it('books a call: speaker, date, slot, comment, V SADZBE, loading dialog, then Máte rezerváciu!', async () => {
    const gate = held();
    let body: unknown;
    const { state } = renderCalls({
      handlers: [
        http.post('*/api/calls', async ({ request }) => {
          body = await request.clone().json();
          await gate.wait();
        }),
      ],
    });
    await chooseSpeaker('Katarína Horváthová');
    expect(screen.getByRole('button', { name: /^Dátum/ })).toBeEnabled();
    expect(slotSelect()).toBeDisabled();

    await pickDay(tomorrow());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Dátum ${dayLabel(tomorrow())}` })).toBeInTheDocument();
    await waitFor(() => expect(slotSelect()).toBeEnabled());
    expect(optionLabels()).toEqual([
      'Vyberte čas',
      '09:00 - 09:10',
      '09:10 - 09:20',
      '09:20 - 09:30',
      '14:00 - 14:10',
      '14:10 - 14:20',
    ]);
    expect(commentBox()).toBeDisabled();

    await userEvent.selectOptions(slotSelect(), '09:10 - 09:20');
    expect(commentBox()).toBeEnabled();
    const book = await screen.findByRole('button', { name: 'Rezervovať · V SADZBE' });
    expect(book).toBeEnabled();
    expect(screen.getByText('Hovor je v sadzbe Vášho predplatného.')).toBeInTheDocument();

    await userEvent.type(commentBox(), 'Chcem hovoriť o jedle.');
    await userEvent.click(book);
    const loading = await screen.findByRole('dialog', { name: 'Rezervácia hovoru' });
    expect(within(loading).getByRole('status')).toBeInTheDocument();
    // The loading dialog cannot be dismissed while the request runs.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Rezervácia hovoru' })).toBeInTheDocument();
    gate.release();

    const success = await screen.findByRole('dialog', { name: 'Máte rezerváciu!' });
    const start = new Date(tomorrow().getFullYear(), tomorrow().getMonth(), tomorrow().getDate(), 9, 10);
    expect(body).toEqual({
      speaker: 1,
      start_dt: `${start.toISOString().slice(0, 16)}:00Z`,
      end_dt: `${new Date(start.getTime() + 600_000).toISOString().slice(0, 16)}:00Z`,
      comment: 'Chcem hovoriť o jedle.',
      expected_price: 0,
      // The zone the slots were listed in: the booking window is that clock's days.
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(within(success).getByText(/Hovor: Katarína Horváthová, .* 09:10 - 09:20\./)).toBeInTheDocument();
    expect(state.calls.at(-1)).toMatchObject({ status: 'scheduled', is_included: true, comment: 'Chcem hovoriť o jedle.' });

    // The booked slot is gone from the reloaded list, and the form is ready for another call.
    await userEvent.click(within(success).getByRole('button', { name: 'Zatvoriť' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(optionLabels()).not.toContain('09:10 - 09:20'));
    expect(slotSelect()).toHaveValue('');
    expect(commentBox()).toHaveValue('');
    expect(commentBox()).toBeDisabled();
  });

  it("after one's own booking: no 'taken meanwhile' and no unavailable button (issue 29, item 2)", async () => {
    // The rate of the booked slot (now the learner's own call: not available) answers before the
    // slots reload, as it did on the real server: the slots wait for that answer.
    let booked = false;
    const rateAnswered = held();
    renderCalls({
      handlers: [
        http.post('*/api/calls', () => {
          booked = true;
        }),
        http.get('*/api/calls/rate', () => {
          if (!booked) return;
          rateAnswered.release();
          return HttpResponse.json({ price: 0, is_included: true, is_available: false });
        }),
        http.get('*/api/calls/slots', async () => {
          if (!booked) return;
          await rateAnswered.wait();
          // One macrotask: the rate's answer renders before the slots' does.
          await new Promise<void>((resolve) => setTimeout(resolve, 0));
        }),
      ],
    });
    await fillForm('Katarína Horváthová', '09:20 - 09:30');
    await userEvent.click(await screen.findByRole('button', { name: 'Rezervovať · V SADZBE' }));
    const success = await screen.findByRole('dialog', { name: 'Máte rezerváciu!' });
    await userEvent.click(within(success).getByRole('button', { name: 'Zatvoriť' }));
    await waitFor(() => expect(optionLabels()).not.toContain('09:20 - 09:30'));
    expect(screen.queryByText(/medzitým rezervoval niekto iný/)).not.toBeInTheDocument();
    expect(bookButton()).toHaveTextContent(/^Rezervovať$/);
    expect(slotSelect()).toHaveValue('');
  });

  it('after a booking, Zobraziť v Zozname opens the list with the new call', async () => {
    renderCalls();
    await fillForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Rezervovať · V SADZBE' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Zobraziť v Zozname' }));
    expect(screen.getByRole('tab', { name: 'Zoznam' })).toHaveAttribute('aria-selected', 'true');
    expect(currentPath(screen)).toBe('/calls?tab=list');
    expect(await screen.findAllByRole('article')).toHaveLength(5);
  });

  it('a look at Zoznam in the middle of a booking keeps what was chosen and written', async () => {
    renderCalls();
    await fillForm();
    await userEvent.type(commentBox(), 'Nezabudni');
    await userEvent.click(screen.getByRole('tab', { name: 'Zoznam' }));
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('radiogroup', { name: 'Hovorca' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Rezervovať' }));
    expect(screen.getByRole('radio', { name: 'Katarína Horváthová' })).toBeChecked();
    expect(slotSelect()).toHaveDisplayValue('09:00 - 09:10');
    expect(commentBox()).toHaveValue('Nezabudni');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('the second call of the month is paid: the button shows its price in €', async () => {
    const state = createCallsMockState();
    renderCalls({ state });
    await fillForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Rezervovať · V SADZBE' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Zatvoriť' }));
    await userEvent.selectOptions(slotSelect(), '09:20 - 09:30');
    expect(await screen.findByRole('button', { name: /^Rezervovať · 4,50\s€$/ })).toBeEnabled();
    expect(screen.getByText('Mesačný hovor v sadzbe ste už využili; tento hovor je platený.')).toBeInTheDocument();
  });

  it("a paid call offers 'Zaplatiť' with its Stars price; paid, the call is confirmed at once; the list shows it paid", async () => {
    const state = createCallsMockState();
    renderCalls({ state });
    await fillForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Rezervovať · V SADZBE' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Zatvoriť' }));
    await userEvent.selectOptions(slotSelect(), '09:20 - 09:30');
    await userEvent.click(await screen.findByRole('button', { name: /^Rezervovať · 4,50\s€$/ }));

    const success = await screen.findByRole('dialog', { name: 'Máte rezerváciu!' });
    expect(within(success).getByText(/^4,50\s€ · 225 ⭐$/)).toBeInTheDocument();
    expect(within(success).getByText(/^Rezervované do \d{2}:\d{2}\./)).toBeInTheDocument();
    await userEvent.click(within(success).getByRole('button', { name: 'Zaplatiť' }));
    const sheet = await screen.findByRole('dialog', { name: 'Ukážková platba' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Zaplatiť 225 ⭐ (ukážka)' }));
    expect(await within(success).findByText('Zaplatené. Hovor je potvrdený.')).toBeInTheDocument();
    expect(within(success).queryByRole('button', { name: 'Zaplatiť' })).not.toBeInTheDocument();
    expect(state.payments.payments[0]).toMatchObject({ status: 'paid', stars: 225 });
  });

  it('with three unpaid calls, the next booking says so and names them', async () => {
    const state = createCallsMockState();
    for (const title of ['A', 'B', 'C']) mockHold(state.payments, { kind: 'meeting', title: `Stretnutie: ${title}`, amount: 4 });
    renderCalls({ state });
    await fillForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Rezervovať · V SADZBE' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Zatvoriť' }));
    await userEvent.selectOptions(slotSelect(), '09:20 - 09:30');
    await userEvent.click(await screen.findByRole('button', { name: /^Rezervovať · 4,50\s€$/ }));
    const refused = await screen.findByRole('dialog', { name: 'Vyskytla sa chyba!' });
    expect(
      within(refused).getByText(/^Máte 3 nezaplatené rezervácie .*Stretnutie: A; Stretnutie: B; Stretnutie: C/),
    ).toBeInTheDocument();
    // The way out (issue 29, item 8): the payments, to pay or cancel them.
    expect(within(refused).getByRole('link', { name: 'Prehľad platieb' })).toHaveAttribute('href', '/profile/payments');
  });

  it("a slot the rate says is taken: 'Už rezervované', the slot is let go, the slots reload and the form says why", async () => {
    let slotLoads = 0;
    renderCalls({
      handlers: [
        // The first slot asked about was taken meanwhile; the next one is free.
        http.get('*/api/calls/rate', () => HttpResponse.json({ price: 0, is_included: true, is_available: false }), {
          once: true,
        }),
        http.get('*/api/calls/slots', () => void (slotLoads += 1)),
      ],
    });
    await chooseSpeaker('Katarína Horváthová');
    await pickDay(tomorrow());
    await waitFor(() => expect(slotSelect()).toBeEnabled());
    const loadsBefore = slotLoads;
    await userEvent.selectOptions(slotSelect(), '09:00 - 09:10');
    const button = await screen.findByRole('button', { name: 'Už rezervované' });
    expect(button).toBeDisabled();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Čas 09:00 - 09:10 si medzitým rezervoval niekto iný. Vyberte si iný čas.',
    );
    // Not stuck on it: the slot is no longer chosen and the day's slots were asked again.
    await waitFor(() => expect(slotSelect()).toHaveValue(''));
    await waitFor(() => expect(slotLoads).toBeGreaterThan(loadsBefore));
    // Choosing another slot clears the notice.
    await waitFor(() => expect(slotSelect()).toBeEnabled());
    await userEvent.selectOptions(slotSelect(), '09:10 - 09:20');
    expect(screen.queryByText(/si medzitým rezervoval/)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Rezervovať · V SADZBE$/ })).toBeEnabled();
  });

  it('choosing another speaker resets date and slot (the comment stays)', async () => {
    renderCalls();
    await fillForm();
    await userEvent.type(commentBox(), 'Ahoj');
    await chooseSpeaker('Marek Kováč');
    expect(screen.getByRole('button', { name: /^Dátum/ })).toHaveTextContent('Vyberte dátum');
    expect(slotSelect()).toBeDisabled();
    expect(slotSelect()).toHaveValue('');
    expect(commentBox()).toBeDisabled();
    expect(commentBox()).toHaveValue('Ahoj');
    expect(bookButton()).toBeDisabled();
  });

  it('choosing a date reloads the slots and clears the slot, even the same date again', async () => {
    let asked = 0;
    renderCalls({ handlers: [http.get('*/api/calls/slots', () => void asked++)] });
    await fillForm();
    expect(asked).toBe(1);
    await pickDay(tomorrow());
    await waitFor(() => expect(asked).toBe(2));
    await waitFor(() => expect(slotSelect()).toBeEnabled());
    expect(slotSelect()).toHaveValue('');
    expect(commentBox()).toBeDisabled();

    const later = addDays(tomorrow(), 1);
    await pickDay(later);
    await waitFor(() => expect(asked).toBe(3));
    await waitFor(() => expect(slotSelect()).toBeEnabled());
    expect(slotSelect()).toHaveValue('');
  });

  it("the calendar disables the speaker's days with nothing free and says why; a day with slots is pickable (issue 29, item 8)", async () => {
    const asked: string[] = [];
    renderCalls({
      handlers: [
        http.get('*/api/calls/slots/days', ({ request }) => {
          asked.push(new URL(request.url).searchParams.get('speaker_id')!);
          return undefined;
        }),
      ],
    });
    const dayButton = (day: Date) =>
      within(screen.getByRole('dialog', { name: 'Vyberte dátum' })).getByRole('button', {
        name: new RegExp(`^${dayLabel(day)}`),
      });

    // Zuzana has no hours: tomorrow cannot be picked, and its name says why.
    await chooseSpeaker('Zuzana Baláková');
    await userEvent.click(screen.getByRole('button', { name: /^Dátum/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Vyberte dátum' });
    await within(dialog).findByRole('grid');
    await showMonthOf(tomorrow());
    await waitFor(() => expect(dayButton(tomorrow())).toBeDisabled());
    expect(dayButton(tomorrow())).toHaveAccessibleName(`${dayLabel(tomorrow())}, žiadne voľné hovory`);
    expect(within(dialog).getByText('Dni bez voľných hovorov sa nedajú vybrať.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Vyberte dátum' })).not.toBeInTheDocument());

    // Katarína has slots tomorrow (09:00 is always more than an hour away): pickable, named plainly.
    await chooseSpeaker('Katarína Horváthová');
    await userEvent.click(screen.getByRole('button', { name: /^Dátum/ }));
    await within(await screen.findByRole('dialog', { name: 'Vyberte dátum' })).findByRole('grid');
    await showMonthOf(tomorrow());
    await waitFor(() => expect(dayButton(tomorrow())).toBeEnabled());
    expect(dayButton(tomorrow())).toHaveAccessibleName(dayLabel(tomorrow()));
    await userEvent.click(dayButton(tomorrow()));
    await waitFor(() => expect(slotSelect()).toBeEnabled());
    expect(optionLabels()).toContain('09:00 - 09:10');
    expect(new Set(asked)).toEqual(new Set(['3', '1']));
  });

  it('a day without slots (the free days unknown: that request failed) says so and keeps the slot select disabled', async () => {
    renderCalls({
      handlers: [http.get('*/api/calls/slots/days', () => HttpResponse.json({ message: 'boom' }, { status: 500 }))],
    });
    await chooseSpeaker('Zuzana Baláková');
    await pickDay(tomorrow());
    expect(await screen.findByText('V daný deň nie sú k dispozícii hovory')).toBeInTheDocument();
    expect(slotSelect()).toBeDisabled();
    expect(commentBox()).toBeDisabled();
  });

  it('the calendar is Slovak, starts on Monday, and refuses past days and days beyond the booking window', async () => {
    // The free days unknown (that request failed), so today stays pickable at any hour the test runs.
    renderCalls({
      handlers: [http.get('*/api/calls/slots/days', () => HttpResponse.json({ message: 'boom' }, { status: 500 }))],
    });
    await chooseSpeaker('Marek Kováč');
    await userEvent.click(screen.getByRole('button', { name: /^Dátum/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Vyberte dátum' });
    const grid = await within(dialog).findByRole('grid');
    // The weekday row is hidden from screen readers (each day button names its weekday).
    const headers = Array.from(grid.querySelectorAll('thead th'), (th) => th.getAttribute('aria-label') ?? th.textContent);
    expect(headers).toHaveLength(7);
    expect(headers[0]).toMatch(/^po/i);
    expect(headers[6]).toMatch(/^ne/i);

    const today = startOfDay(new Date());
    const dayButton = (day: Date) => within(dialog).getByRole('button', { name: new RegExp(`^${dayLabel(day)}`) });
    expect(dayButton(today)).toBeEnabled();
    const yesterday = subDays(today, 1);
    if (yesterday.getMonth() === today.getMonth()) expect(dayButton(yesterday)).toBeDisabled();

    const last = addDays(today, CALL_BOOKING_WINDOW_DAYS);
    await showMonthOf(last);
    expect(dayButton(last)).toBeEnabled();
    const beyond = addDays(last, 1);
    if (beyond.getMonth() === last.getMonth()) expect(dayButton(beyond)).toBeDisabled();
    // No month after the window can be shown.
    expect(within(dialog).getByRole('button', { name: 'Prejsť na ďalší mesiac' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('a failed booking shows Vyskytla sa chyba! with Rezerváciu sa nepodarilo dokončiť. and keeps the comment', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderCalls({ handlers: [http.post('*/api/calls', () => HttpResponse.json({ message: 'boom' }, { status: 500 }))] });
    await fillForm();
    await userEvent.type(commentBox(), 'Môj komentár');
    await userEvent.click(await screen.findByRole('button', { name: 'Rezervovať · V SADZBE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vyskytla sa chyba!' });
    expect(within(dialog).getByText('Rezerváciu sa nepodarilo dokončiť.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zatvoriť' }));
    expect(commentBox()).toHaveValue('Môj komentár');
    expect(slotSelect()).toHaveDisplayValue('09:00 - 09:10');
    expect(log).toHaveBeenCalledWith('Booking failed', 500, { message: 'boom' });
    log.mockRestore();
  });

  it('a 200 is not a booking either: Rezerváciu sa nepodarilo dokončiť.', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderCalls({ handlers: [http.post('*/api/calls', () => HttpResponse.json({}, { status: 200 }))] });
    await fillForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Rezervovať · V SADZBE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vyskytla sa chyba!' });
    expect(within(dialog).getByText('Rezerváciu sa nepodarilo dokončiť.')).toBeInTheDocument();
    log.mockRestore();
  });

  it('a booking that gets no answer shows Nastala neočakávaná chyba.', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderCalls({ handlers: [http.post('*/api/calls', () => HttpResponse.error())] });
    await fillForm();
    await userEvent.type(commentBox(), 'Ostane');
    await userEvent.click(await screen.findByRole('button', { name: 'Rezervovať · V SADZBE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vyskytla sa chyba!' });
    expect(within(dialog).getByText('Nastala neočakávaná chyba.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zatvoriť' }));
    expect(commentBox()).toHaveValue('Ostane');
    log.mockRestore();
  });

  it('a slot taken meanwhile (409) reloads the slots: it is gone, the comment is kept', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { state } = renderCalls();
    await fillForm();
    await userEvent.type(commentBox(), 'Nestratiť');
    await screen.findByRole('button', { name: 'Rezervovať · V SADZBE' });
    // Someone else books Katarína's 09:00 tomorrow before this user taps.
    const taken = structuredClone(state.calls[0]!);
    const start = new Date(tomorrow().getFullYear(), tomorrow().getMonth(), tomorrow().getDate(), 9, 0);
    Object.assign(taken, {
      id: 99,
      start_dt: `${start.toISOString().slice(0, 16)}:00Z`,
      end_dt: `${new Date(start.getTime() + 600_000).toISOString().slice(0, 16)}:00Z`,
      speaker: { ...taken.speaker, id: 1 },
    });
    state.calls.push(taken);

    await userEvent.click(screen.getByRole('button', { name: 'Rezervovať · V SADZBE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vyskytla sa chyba!' });
    expect(within(dialog).getByText('Rezerváciu sa nepodarilo dokončiť.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Časy a cenu sme načítali znova/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zatvoriť' }));
    await waitFor(() => expect(optionLabels()).not.toContain('09:00 - 09:10'));
    expect(slotSelect()).toHaveValue('');
    expect(commentBox()).toHaveValue('Nestratiť');
    log.mockRestore();
  });

  it('speakers that fail to load say so and can be asked again', async () => {
    let fail = true;
    renderCalls({
      handlers: [
        http.get('*/api/calls/speakers', () => (fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined)),
      ],
    });
    expect(await screen.findByText('Hovorcov sa nepodarilo načítať.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    expect(await screen.findByRole('radiogroup', { name: 'Hovorca' })).toBeInTheDocument();
  });
});
