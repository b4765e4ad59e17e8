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
  language_level: null,
};
