import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { Route } from 'react-router';
import type { MeetingRegistration, Participation } from '@app/meetings-contract';
import { mockHold, paymentsHandlers, createUserMockState, type UserMockState } from '@app/shared/mocks';
import { createMeetingsMockState, meetingFixtures, meetingsHandlers, participationFixture } from '@app/meetings-contract/mocks';
import { currentPath, renderScreen } from '@app/shared/testing';
import { MeetingScreen } from '../screens/meeting-screen';
import { formatMeetingTime } from '../components/format';

type State = ReturnType<typeof createMeetingsMockState>;

const renderMeeting = (
  options: { id?: string | number; state?: State; handlers?: RequestHandler[]; userState?: UserMockState } = {},
) => {
  const state = options.state ?? createMeetingsMockState();
  const requests: { method: string; url: URL; body?: unknown }[] = [];
  const spy = http.all('*/api/meetings/*', async ({ request }) => {
    const body =
      request.method === 'POST'
        ? await request
            .clone()
            .json()
            .catch(() => undefined)
        : undefined;
    requests.push({ method: request.method, url: new URL(request.url), body });
  });
  const view = renderScreen(<MeetingScreen />, {
    route: `/meetings/${options.id ?? 7}`,
    path: '/meetings/:id',
    handlers: [spy, ...(options.handlers ?? []), ...meetingsHandlers(state), ...paymentsHandlers(state.payments)],
    userState: options.userState,
    otherRoutes: <Route path="/meetings/:id/ticket" element={<p>ticket screen</p>} />,
  });
  return { ...view, state, requests };
};

const withParticipation = (id: number, status: Participation['status'] | null, joinable?: boolean) => {
  const meetings = meetingFixtures().map((m) => (m.id === id && joinable !== undefined ? { ...m, is_joinable: joinable } : m));
  return createMeetingsMockState(meetings, status ? [participationFixture(id, { status })] : []);
};

/** The month's included meeting is taken: the user joined meeting 3, moved to meeting 7's day. */
const quotaUsed = () => {
  const meetings = meetingFixtures();
  const poetry = meetings.find((m) => m.id === 7)!;
  const walk = meetings.find((m) => m.id === 3)!;
  Object.assign(walk, { start_time: poetry.start_time, end_time: poetry.end_time });
  return createMeetingsMockState(meetings, [participationFixture(3)]);
};

const bar = async () => {
  await screen.findByText('Cena');
  return screen.getByText('Cena').closest('div')!.parentElement!;
};
const cell = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
const posts = <T extends { method: string }>(requests: T[]) => requests.filter((r) => r.method === 'POST');

