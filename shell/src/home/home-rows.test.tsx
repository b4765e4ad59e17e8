import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Call, Meeting } from '@app/shared/contract';
import {
  activitiesHandlers,
  blogHandlers,
  callFixtures,
  callsHandlers,
  createActivitiesMockState,
  createBlogMockState,
  createCallsMockState,
  createMeetingsMockState,
  meetingFixtures,
  meetingsHandlers,
  participationFixture,
  toInstant,
} from '@app/shared/mocks';
import { renderScreen } from '@app/shared/testing';
import { HomeScreen } from '../screens/home-screen';
import { homeHandlers } from './home-test-handlers';
import { nextMeetingOf } from './meetings-summary';

const renderHome = (...overrides: RequestHandler[][]) =>
  renderScreen(<HomeScreen />, { route: '/main', handlers: homeHandlers(...overrides) });

/** The user registered for meeting 7, moved to start at `start` (local time) and last two hours. */
const registeredAt = (start: Date) => {
  const meetings: Meeting[] = meetingFixtures().map((m) =>
    m.id === 7 ? { ...m, start_time: start.toISOString(), end_time: new Date(start.getTime() + 2 * 3_600_000).toISOString() } : m,
  );
  return meetingsHandlers(createMeetingsMockState(meetings, [participationFixture(7)]));
};
const at = (daysFromToday: number, hour: number, minute = 0) => {
  const date = new Date();
  date.setDate(date.getDate() + daysFromToday);
  date.setHours(hour, minute, 0, 0);
  return date;
};

/** A scheduled call starting `days` days from now at 18:00 local time. */
function scheduledOn(days: number, hour = 18): Call {
  const now = new Date();
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, hour, 0);
  return { ...callFixtures()[0]!, start_dt: toInstant(start), end_dt: toInstant(new Date(start.getTime() + 600_000)) };
}

