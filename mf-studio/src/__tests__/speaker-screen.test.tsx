import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSpeakerMockState, speakerHandlers } from '@app/studio-contract/speakers-mocks';
import { renderScreen } from '@app/shared/testing';
import { SpeakerScreen } from '../screens/speakers/speaker-screen';
import { SpeakersScreen } from '../screens/speakers/speakers-screen';

jest.setTimeout(20_000);

const renderSpeaker = (state = createSpeakerMockState()) =>
  renderScreen(<SpeakerScreen />, {
    route: '/studio/speakers/1',
    path: '/studio/speakers/:id',
    handlers: speakerHandlers(state),
    as: 'editor',
  });

describe('/studio/speakers', () => {
  it('lists the speakers with languages, rate and booked calls', async () => {
    renderScreen(<SpeakersScreen />, { route: '/studio/speakers', handlers: speakerHandlers(), as: 'editor' });
    const card = await screen.findByRole('link', { name: 'Katarína Horváthová' });
    expect(within(card).getByText('slovenčina, angličtina · 24 € / hod.')).toBeInTheDocument();
    expect(within(card).getByText('1 rezervovaný hovor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ Pridať hovorcu' })).toHaveAttribute('href', '/studio/speakers/new');
  });

  it("tells a learner 'Nemáte prístup'", async () => {
    renderScreen(<SpeakersScreen />, {
      route: '/studio/speakers',
      handlers: speakerHandlers(),
      as: 'learner',
    });
    expect(await screen.findByRole('heading', { name: 'Nemáte prístup' })).toBeInTheDocument();
  });
});

describe('/studio/speakers/:id: the hours form', () => {
  it('adds a range to a weekday after its last one and saves the hours', async () => {
    const state = createSpeakerMockState();
    renderSpeaker(state);
    const wednesday = await screen.findByRole('group', { name: 'Streda' });
    await userEvent.click(within(wednesday).getByRole('button', { name: '+ Pridať čas (Streda)' }));
    const second = within(wednesday).getByRole('group', { name: 'Streda, čas 2' });
    expect(within(second).getByLabelText('Od')).toHaveValue('12:00');
    expect(within(second).getByLabelText('Do')).toHaveValue('13:00');
    const friday = screen.getByRole('group', { name: 'Piatok' });
    await userEvent.click(within(friday).getByRole('button', { name: '+ Pridať čas (Piatok)' }));
    expect(within(friday).getByLabelText('Od')).toHaveValue('09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(await screen.findByText('Uložené.')).toBeInTheDocument();
    expect(state.speakers[0]!.hours).toEqual([
      { weekday: 3, start: '10:00', end: '12:00' },
      { weekday: 3, start: '12:00', end: '13:00' },
      { weekday: 5, start: '09:00', end: '10:00' },
    ]);
  });

  it('shows the booked call an edit would collide with (date, time, first name) before saving, and that it was kept', async () => {
    renderSpeaker();
    const wednesday = await screen.findByRole('group', { name: 'Streda' });
    const report = screen.getByRole('region', { name: 'Rezervované hovory mimo nových hodín' });
    expect(await within(report).findByText('Zmena nezasahuje do žiadneho rezervovaného hovoru.')).toBeInTheDocument();
    const from = within(wednesday).getByLabelText('Od');
    await userEvent.clear(from);
    await userEvent.type(from, '11:00');
    expect(await within(report).findByText('9. januára 2030 10:00–10:30, Emma (mimo hodín)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    const saved = await screen.findByRole('status', { name: 'Uložené.' });
    expect(within(saved).getByText('Tieto hovory zostali rezervované:')).toBeInTheDocument();
    expect(within(saved).getByText('9. januára 2030 10:00–10:30, Emma (mimo hodín)')).toBeInTheDocument();
  });

  it('shows a 400 at the range it names and keeps what was typed', async () => {
    renderSpeaker();
    const wednesday = await screen.findByRole('group', { name: 'Streda' });
    await userEvent.click(within(wednesday).getByRole('button', { name: '+ Pridať čas (Streda)' }));
    const second = within(wednesday).getByRole('group', { name: 'Streda, čas 2' });
    const from = within(second).getByLabelText('Od');
    await userEvent.clear(from);
    await userEvent.type(from, '11:30');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(await within(second).findByText('Prekrýva sa s časom 10:00–12:00 (streda).')).toBeInTheDocument();
    expect(within(second).getByLabelText(/^Od(?!s)/)).toHaveValue('11:30');
  });

  it("tells the second editor 'Medzitým to upravil(a) …' and keeps their hours", async () => {
    const state = createSpeakerMockState();
    renderSpeaker(state);
    const friday = await screen.findByRole('group', { name: 'Piatok' });
    state.speakers[0]!.version = 4; // another editor saved in between
    await userEvent.click(within(friday).getByRole('button', { name: '+ Pridať čas (Piatok)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(await screen.findByText(/^Medzitým to upravil\(a\) Ján Druhý/)).toBeInTheDocument();
    expect(within(friday).getByRole('group', { name: 'Piatok, čas 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zahodiť moje úpravy a načítať novú verziu' })).toBeInTheDocument();
  });

  it('adds a day off', async () => {
    const state = createSpeakerMockState();
    renderSpeaker(state);
    await userEvent.click(await screen.findByRole('button', { name: '+ Pridať voľný deň' }));
    const day = screen.getByLabelText('Voľný deň 1');
    await userEvent.clear(day);
    await userEvent.type(day, '2030-01-09');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(await screen.findByText('Uložené.')).toBeInTheDocument();
    expect(state.speakers[0]!.days_off).toEqual(['2030-01-09']);
  });
});
