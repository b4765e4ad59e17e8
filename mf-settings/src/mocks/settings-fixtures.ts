import type { Payment } from '@app/shared/contract';
import type { UserStatistics } from '@app/statistics-contract';

/** The demo user's payments, newest first (GET /users/me/payments). */
export const paymentFixtures: Payment[] = [
  {
    id: 3,
    kind: 'meeting',
    title: 'Slovenský folklór v Bratislave',
    amount: 12,
    stars: 600,
    status: 'pending',
    // Held for a while yet, so 'Zaplatiť' is offered whenever the fixtures are used.
    expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
    created_at: '2026-11-18T17:45:00.000Z',
  },
  {
    id: 2,
    kind: 'call',
    title: 'Hovor s Jana Kováčová',
    amount: 9.5,
    stars: 475,
    status: 'paid',
    expires_at: null,
    created_at: '2026-11-10T09:12:00.000Z',
  },
  {
    id: 1,
    kind: 'call',
    title: 'Hovor s Peter Horváth',
    amount: 9.5,
    stars: null,
    status: 'refunded',
    expires_at: null,
    created_at: '2026-10-28T15:30:00.000Z',
  },
];

export const statisticsFixture: UserStatistics = {
  finished_sections: 7,
  by_section_type: [
    { section_type: 'listening', finished: 3, average_score: 0.78 },
    { section_type: 'reading', finished: 3, average_score: 0.9 },
    { section_type: 'speaking', finished: 1, average_score: null },
  ],
  current_streak_days: 3,
  last_finished_on: '2026-11-20',
};

export const emptyStatisticsFixture: UserStatistics = {
  finished_sections: 0,
  by_section_type: [
    { section_type: 'listening', finished: 0, average_score: null },
    { section_type: 'reading', finished: 0, average_score: null },
    { section_type: 'speaking', finished: 0, average_score: null },
  ],
  current_streak_days: 0,
  last_finished_on: null,
};