describe('home link rows', () => {
  it('links to activities, meetings, calls and the blog with their subtitles', async () => {
    renderHome();
    expect(await screen.findByRole('link', { name: /^Aktivity/ })).toHaveAttribute('href', '/activity');
    expect(screen.getByRole('link', { name: /^Stretnutia/ })).toHaveAttribute('href', '/meetings');
    expect(screen.getByRole('link', { name: /Hovory.*Zatiaľ nemáte rezervovaný žiadny hovor/ })).toHaveAttribute(
      'href',
      '/calls',
    );
    expect(screen.getByRole('link', { name: /^Blog/ })).toHaveAttribute('href', '/blog');
  });

  it("counts the unfinished sections of today's activity under the activities row", async () => {
    const state = createActivitiesMockState();
    state.progress[11] = { status: 'evaluated', score: 1, results: [], submitted_at: '2026-11-23T09:00:00Z' };
    renderHome(blogHandlers(), activitiesHandlers(state));
    expect(await screen.findByText('Nedokončené úlohy: 2')).toBeInTheDocument();
    // The device's time zone travels with the call (the 08:00 rule is on the user's clock).
    expect(new URL(state.requests[0]!.url).searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('says the day is done when no section is left', async () => {
    const state = createActivitiesMockState();
    for (const id of [11, 12, 13])
      state.progress[id] = { status: 'submitted', score: null, results: [], submitted_at: '2026-11-23T09:00:00Z' };
    renderHome(blogHandlers(), activitiesHandlers(state));
    expect(await screen.findByText('Dnešné úlohy sú hotové')).toBeInTheDocument();
  });

  it('claims no unfinished tasks while loading, says none is available on a 404, stays neutral on a failure', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const state = createActivitiesMockState({ todayId: null });
    const { unmount } = renderHome(blogHandlers(), [
      http.get('*/api/activities/today', async () => void (await gate)),
      ...activitiesHandlers(state),
    ]);
    expect(await screen.findByRole('link', { name: /^Aktivity\s*Počúvanie, čítanie, hovorenie$/ })).toBeInTheDocument();
    expect(screen.queryByText(/Nedokončené úlohy/)).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Ďalšia aktivita zatiaľ nie je k dispozícii')).toBeInTheDocument();
    expect(state.requests).toHaveLength(1);
    expect(screen.queryByText(/Nedokončené úlohy/)).not.toBeInTheDocument();
    unmount();
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderHome(blogHandlers(), [
      http.get('*/api/activities/today', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    ]);
    await waitFor(() => expect(spy).toHaveBeenCalled());
    expect(screen.getByText('Počúvanie, čítanie, hovorenie')).toBeInTheDocument();
    expect(screen.queryByText(/Nedokončené úlohy|k dispozícii/)).not.toBeInTheDocument();
    spy.mockRestore();
  });

  it('names the newest publication under the blog row', async () => {
    renderHome();
    expect(await screen.findByText('Najnovšie: Ako sa pozdraviť po slovensky')).toBeInTheDocument();
  });

  it('keeps the general blog subtitle while the blog is empty', async () => {
    let answered = 0;
    const probe = http.get('*/api/blog/feed', () => void answered++);
    renderHome([probe, ...blogHandlers(createBlogMockState([]))]);
    await waitFor(() => expect(answered).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('Články, podcasty a videá')).toBeInTheDocument();
    expect(screen.queryByText(/^Najnovšie:/)).not.toBeInTheDocument();
  });

  it('keeps the general blog subtitle when the feed fails (the failure is only logged)', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderHome([http.get('*/api/blog/feed', () => HttpResponse.json({ message: 'boom' }, { status: 500 }))]);
    await waitFor(() => expect(spy).toHaveBeenCalled());
    expect(screen.getByText('Články, podcasty a videá')).toBeInTheDocument();
    spy.mockRestore();
  });

  describe('the Hovory row', () => {
    it('names the next booked call, its day and time on the device clock', async () => {
      const later = scheduledOn(5);
      const sooner = scheduledOn(3);
      const calls = [later, { ...sooner, id: 9 }, { ...scheduledOn(2), id: 10, status: 'cancelled' as const }];
      renderHome(blogHandlers(), callsHandlers(createCallsMockState({ calls })));
      const day = new Intl.DateTimeFormat('sk-SK', { weekday: 'long', day: 'numeric', month: 'long' }).format(
        new Date(sooner.start_dt),
      );
      const time = new Intl.DateTimeFormat('sk-SK', { hour: '2-digit', minute: '2-digit' }).format(new Date(sooner.start_dt));
      expect(await screen.findByRole('link', { name: new RegExp(`Hovory.*Najbližší hovor: ${day} o ${time}`) })).toHaveAttribute(
        'href',
        '/calls',
      );
      expect(screen.queryByText('Zatiaľ nemáte rezervovaný žiadny hovor')).not.toBeInTheDocument();
    });

    it('says zajtra for a call tomorrow', async () => {
      renderHome(blogHandlers(), callsHandlers(createCallsMockState({ calls: [scheduledOn(1)] })));
      expect(await screen.findByText(/^Najbližší hovor: zajtra o 18:00$/)).toBeInTheDocument();
    });

    it('keeps the spec text when only past or cancelled calls exist', async () => {
      let answered = 0;
      const probe = http.get('*/api/calls', () => void answered++);
      const calls = callFixtures().filter((call) => call.status !== 'scheduled');
      renderHome(blogHandlers(), [probe, ...callsHandlers(createCallsMockState({ calls }))]);
      await waitFor(() => expect(answered).toBe(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.getByText('Zatiaľ nemáte rezervovaný žiadny hovor')).toBeInTheDocument();
    });

    it('keeps the spec text when the calls fail to load (only logged)', async () => {
      const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
      renderHome(blogHandlers(), [http.get('*/api/calls', () => HttpResponse.json({ message: 'boom' }, { status: 500 }))]);
      await waitFor(() => expect(spy).toHaveBeenCalled());
      expect(screen.getByText('Zatiaľ nemáte rezervovaný žiadny hovor')).toBeInTheDocument();
      spy.mockRestore();
    });
  });
});

describe('the Stretnutia row', () => {
  it("says 'Najbližšie stretnutie je dnes' when the user's next meeting is today", async () => {
    renderHome(blogHandlers(), registeredAt(at(0, 23, 30)));
    expect(await screen.findByRole('link', { name: /Stretnutia.*Najbližšie stretnutie je dnes/ })).toHaveAttribute(
      'href',
      '/meetings',
    );
  });

  it('names the date of a later meeting', async () => {
    const start = at(9, 18);
    renderHome(blogHandlers(), registeredAt(start));
    const date = new Intl.DateTimeFormat('sk-SK', { day: 'numeric', month: 'long' }).format(start);
    expect(await screen.findByText(`Najbližšie stretnutie je ${date}`)).toBeInTheDocument();
  });

  it('says nothing is planned when the user has no meeting to come', async () => {
    renderHome();
    expect(await screen.findByText('Zatiaľ nemáte naplánované žiadne stretnutie')).toBeInTheDocument();
  });

  it('keeps the general line while loading and when the list fails (the failure is only logged)', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderHome(blogHandlers(), [
      http.get('*/api/meetings/attended', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    ]);
    expect(await screen.findByText('Kultúrne podujatia so Slovákmi')).toBeInTheDocument();
    await waitFor(() => expect(spy).toHaveBeenCalled());
    expect(screen.getByText('Kultúrne podujatia so Slovákmi')).toBeInTheDocument();
    spy.mockRestore();
  });
});

describe('nextMeetingOf', () => {
  const now = new Date(2026, 10, 23, 12, 0);
  const meeting = (start: Date, hours = 2) => ({
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + hours * 3_600_000).toISOString(),
  });

  it('is today for a meeting later today or one under way', () => {
    expect(nextMeetingOf(meeting(new Date(2026, 10, 23, 23, 0)), now)).toEqual({ kind: 'today' });
    expect(nextMeetingOf(meeting(new Date(2026, 10, 23, 11, 0)), now)).toEqual({ kind: 'today' });
    expect(nextMeetingOf(meeting(new Date(2026, 10, 22, 20, 0), 24), now)).toEqual({ kind: 'today' });
  });

  it('is tomorrow, or the date, for later ones', () => {
    expect(nextMeetingOf(meeting(new Date(2026, 10, 24, 0, 30)), now)).toEqual({ kind: 'tomorrow' });
    const later = meeting(new Date(2026, 11, 2, 18, 0));
    expect(nextMeetingOf(later, now)).toEqual({ kind: 'date', start: later.start_time });
  });

  it('is nothing planned without meetings or when the first one has ended', () => {
    expect(nextMeetingOf(undefined, now)).toEqual({ kind: 'none' });
    expect(nextMeetingOf(meeting(new Date(2026, 10, 20, 18, 0)), now)).toEqual({ kind: 'none' });
  });
});
