import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Meeting } from '@app/meetings-contract';
import { createMeetingsMockState, meetingFixtures, meetingsHandlers, participationFixture } from '@app/meetings-contract/mocks';
import { currentPath, renderScreen } from '@app/shared/testing';
import { MeetingsScreen } from '../screens/meetings-screen';
import { formatCardStart } from '../components/format';

const renderList = (
  options: { route?: string; state?: ReturnType<typeof createMeetingsMockState>; handlers?: RequestHandler[] } = {},
) => {
  const state = options.state ?? createMeetingsMockState();
  const requests: URL[] = [];
  const spy = http.all('*/api/meetings/*', ({ request }) => {
    requests.push(new URL(request.url));
  });
  const view = renderScreen(<MeetingsScreen />, {
    route: options.route ?? '/meetings',
    path: '/meetings',
    handlers: [spy, ...(options.handlers ?? []), ...meetingsHandlers(state)],
  });
  return { ...view, state, requests };
};

const card = (title: string) => screen.getByRole('article', { name: title });
const searchBox = () => screen.getByRole('searchbox', { name: 'Hľadať stretnutia' });
const fixture = (id: number) => meetingFixtures().find((m) => m.id === id)!;

const many = (n: number): Meeting[] =>
  Array.from({ length: n }, (_, i) => ({
    ...fixture(7),
    id: 100 + i,
    title: `Stretnutie ${i + 1}`,
    start_time: new Date(Date.now() + (i + 1) * 86_400_000).toISOString(),
  }));

