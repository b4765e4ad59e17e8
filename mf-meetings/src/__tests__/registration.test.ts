import type { Meeting, MeetingPage } from '@app/meetings-contract';
import { createMeetingsMockState, meetingFixtures, meetingsHandlers, participationFixture } from '@app/meetings-contract/mocks';
import { server, testRuntime } from '@app/shared/testing';
import { meetingsSubtitle } from '../home-row';
import { register } from '../registration';

const now = new Date(2026, 10, 23, 12, 0);
const page = (start: Date, hours = 2): MeetingPage =>
  ({
    count: 1,
    next: null,
    previous: null,
    results: [
      {
        ...meetingFixtures()[0]!,
        start_time: start.toISOString(),
        end_time: new Date(start.getTime() + hours * 3_600_000).toISOString(),
      },
    ],
  }) as MeetingPage;

describe("mf-meetings' home row", () => {
  it('is today for a meeting later today or one under way', () => {
    expect(meetingsSubtitle(page(new Date(2026, 10, 23, 23, 0)), now)).toBe('Najbližšie stretnutie je dnes');
    expect(meetingsSubtitle(page(new Date(2026, 10, 22, 20, 0), 24), now)).toBe('Najbližšie stretnutie je dnes');
  });

  it('is tomorrow, or the date, for later ones', () => {
    expect(meetingsSubtitle(page(new Date(2026, 10, 24, 0, 30)), now)).toBe('Najbližšie stretnutie je zajtra');
    const date = new Intl.DateTimeFormat('sk-SK', { day: 'numeric', month: 'long' }).format(new Date(2026, 11, 2));
    expect(meetingsSubtitle(page(new Date(2026, 11, 2, 18, 0)), now)).toBe(`Najbližšie stretnutie je ${date}`);
  });

  it('is nothing planned without meetings or when the first one has ended', () => {
    expect(meetingsSubtitle({ ...page(now), results: [] }, now)).toBe('Zatiaľ nemáte naplánované žiadne stretnutie');
    expect(meetingsSubtitle(page(new Date(2026, 10, 20, 18, 0)), now)).toBe('Zatiaľ nemáte naplánované žiadne stretnutie');
  });

  it("reads the user's registrations from the API", async () => {
    const start = new Date(Date.now() + 3_600_000);
    const meetings: Meeting[] = meetingFixtures().map((m) =>
      m.id === 7 ? { ...m, start_time: start.toISOString(), end_time: new Date(start.getTime() + 7_200_000).toISOString() } : m,
    );
    server.use(...meetingsHandlers(createMeetingsMockState(meetings, [participationFixture(7)])));
    const { query } = register(testRuntime).homeRow!;
    const today = new Date().toDateString() === start.toDateString();
    expect(query!.subtitle(await query!.queryFn(testRuntime))).toBe(
      today ? 'Najbližšie stretnutie je dnes' : 'Najbližšie stretnutie je zajtra',
    );
  });

  it('declares the ticket going back to its meeting', () => {
    expect(register(testRuntime).routes).toContainEqual({ path: '/meetings/:id/ticket', back: '/meetings/:id' });
  });
});
