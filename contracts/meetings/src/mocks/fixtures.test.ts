import { meeting, meetingPage, meetingRate, participation, MEETING_UNLIMITED_CAPACITY } from '..';
import { createMeetingsMockState, meetingsHandlers } from './handlers';
import { meetingFixtures, participationFixture } from './fixtures';

// The meetings mocks must answer what the real server answers: the contract is the judge.
describe('meetings fixtures conform to the contract', () => {
  it.each(meetingFixtures().map((m) => [m.title, m] as const))('meeting %s', (_title, fixture) => {
    expect(meeting.safeParse(fixture).error).toBeUndefined();
  });

  it('cover the kinds the screens tell apart', () => {
    const all = meetingFixtures();
    const now = Date.now();
    expect(all.some((m) => m.format === 'online')).toBe(true);
    expect(all.some((m) => m.format === 'offline')).toBe(true);
    expect(all.some((m) => m.capacity === MEETING_UNLIMITED_CAPACITY)).toBe(true);
    expect(all.some((m) => m.capacity <= 10 && m.is_joinable)).toBe(true);
    expect(all.some((m) => !m.is_joinable && Date.parse(m.start_time) > now)).toBe(true);
    expect(all.some((m) => Date.parse(m.end_time) < now)).toBe(true);
  });

  it('participation and rate shapes', () => {
    expect(participation.safeParse(participationFixture(7)).error).toBeUndefined();
    expect(meetingRate.safeParse({ price: 5, is_included: true, status: null }).error).toBeUndefined();
  });
});

describe("meetings handlers answer in the contract's shapes", () => {
  const handle = async (method: string, path: string, body?: unknown, state = createMeetingsMockState()) => {
    const request = new Request(`http://localhost/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const handler of meetingsHandlers(state)) {
      const result = await handler.run({ request: request.clone(), requestId: 'test' });
      if (result?.response) return result.response;
    }
    throw new Error(`unhandled ${method} ${path}`);
  };

  it('feed pages and folds diacritics in search', async () => {
    const page = await (await handle('GET', '/meetings/feed?search=POEZIE')).json();
    expect(meetingPage.safeParse(page).error).toBeUndefined();
    expect(page.results.map((m: { id: number }) => m.id)).toEqual([7]);
  });

  it('registers once, then refuses a second live registration; a bad email names the field', async () => {
    const state = createMeetingsMockState();
    const created = await handle(
      'POST',
      '/meetings/7/participate',
      { first_name: 'Emma', last_name: 'Novak', email: 'emma@example.com' },
      state,
    );
    expect(created.status).toBe(201);
    expect(participation.safeParse(await created.json()).error).toBeUndefined();
    expect((await handle('POST', '/meetings/7/participate', { first_name: 'Emma' }, state)).status).toBe(409);
    const bad = await handle('POST', '/meetings/2/participate', { first_name: 'Emma', email: 'nope' }, state);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'email' });
    expect((await handle('GET', '/meetings/abc/')).status).toBe(400);
    expect((await handle('GET', '/meetings/999/participate')).status).toBe(404);
  });
});