describe('meetings list (/meetings)', () => {
  it('shows the loading text, then a card per meeting with categories, subdescription and a start-time button', async () => {
    renderList();
    expect(await screen.findByRole('heading', { name: 'Stretnutia' })).toBeInTheDocument();
    expect(screen.getByText('Načítavam stretnutia...')).toBeInTheDocument();
    const poetry = await screen.findByRole('article', { name: 'Večer slovenskej poézie' });
    expect(screen.getAllByRole('article')).toHaveLength(meetingFixtures().length);
    expect(within(poetry).getByText('Literatúra')).toBeInTheDocument();
    expect(within(poetry).getByText('Čítanie básní nahlas s rodenými Slovákmi, naživo v Bratislave.')).toBeInTheDocument();
    expect(within(poetry).getByText('Naživo')).toBeInTheDocument();
    expect(poetry.querySelector('img')).toHaveAttribute('src', fixture(7).thumbnail_url);
    const button = within(poetry).getByRole('link', { name: formatCardStart(fixture(7).start_time) });
    expect(button).toHaveAttribute('href', '/meetings/7');
    expect(within(poetry).getByRole('link', { name: 'Večer slovenskej poézie' })).toHaveAttribute('href', '/meetings/7');
    // No thumbnail: a placeholder, not a broken image.
    const songs = card('Ľudové piesne so Zuzanou');
    expect(songs.querySelector('img')).toBeNull();
    expect(within(songs).getByTitle('Bez obrázka')).toBeInTheDocument();
    expect(within(songs).getByText('Hudba')).toBeInTheDocument();
    expect(within(songs).getByText('Tradície')).toBeInTheDocument();
    expect(within(songs).getByText('Online')).toBeInTheDocument();
  });

  it("a full meeting says 'Vypredané', a closed one says so, and fewer than 5 seats are counted; none looks bookable", async () => {
    const meetings = meetingFixtures();
    const byTitle = (title: string) => meetings.find((m) => m.title === title)!;
    // Ľudové piesne: 10 seats, all taken. Fašiangy: registration closed, seats free. Prechádzka: 3 of 8 left.
    byTitle('Ľudové piesne so Zuzanou').capacity = 10;
    const state = createMeetingsMockState(meetings);
    state.taken.set(byTitle('Ľudové piesne so Zuzanou').id, 10);
    state.taken.set(byTitle('Prechádzka po Banskej Štiavnici').id, 5);
    renderList({ state });
    const full = await screen.findByRole('article', { name: 'Ľudové piesne so Zuzanou' });
    expect(within(full).getByText('Vypredané')).toBeInTheDocument();
    const start = within(full).getByRole('link', { name: formatCardStart(byTitle('Ľudové piesne so Zuzanou').start_time) });
    expect(start).toHaveAttribute('aria-description', 'Vypredané');
    expect(within(card('Fašiangy v Kremnici')).getByText('Prihlasovanie je uzavreté')).toBeInTheDocument();
    expect(within(card('Prechádzka po Banskej Štiavnici')).getByText('Zostávajú 3 miesta')).toBeInTheDocument();
    // Plenty of seats, unlimited, or already over: nothing to say.
    for (const title of ['Večer slovenskej poézie', 'Bryndzové halušky online', 'Filmový večer: Obchod na korze']) {
      expect(within(card(title)).queryByText(/Vypredané|uzavreté|Zostáva/)).not.toBeInTheDocument();
    }
  });

  it('opens a meeting from its start-time button', async () => {
    const user = userEvent.setup();
    renderList();
    const poetry = await screen.findByRole('article', { name: 'Večer slovenskej poézie' });
    await user.click(within(poetry).getByRole('link', { name: formatCardStart(fixture(7).start_time) }));
    expect(currentPath(screen)).toBe('/meetings/7');
  });

  it("says 'Oops, zatiaľ sme nepridali žiadne stretnutia...' when there are none", async () => {
    renderList({ state: createMeetingsMockState([]) });
    expect(await screen.findByText('Oops, zatiaľ sme nepridali žiadne stretnutia...')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('a failed load says so with a retry that loads the list, never that there are no meetings', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let failures = 1;
    renderList({
      handlers: [
        http.get('*/api/meetings/feed', () => {
          if (failures-- > 0) return HttpResponse.json({ message: 'boom' }, { status: 500 });
          return undefined;
        }),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nepodarilo sa načítať stretnutia.');
    expect(screen.queryByText('Oops, zatiaľ sme nepridali žiadne stretnutia...')).not.toBeInTheDocument();
    expect(spy).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    expect(await screen.findByRole('article', { name: fixture(7).title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skúsiť znova' })).not.toBeInTheDocument();
    spy.mockRestore();
  });

  it('an empty list that loaded fine offers no retry', async () => {
    renderList({ state: createMeetingsMockState([]) });
    expect(await screen.findByText('Oops, zatiaľ sme nepridali žiadne stretnutia...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skúsiť znova' })).not.toBeInTheDocument();
  });

  it('searches on Enter with non-blank text only, ignoring diacritics, and the search can be cleared', async () => {
    const user = userEvent.setup();
    const { requests } = renderList();
    await screen.findByRole('article', { name: 'Večer slovenskej poézie' });

    await user.type(searchBox(), '   {Enter}');
    expect(requests.filter((url) => url.searchParams.has('search'))).toHaveLength(0);

    await user.clear(searchBox());
    await user.type(searchBox(), 'halusky');
    expect(requests.filter((url) => url.searchParams.has('search'))).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Výsledky pre „halusky“')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(card('Bryndzové halušky online')).toBeInTheDocument();
    expect(requests.find((url) => url.searchParams.get('search') === 'halusky')?.pathname).toBe('/api/meetings/feed');

    await user.clear(searchBox());
    await user.type(searchBox(), 'nič také{Enter}');
    expect(await screen.findByText('Nič sme nenašli.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Zrušiť vyhľadávanie' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(meetingFixtures().length));
    expect(searchBox()).toHaveValue('');
  });

  it("lists the user's meetings under 'Zúčastnené', with its own search, and keeps the tab in the URL", async () => {
    const user = userEvent.setup();
    const state = createMeetingsMockState(meetingFixtures(), [
      participationFixture(7),
      participationFixture(5, { status: 'no-show' }),
      participationFixture(3, { status: 'cancelled' }),
    ]);
    renderList({ state });
    await screen.findByRole('article', { name: 'Večer slovenskej poézie' });
    await user.type(searchBox(), 'POEZIE{Enter}');
    await screen.findByText('Výsledky pre „POEZIE“');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));

    await user.click(screen.getByRole('tab', { name: 'Zúčastnené' }));
    expect(currentPath(screen)).toBe('/meetings?tab=attended');
    expect(screen.getByRole('tab', { name: 'Zúčastnené' })).toHaveAttribute('aria-selected', 'true');
    // Its own search box, empty; a cancelled registration is not listed.
    expect(searchBox()).toHaveValue('');
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((a) => a.querySelector('h2')?.textContent)).toEqual([
        'Večer slovenskej poézie',
        'Filmový večer: Obchod na korze',
      ]),
    );
    await user.type(searchBox(), 'film{Enter}');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(card('Filmový večer: Obchod na korze')).toBeInTheDocument();
  });

  it("opens on 'Zúčastnené' from the URL and says when the user has no meetings there", async () => {
    renderList({ route: '/meetings?tab=attended' });
    expect(await screen.findByText('Zatiaľ ste sa neprihlásili na žiadne stretnutie.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Zúčastnené' })).toHaveAttribute('aria-selected', 'true');
  });

  it("loads more with 'Načítať ďalšie'", async () => {
    const user = userEvent.setup();
    renderList({ state: createMeetingsMockState(many(12)) });
    await screen.findByRole('article', { name: 'Stretnutie 1' });
    expect(screen.getAllByRole('article')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Načítať ďalšie' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Načítať ďalšie' })).not.toBeInTheDocument();
  });

  it('keeps the list on screen when a search fails, and the typed text in the box: Enter tries again', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderList({
      handlers: [
        http.get('*/api/meetings/feed', ({ request }) =>
          new URL(request.url).searchParams.get('search') === 'zlyhanie'
            ? HttpResponse.json({ message: 'boom' }, { status: 500 })
            : undefined,
        ),
      ],
    });
    await screen.findByRole('article', { name: 'Večer slovenskej poézie' });
    await user.type(searchBox(), 'zlyhanie{Enter}');
    await waitFor(() => expect(spy).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('list', { busy: true })).not.toBeInTheDocument());
    expect(searchBox()).toHaveValue('zlyhanie');
    expect(screen.getAllByRole('article')).toHaveLength(meetingFixtures().length);
    expect(screen.queryByText(/Výsledky pre/)).not.toBeInTheDocument();
    spy.mockRestore();
  });
});