describe('meeting detail (/meetings/{id})', () => {
  it("shows 'Načítavam stretnutie...', then the title, subtitle and every cell", async () => {
    renderMeeting();
    expect(await screen.findByText('Načítavam stretnutie...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Večer slovenskej poézie' })).toBeInTheDocument();
    const meeting = meetingFixtures().find((m) => m.id === 7)!;
    expect(screen.getByText('Hviezdoslav, Krasko a čaj')).toBeInTheDocument();
    expect(cell('Popis')).toHaveTextContent(/Prečítame si spolu básne/);
    expect(cell('Miesto')).toHaveTextContent('Kaviareň Verne, Hviezdoslavovo nám. 18, Bratislava');
    expect(cell('Dátum a čas')).toHaveTextContent(formatMeetingTime(meeting));
    expect(cell('Formát')).toHaveTextContent('Naživo');
    expect(cell('Kategórie')).toHaveTextContent('Literatúra');
    expect(cell('Kapacita')).toHaveTextContent('30');
  });

  it("says 'Online' and 'Neobmedzená' for an online meeting with capacity 9999", async () => {
    renderMeeting({ id: 2 });
    await screen.findByRole('heading', { name: 'Bryndzové halušky online' });
    expect(cell('Formát')).toHaveTextContent('Online');
    expect(cell('Kapacita')).toHaveTextContent('Neobmedzená');
    expect(cell('Kategórie')).toHaveTextContent('Kuchyňa, Tradície');
  });

  it('shows the pictures in a slider with a dot per picture', async () => {
    const user = userEvent.setup();
    const { container } = renderMeeting();
    await screen.findByRole('heading', { name: 'Večer slovenskej poézie' });
    await waitFor(() => expect(container.querySelectorAll('.swiper-pagination-bullet')).toHaveLength(3));
    expect(screen.getByAltText('Večer slovenskej poézie (1 / 3)')).toBeInTheDocument();
    expect(screen.getByAltText('Večer slovenskej poézie (3 / 3)')).toBeInTheDocument();
    const third = screen.getByRole('button', { name: 'Prejsť na obrázok 3' });
    await user.click(third);
    await waitFor(() => expect(third).toHaveClass('swiper-pagination-bullet-active'));
  });

  it('gives the slides their sizes: the first fetched at once, the others when swiped to', async () => {
    const sized = (n: number) => ({ srcset: `/api/media/${n}a 320w, /api/media/${n}b 640w`, width: 640, height: 360 });
    const meetings = meetingFixtures().map((m) =>
      m.id === 7 ? { ...m, files: m.files.map((file, i) => ({ ...file, variants: sized(i) })) } : m,
    );
    const { container } = renderMeeting({ state: createMeetingsMockState(meetings) });
    await waitFor(() => expect(container.querySelectorAll('.swiper-pagination-bullet')).toHaveLength(3));
    const first = screen.getByAltText('Večer slovenskej poézie (1 / 3)');
    const third = screen.getByAltText('Večer slovenskej poézie (3 / 3)');
    expect(first).toHaveAttribute('srcset', sized(0).srcset);
    expect(first).toHaveAttribute('sizes', '(min-width: 640px) 608px, calc(100vw - 32px)');
    expect(first).toHaveAttribute('width', '640');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(third).toHaveAttribute('srcset', sized(2).srcset);
    expect(third).toHaveAttribute('loading', 'lazy');
  });

  it('shows a single picture without a slider', async () => {
    const { container } = renderMeeting({ id: 3 });
    await screen.findByRole('heading', { name: 'Prechádzka po Banskej Štiavnici' });
    expect(screen.getByAltText('Prechádzka po Banskej Štiavnici')).toBeInTheDocument();
    expect(container.querySelector('.swiper')).toBeNull();
  });

  describe('the action button by participation status (spec section 4)', () => {
    it("no status on a joinable meeting: 'Prihlásiť sa'", async () => {
      renderMeeting({ state: withParticipation(7, null) });
      expect(await screen.findByRole('button', { name: 'Prihlásiť sa' })).toBeEnabled();
    });

    it("joined: 'Super! Už máte lístok' links to the ticket", async () => {
      const user = userEvent.setup();
      renderMeeting({ state: withParticipation(7, 'joined') });
      const link = await screen.findByRole('link', { name: 'Super! Už máte lístok' });
      expect(link).toHaveAttribute('href', '/meetings/7/ticket');
      await user.click(link);
      expect(currentPath(screen)).toBe('/meetings/7/ticket');
    });

    it("pending: 'Prebieha spracovanie', nothing to tap", async () => {
      renderMeeting({ state: withParticipation(7, 'pending') });
      expect(await screen.findByRole('button', { name: 'Prebieha spracovanie' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Prihlásiť sa' })).not.toBeInTheDocument();
    });

    it("cancelled counts as not registered: 'Prihlásiť sa' again", async () => {
      renderMeeting({ state: withParticipation(7, 'cancelled') });
      expect(await screen.findByRole('button', { name: 'Prihlásiť sa' })).toBeEnabled();
    });

    it("no-show: disabled 'Škoda, že ste neprišli :('", async () => {
      renderMeeting({ id: 5, state: withParticipation(5, 'no-show') });
      expect(await screen.findByRole('button', { name: 'Škoda, že ste neprišli :(' })).toBeDisabled();
    });

    it("not joinable and no status: disabled 'Lístky? Už len vo sne'", async () => {
      renderMeeting({ id: 4, state: withParticipation(4, null) });
      expect(await screen.findByRole('button', { name: 'Lístky? Už len vo sne' })).toBeDisabled();
    });

    it('cancelled by the school: says so, the ticket no longer opens and nobody can register', async () => {
      const meetings = meetingFixtures().map((m) => (m.id === 7 ? { ...m, is_joinable: false, is_cancelled: true } : m));
      renderMeeting({ state: createMeetingsMockState(meetings, [participationFixture(7, { status: 'cancelled' })]) });
      expect(await screen.findByRole('button', { name: 'Stretnutie je zrušené' })).toBeDisabled();
      expect(screen.getByText(/Lístok už neplatí; zaplatené Vám vrátime/)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /listok/i })).not.toBeInTheDocument();
    });

    it("not joinable after a cancelled registration: disabled 'Lístky? Už len vo sne'", async () => {
      renderMeeting({ id: 4, state: withParticipation(4, 'cancelled') });
      expect(await screen.findByRole('button', { name: 'Lístky? Už len vo sne' })).toBeDisabled();
    });

    it("says why beside 'Lístky? Už len vo sne': sold out, or ended (issue 29, item 8)", async () => {
      const now = Date.now();
      const meetings = meetingFixtures().map((m) =>
        m.id === 4
          ? {
              ...m,
              capacity: 20,
              start_time: new Date(now + 48 * 3_600_000).toISOString(),
              end_time: new Date(now + 50 * 3_600_000).toISOString(),
            }
          : m.id === 7
            ? {
                ...m,
                is_joinable: false,
                start_time: new Date(now - 50 * 3_600_000).toISOString(),
                end_time: new Date(now - 48 * 3_600_000).toISOString(),
              }
            : m,
      );
      const full = createMeetingsMockState(meetings, []);
      // Every seat taken by others (the mocks count seats as the server does).
      full.taken.set(4, meetings.find((m) => m.id === 4)!.capacity);
      const soldOut = renderMeeting({ id: 4, state: full });
      expect(await screen.findByRole('button', { name: 'Lístky? Už len vo sne' })).toBeDisabled();
      expect(screen.getByText('Vypredané')).toBeInTheDocument();
      soldOut.unmount();
      renderMeeting({ id: 7, state: createMeetingsMockState(meetings, []) });
      expect(await screen.findByRole('button', { name: 'Lístky? Už len vo sne' })).toBeDisabled();
      expect(screen.getByText('Skončené')).toBeInTheDocument();
    });

    it('joined on a meeting that is no longer joinable still links to the ticket', async () => {
      renderMeeting({ state: withParticipation(7, 'joined', false) });
      expect(await screen.findByRole('link', { name: 'Super! Už máte lístok' })).toBeInTheDocument();
    });
  });

  it("shows 'V sadzbe' when the plan covers the meeting, else the price in euros", async () => {
    renderMeeting();
    expect(within(await bar()).getByText('V sadzbe')).toBeInTheDocument();
  });

  it('shows the price when the monthly meeting is used up', async () => {
    renderMeeting({ state: quotaUsed() });
    expect(within(await bar()).getByText('5,00 €')).toBeInTheDocument();
  });

  describe('registration', () => {
    it("opens a form prefilled from the user, 'Potvrdiť' registers, and the form closes with the new status", async () => {
      const user = userEvent.setup();
      const { requests } = renderMeeting();
      await user.click(await screen.findByRole('button', { name: 'Prihlásiť sa' }));

      expect(screen.getByText('Prihlasovanie na podujatie')).toBeInTheDocument();
      expect(screen.queryByText('Hviezdoslav, Krasko a čaj')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Meno')).toHaveValue('Emma');
      expect(screen.getByLabelText('Priezvisko')).toHaveValue('Novak');
      expect(screen.getByLabelText('Email')).toHaveValue('emma@example.com');

      await user.clear(screen.getByLabelText('Email'));
      await user.type(screen.getByLabelText('Email'), 'emma@skola.sk');
      const rateLoads = requests.filter((r) => r.url.pathname.endsWith('/rate')).length;
      await user.click(screen.getByRole('button', { name: 'Potvrdiť' }));

      expect(await screen.findByRole('link', { name: 'Super! Už máte lístok' })).toBeInTheDocument();
      expect(posts(requests)).toHaveLength(1);
      expect(posts(requests)[0]!.body).toEqual({
        first_name: 'Emma',
        last_name: 'Novak',
        email: 'emma@skola.sk',
        expected_price: 0,
      } satisfies MeetingRegistration);
      expect(requests.filter((r) => r.url.pathname.endsWith('/rate')).length).toBe(rateLoads + 1);
      expect(screen.queryByText('Prihlasovanie na podujatie')).not.toBeInTheDocument();
      expect(screen.getByText('Hviezdoslav, Krasko a čaj')).toBeInTheDocument();
    });

    it("a double tap on 'Potvrdiť' on a slow connection sends one registration and shows the ticket, not a failure", async () => {
      const user = userEvent.setup();
      let release!: () => void;
      const slow = new Promise<void>((resolve) => (release = resolve));
      const held = http.post('*/api/meetings/:id/participate', async () => void (await slow));
      const { requests } = renderMeeting({ handlers: [held] });
      await user.click(await screen.findByRole('button', { name: 'Prihlásiť sa' }));
      // Both taps land before React redraws the button as loading (a slow phone, a quick thumb).
      const confirm = screen.getByRole('button', { name: 'Potvrdiť' });
      fireEvent.click(confirm);
      fireEvent.click(confirm);
      release();
      expect(await screen.findByRole('link', { name: 'Super! Už máte lístok' })).toBeInTheDocument();
      expect(posts(requests)).toHaveLength(1);
      expect(screen.queryByRole('heading', { name: 'Prihlásenie sa nepodarilo!' })).not.toBeInTheDocument();
    });

    it('a 409 because the registration was already made (another window) counts as done', async () => {
      const user = userEvent.setup();
      const state = createMeetingsMockState();
      // Another window registers first; this request then hears 'already registered'.
      const elsewhere = http.post('*/api/meetings/:id/participate', () => {
        state.participations.set(7, participationFixture(7));
        return HttpResponse.json({ message: 'Already registered for this meeting' }, { status: 409 });
      });
      renderMeeting({ state, handlers: [elsewhere] });
      await user.click(await screen.findByRole('button', { name: 'Prihlásiť sa' }));
      await user.click(screen.getByRole('button', { name: 'Potvrdiť' }));
      expect(await screen.findByRole('link', { name: 'Super! Už máte lístok' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Prihlásenie sa nepodarilo!' })).not.toBeInTheDocument();
    });

    it('submits with Enter in a field too', async () => {
      const user = userEvent.setup();
      const { requests } = renderMeeting();
      await user.click(await screen.findByRole('button', { name: 'Prihlásiť sa' }));
      await user.type(screen.getByLabelText('Meno'), '{Enter}');
      expect(await screen.findByRole('link', { name: 'Super! Už máte lístok' })).toBeInTheDocument();
      expect(posts(requests)).toHaveLength(1);
    });

    it('prefills empty fields for a user without last name and email', async () => {
      const user = userEvent.setup();
      renderMeeting({ userState: createUserMockState({ last_name: '', email: null }) });
      await user.click(await screen.findByRole('button', { name: 'Prihlásiť sa' }));
      expect(screen.getByLabelText('Priezvisko')).toHaveValue('');
      expect(screen.getByLabelText('Email')).toHaveValue('');
    });

    it("when the rate is not included, 'Prejsť k platbe' registers with the price, holds the seat and offers 'Zaplatiť' in Stars; paid, the ticket shows", async () => {
      const user = userEvent.setup();
      const { requests } = renderMeeting({ state: quotaUsed() });
      await user.click(await screen.findByRole('button', { name: 'Prihlásiť sa' }));
      expect(screen.getByText('Prihlasovanie na podujatie')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Potvrdiť' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Prejsť k platbe' }));

      const pay = await screen.findByRole('button', { name: 'Zaplatiť' });
      expect(posts(requests)[0]!.body).toMatchObject({ expected_price: 5 });
      expect(screen.getAllByText(/5,00\s€ · 250 ⭐/).length).toBeGreaterThan(0);
      expect(screen.getByText(/^Rezervované do \d{2}:\d{2}\. Potom sa miesto uvoľní\.$/)).toBeInTheDocument();

      // No Telegram here: the labelled demo sheet stands in for Telegram's invoice.
      await user.click(pay);
      const sheet = await screen.findByRole('dialog', { name: 'Ukážková platba' });
      expect(within(sheet).getByText(/žiadne hviezdy sa neminú/)).toBeInTheDocument();
      await user.click(within(sheet).getByRole('button', { name: 'Zaplatiť 250 ⭐ (ukážka)' }));
      expect(await screen.findByText('ticket screen')).toBeInTheDocument();
    });

    it('a payment cancelled in the sheet keeps the seat held and says until when', async () => {
      const user = userEvent.setup();
      renderMeeting({ state: quotaUsed() });
      await user.click(await screen.findByRole('button', { name: 'Prihlásiť sa' }));
      await user.click(screen.getByRole('button', { name: 'Prejsť k platbe' }));
      await user.click(await screen.findByRole('button', { name: 'Zaplatiť' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Ukážková platba' })).getByRole('button', { name: 'Zrušiť' }),
      );
      expect(await screen.findByText(/^Platba bola zrušená\. Rezervácia platí do \d{2}:\d{2}\.$/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Zaplatiť' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Prebieha spracovanie' })).toBeDisabled();
    });

    it('a hold that ran out unpaid says so, and the meeting can be registered for again', async () => {
      const state = withParticipation(7, 'cancelled');
      state.participations.get(7)!.payment = { id: 77, status: 'expired', amount: 5, stars: 250, expires_at: null };
      renderMeeting({ state });
      expect(await screen.findByText('Rezervácia vypršala, platba sa nevykonala')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Prihlásiť sa' })).toBeEnabled();
    });

    it('with three unpaid bookings, the registration failure names them', async () => {
      const user = userEvent.setup();
      const state = quotaUsed();
      for (const title of ['A', 'B', 'C']) mockHold(state.payments, { kind: 'call', title: `Hovor: ${title}`, amount: 4 });
      renderMeeting({ state });
      await user.click(await screen.findByRole('button', { name: 'Prihlásiť sa' }));
      await user.click(screen.getByRole('button', { name: 'Prejsť k platbe' }));
      expect(await screen.findByText(/^Máte 3 nezaplatené rezervácie .*Hovor: A; Hovor: B; Hovor: C/)).toBeInTheDocument();
    });

    it("a failure replaces the page with 'Prihlásenie sa nepodarilo!'; back shows what was typed, retry sends it again", async () => {
      const user = userEvent.setup();
      let fail = true;
      const failing = http.post('*/api/meetings/:id/participate', () =>
        fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : undefined,
      );
      const { requests } = renderMeeting({ handlers: [failing] });
      await user.click(await screen.findByRole('button', { name: 'Prihlásiť sa' }));
      await user.clear(screen.getByLabelText('Meno'));
      await user.type(screen.getByLabelText('Meno'), 'Emília');
      await user.click(screen.getByRole('button', { name: 'Potvrdiť' }));

      expect(await screen.findByRole('heading', { name: 'Prihlásenie sa nepodarilo!' })).toBeInTheDocument();
      expect(screen.queryByLabelText('Meno')).not.toBeInTheDocument();
      expect(screen.queryByText('Popis')).not.toBeInTheDocument();
      expect(screen.queryByText('Cena')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Späť na stretnutie' }));
      expect(screen.getByLabelText('Meno')).toHaveValue('Emília');
      await user.click(screen.getByRole('button', { name: 'Potvrdiť' }));
      await screen.findByRole('heading', { name: 'Prihlásenie sa nepodarilo!' });

      fail = false;
      await user.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
      expect(await screen.findByRole('link', { name: 'Super! Už máte lístok' })).toBeInTheDocument();
      expect(posts(requests).map((r) => (r.body as MeetingRegistration).first_name)).toEqual(['Emília', 'Emília', 'Emília']);
    });

    it('a refused field is named on the failure page and marked in the form until edited', async () => {
      const user = userEvent.setup();
      renderMeeting();
      await user.click(await screen.findByRole('button', { name: 'Prihlásiť sa' }));
      await user.clear(screen.getByLabelText('Email'));
      await user.type(screen.getByLabelText('Email'), 'nie-je-email');
      await user.click(screen.getByRole('button', { name: 'Potvrdiť' }));
      expect(await screen.findByText('Prihlásenie sa nepodarilo!')).toBeInTheDocument();
      expect(screen.getByText('Skontrolujte pole Email.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Späť na stretnutie' }));
      expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
      await user.type(screen.getByLabelText('Email'), 'x');
      expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    });

    it("'V sadzbe' used up meanwhile (another window): no charge, the failure says the price changed and back shows it", async () => {
      const user = userEvent.setup();
      const meetings = meetingFixtures();
      const poetry = meetings.find((m) => m.id === 7)!;
      Object.assign(
        meetings.find((m) => m.id === 3)!,
        { start_time: poetry.start_time, end_time: poetry.end_time },
      );
      const state = createMeetingsMockState(meetings, []);
      const { requests } = renderMeeting({ state });
      expect(within(await bar()).getByText('V sadzbe')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Prihlásiť sa' }));
      // The month's included meeting is taken elsewhere while the form is open.
      state.participations.set(3, participationFixture(3));
      await user.click(screen.getByRole('button', { name: 'Potvrdiť' }));

      expect(await screen.findByText('Prihlásenie sa nepodarilo!')).toBeInTheDocument();
      expect(screen.getByText('Cena stretnutia sa medzitým zmenila. Pozrite si ju a prihláste sa znova.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Skúsiť znova' })).not.toBeInTheDocument();
      expect(posts(requests).map((r) => (r.body as MeetingRegistration).expected_price)).toEqual([0]);
      expect(state.participations.has(7)).toBe(false);

      await user.click(screen.getByRole('button', { name: 'Späť na stretnutie' }));
      expect(await within(await bar()).findByText('5,00 €')).toBeInTheDocument();
      expect(screen.queryByLabelText('Meno')).not.toBeInTheDocument();
    });

    it('a meeting that filled up meanwhile fails the registration', async () => {
      const user = userEvent.setup();
      const state = createMeetingsMockState();
      renderMeeting({ state });
      await user.click(await screen.findByRole('button', { name: 'Prihlásiť sa' }));
      state.taken.set(7, 30);
      await user.click(screen.getByRole('button', { name: 'Potvrdiť' }));
      expect(await screen.findByText('Prihlásenie sa nepodarilo!')).toBeInTheDocument();
      expect(screen.getByText('Vyplnené údaje sme si zapamätali.')).toBeInTheDocument();
      // The meeting was fetched again: back shows it full, not the form.
      await user.click(screen.getByRole('button', { name: 'Späť na stretnutie' }));
      expect(await screen.findByRole('button', { name: 'Lístky? Už len vo sne' })).toBeDisabled();
      expect(screen.queryByLabelText('Meno')).not.toBeInTheDocument();
    });
  });

  describe('errors (spec section 8)', () => {
    it("an unknown meeting: 'Stretnutie nenájdené.' without a retry", async () => {
      renderMeeting({ id: 999 });
      expect(await screen.findByText('Stretnutie nenájdené.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Skúsiť znova' })).not.toBeInTheDocument();
    });

    it("an id that cannot be a meeting: 'Stretnutie nenájdené.' without asking the server", async () => {
      const { requests } = renderMeeting({ id: 'abc' });
      expect(await screen.findByText('Stretnutie nenájdené.')).toBeInTheDocument();
      expect(requests).toHaveLength(0);
    });

    it("a failed load: 'Nepodarilo sa načítať stretnutie.' with a retry that works", async () => {
      const user = userEvent.setup();
      let fail = true;
      renderMeeting({
        handlers: [
          http.get('*/api/meetings/:id/', () => (fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : undefined)),
        ],
      });
      expect(await screen.findByText('Nepodarilo sa načítať stretnutie.')).toBeInTheDocument();
      fail = false;
      await user.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
      expect(await screen.findByRole('heading', { name: 'Večer slovenskej poézie' })).toBeInTheDocument();
    });

    it("no rate: 'Sadzba sa nenašla.' and no action", async () => {
      renderMeeting({
        handlers: [http.get('*/api/meetings/:id/rate', () => HttpResponse.json({ message: 'nope' }, { status: 404 }))],
      });
      expect(await screen.findByText('Sadzba sa nenašla.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Prihlásiť sa' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Skúsiť znova' })).not.toBeInTheDocument();
    });

    it("a failed rate: 'Nepodarilo sa načítať sadzbu.' with a retry", async () => {
      const user = userEvent.setup();
      let fail = true;
      renderMeeting({
        handlers: [
          http.get('*/api/meetings/:id/rate', () => (fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : undefined)),
        ],
      });
      expect(await screen.findByText('Nepodarilo sa načítať sadzbu.')).toBeInTheDocument();
      expect(screen.getByText('Popis')).toBeInTheDocument();
      fail = false;
      await user.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
      expect(await screen.findByRole('button', { name: 'Prihlásiť sa' })).toBeInTheDocument();
    });
  });
});
