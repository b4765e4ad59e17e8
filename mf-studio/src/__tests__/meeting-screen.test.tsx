import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createStudioMeetingsMockState, studioMeetingsHandlers } from '@app/studio-contract/meetings-mocks';
import { renderScreen } from '@app/shared/testing';
import { MeetingScreen } from '../screens/meetings/meeting-screen';
import { MeetingsScreen } from '../screens/meetings/meetings-screen';

jest.setTimeout(20_000);

const renderMeeting = (id: number | 'new', state = createStudioMeetingsMockState()) =>
  renderScreen(<MeetingScreen />, {
    route: `/studio/meetings/${id}`,
    path: '/studio/meetings/:id',
    handlers: studioMeetingsHandlers(state),
    as: 'editor',
  });

describe('/studio/meetings', () => {
  it('lists upcoming meetings with their registrations; past and cancelled on their tabs', async () => {
    renderScreen(<MeetingsScreen />, {
      route: '/studio/meetings',
      handlers: studioMeetingsHandlers(),
      as: 'editor',
    });
    const card = await screen.findByRole('link', { name: 'Prechádzka starým mestom' });
    expect(within(card).getByText('4 prihlásení, 1 čaká na platbu z 12 miest')).toBeInTheDocument();
    expect(within(card).getByText('14. mája 2031, 16:00 · Naživo · Hlavné námestie, Bratislava')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Zrušené/ }));
    expect(await screen.findByRole('link', { name: 'Vianočné trhy' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Prechádzka starým mestom' })).not.toBeInTheDocument();
  });

  it("says 'Nemáte prístup' to a learner", async () => {
    renderScreen(<MeetingsScreen />, {
      route: '/studio/meetings',
      handlers: studioMeetingsHandlers(),
      as: 'learner',
    });
    expect(await screen.findByRole('heading', { name: 'Nemáte prístup' })).toBeInTheDocument();
  });
});

describe('/studio/meetings/:id', () => {
  it('shows the 400 at the capacity field and keeps what was typed', async () => {
    renderMeeting(1);
    const capacity = await screen.findByLabelText('Počet miest');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '3');
    const title = screen.getByLabelText('Názov');
    await userEvent.type(title, ' s Luciou');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(
      await screen.findByText('Prihlásených je už 5; kapacita nemôže byť menšia (najmenej 5).', { selector: '#err-capacity' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Počet miest/)).toHaveValue(3);
    expect(screen.getByLabelText('Názov')).toHaveValue('Prechádzka starým mestom s Luciou');
  });

  it('shows the server’s 400 for a time the spring change skips at the start field, keeping the time typed', async () => {
    const skipped = 'Tento čas v tú noc neexistuje: hodiny sa posúvajú na letný čas. Zvoľte iný čas.';
    renderScreen(<MeetingScreen />, {
      route: '/studio/meetings/1',
      path: '/studio/meetings/:id',
      handlers: [
        http.put('*/api/studio/meetings/:id', () => HttpResponse.json({ message: skipped, field: 'starts_at' }, { status: 400 })),
        ...studioMeetingsHandlers(createStudioMeetingsMockState()),
      ],
      as: 'editor',
    });
    const start = await screen.findByLabelText('Začiatok');
    // jsdom types nothing into a datetime-local input: the picker's choice arrives as one change.
    fireEvent.change(start, { target: { value: '2027-03-28T02:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(await screen.findByText(skipped, { selector: '#err-starts-at' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('2027-03-28T02:30')).toBeInTheDocument();
  });

  it("tells the second editor 'Medzitým to upravil(a) …' and keeps their text", async () => {
    const state = createStudioMeetingsMockState();
    renderMeeting(1, state);
    const place = await screen.findByLabelText('Miesto');
    state.meetings[0]!.version = 4; // another editor saved in between
    await userEvent.clear(place);
    await userEvent.type(place, 'Michalská brána');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(await screen.findByText(/^Medzitým to upravil\(a\) Ján Druhý/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Miesto/)).toHaveValue('Michalská brána');
    expect(screen.getByRole('button', { name: 'Zahodiť moje úpravy a načítať novú verziu' })).toBeInTheDocument();
  });

  it('says whom a moved time is told to, and the history shows the save', async () => {
    renderMeeting(1);
    const starts = await screen.findByLabelText('Začiatok');
    await userEvent.clear(starts);
    await userEvent.type(starts, '2031-05-14T17:00');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(await screen.findByText('Uložené. 5 prihláseným píšeme, čo sa zmenilo: čas.')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'História zmien' });
    // What was done, then who by name, then when (issue 38, item 8).
    await waitFor(() =>
      expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(/^Úprava · Emma Demo · \d{1,2}\. /),
    );
  });

  it('cancels after a confirmation, says who is told and refunded, and locks the form', async () => {
    renderMeeting(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Zrušiť stretnutie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zrušiť stretnutie?' });
    expect(within(dialog).getByText(/zaplatené vrátime/)).toBeInTheDocument();
    // 'Nie' keeps it: nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nie' }));
    expect(screen.getByLabelText('Názov')).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Zrušiť stretnutie' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Áno, zrušiť' }));
    expect(
      await screen.findByText('Stretnutie je zrušené. Správu dostane 5 prihlásených, vraciame 1 platbu.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Názov')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Uložiť' })).not.toBeInTheDocument();
  });

  it('creates a meeting; an offline one without a place is named at the field', async () => {
    renderMeeting('new');
    await userEvent.type(await screen.findByLabelText('Názov'), 'Kurz varenia');
    await userEvent.type(screen.getByLabelText('Začiatok'), '2031-06-01T10:00');
    await userEvent.type(screen.getByLabelText('Koniec'), '2031-06-01T12:00');
    await userEvent.click(screen.getByRole('button', { name: 'Vytvoriť stretnutie' }));
    expect(await screen.findByText('Zadajte miesto stretnutia.', { selector: '#err-place' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Názov/)).toHaveValue('Kurz varenia');
  });
});
