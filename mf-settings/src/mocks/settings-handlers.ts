import { http, HttpResponse } from 'msw';
import { statisticsQuery, type UserStatistics } from '@app/statistics-contract';
import type { Payment } from '@app/shared/contract';
import { paymentsHandlers } from '@app/shared/mocks';
import { paymentFixtures, statisticsFixture } from './settings-fixtures';

export * from './settings-fixtures';

/** What the settings remote's own endpoints answer; tests mutate it to set the scene. */
export interface SettingsMockState {
  payments: Payment[];
  statistics: UserStatistics;
}

export const createSettingsMockState = (overrides: Partial<SettingsMockState> = {}): SettingsMockState => ({
  payments: structuredClone(paymentFixtures),
  statistics: structuredClone(statisticsFixture),
  ...overrides,
});

/**
 * Payments and statistics of the current user, like the server answers them. The user, settings
 * (language level included) and subscription calls are in userHandlers.
 */
export function settingsHandlers(state: SettingsMockState = createSettingsMockState()) {
  return [
    // The payments list, 'Zaplatiť' (invoice) and the demo checkout, over this state's payments.
    ...paymentsHandlers({ payments: state.payments, nextId: 10_000, onPaid: [] }),
    http.get('*/api/users/me/statistics', ({ request }) => {
      const parsed = statisticsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return HttpResponse.json({ message: 'tz: must be an IANA time zone', field: 'tz' }, { status: 400 });
      return HttpResponse.json(state.statistics);
    }),
  ];
}
