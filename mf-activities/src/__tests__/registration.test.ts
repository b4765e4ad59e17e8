import { http, HttpResponse } from 'msw';
import type { UserStatistics } from '@app/statistics-contract';
import {
  activitiesHandlers,
  createActivitiesMockState,
  createReviewMockState,
  reviewHandlers,
  type ReviewMockState,
} from '@app/activities-contract/mocks';
import { server, testRuntime } from '@app/shared/testing';
import { register } from '../registration';

const statistics = (days: number): UserStatistics => ({
  finished_sections: 3,
  by_section_type: [],
  current_streak_days: days,
  last_finished_on: null,
});
const row = () => register(testRuntime).homeRow!;

/** The row's subtitle against the mocks: today's activity from `state`, a streak of `days`. */
async function subtitleWith(state = createActivitiesMockState(), days = 3) {
  const tz: string[] = [];
  server.use(
    http.get('*/api/users/me/statistics', ({ request }) => {
      tz.push(new URL(request.url).searchParams.get('tz') ?? '');
      return HttpResponse.json(statistics(days));
    }),
    ...activitiesHandlers(state),
  );
  const { query } = row();
  return { subtitle: query!.subtitle(await query!.queryFn(testRuntime)), tz };
}

describe("mf-activities' home row: the streak and today's activity (issue 21)", () => {
  it('counts the unfinished sections after the streak, on the device time zone', async () => {
    const state = createActivitiesMockState();
    state.progress[11] = { status: 'evaluated', score: 1, results: [], submitted_at: '2026-11-23T09:00:00Z' };
    const { subtitle, tz } = await subtitleWith(state, 3);
    expect(subtitle).toBe('Séria: 3 dni · Nedokončené úlohy: 2');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(tz).toEqual([zone]);
    expect(new URL(state.requests[0]!.url).searchParams.get('tz')).toBe(zone);
  });

  it('says the day is done when no section is left', async () => {
    const state = createActivitiesMockState();
    for (const id of [11, 12, 13])
      state.progress[id] = { status: 'submitted', score: null, results: [], submitted_at: '2026-11-23T09:00:00Z' };
    expect((await subtitleWith(state, 1)).subtitle).toBe('Séria: 1 deň · Dnešné úlohy sú hotové');
  });

  it('says none is available on a 404', async () => {
    expect((await subtitleWith(createActivitiesMockState({ todayId: null }), 0)).subtitle).toBe(
      'Séria: 0 dní · Ďalšia aktivita zatiaľ nie je k dispozícii',
    );
  });

  it.each([
    [0, '0 dní'],
    [1, '1 deň'],
    [2, '2 dni'],
    [4, '4 dni'],
    [5, '5 dní'],
    [22, '22 dní'],
  ])('words a streak of %i as %s', async (days, words) => {
    expect((await subtitleWith(createActivitiesMockState(), days)).subtitle).toMatch(new RegExp(`^Séria: ${words} · `));
  });

  it('fails (neutral row) when the statistics fail', async () => {
    server.use(
      http.get('*/api/users/me/statistics', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
      ...activitiesHandlers(),
    );
    await expect(row().query!.queryFn(testRuntime)).rejects.toMatchObject({ status: 500 });
  });

  it('lives under the key a submit invalidates, and declares its routes', () => {
    const registration = register(testRuntime);
    expect(registration.homeRow!.query!.queryKey[0]).toBe('activities');
    expect(registration.routes.map((route) => route.path)).toEqual([
      '/activity',
      '/activity/section/:id',
      '/activity/preview/:id',
      '/activity/review',
      '/activity/:id',
    ]);
  });
});

describe("'Opakovanie' on home (issue 39)", () => {
  const review = () => register(testRuntime).moreHomeRows![0]!;
  const summaryOf = async (state: ReviewMockState) => {
    server.use(...reviewHandlers(state));
    return review().query!.queryFn(testRuntime);
  };

  it('counts the items due today, leads to the session, lives under the key a submit invalidates', async () => {
    const row = review();
    expect(row).toMatchObject({ title: 'Opakovanie', target: '/activity/review' });
    expect(row.query!.queryKey[0]).toBe('activities');
    const summary = await summaryOf(createReviewMockState());
    expect(row.query!.subtitle(summary)).toBe('Na dnes: 2 položky');
    expect(row.query!.hidden!(summary)).toBe(false);
  });

  it('stays when everything is reviewed, and is hidden for a learner who never had anything to review', async () => {
    const row = review();
    const later = createReviewMockState();
    for (const card of later.cards) card.card = { ...card.card, due: new Date(Date.now() + 3 * 24 * 3_600_000) };
    const reviewed = await summaryOf(later);
    expect(row.query!.subtitle(reviewed)).toBe('Na dnes máte všetko zopakované');
    expect(row.query!.hidden!(reviewed)).toBe(false);
    expect(row.query!.hidden!(await summaryOf(createReviewMockState({ cards: [] })))).toBe(true);
  });
});
