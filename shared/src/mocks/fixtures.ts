import type { Plan, Subscription, User, UserSettings } from '../contract';

export const planFixtures: Plan[] = [
  { code: 'basic', title: 'Basic', price_monthly: 0, is_available: true },
  { code: 'premium', title: 'Premium', price_monthly: 9.99, is_available: false },
];

export const subscriptionFixture: Subscription = {
  status: 'active',
  plan: planFixtures[0]!,
  started_at: '2026-11-01T08:00:00.000Z',
  expires_at: '2026-12-01T08:00:00.000Z',
};

export const userFixture: User = {
  id: 1,
  telegram_id: 100000001,
  username: 'emma_learns',
  first_name: 'Emma',
  last_name: 'Novak',
  email: 'emma@example.com',
  date_of_birth: '1998-04-12',
  photo_url: null,
  subscription: subscriptionFixture,
};

export const settingsFixture: UserSettings = {
  notify_on_study: true,
  notify_on_new_tasks: true,
  notify_on_checked_tasks: true,
  notify_on_system: true,
  notify_on_new_events: true,
  notify_on_new_publication: true,
  notify_on_upcoming_calls: true,
  notify_on_upcoming_payment: true,
  notify_on_study_reminder: true,
  language_level: null,
  study_reminder_hour: null,
  study_reminder_days: [1, 2, 3, 4, 5, 6, 7],
  time_zone: null,
};

/** A small coloured SVG as an image URL, so standalone runs show pictures without a server. */
export const placeholderImage = (label: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><rect width="320" height="180" fill="hsl(${hue} 60% 55%)"/><text x="160" y="100" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${label}</text></svg>`,
  )}`;
