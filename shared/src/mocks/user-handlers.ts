import { http, HttpResponse } from 'msw';
import {
  applyNotificationRules,
  profileUpdate,
  userSettingsPatch,
  type User,
  type UserSettings,
} from '../contract';
import { planFixtures, settingsFixture, subscriptionFixture, userFixture } from './fixtures';

export interface UserMockState {
  user: User;
  settings: UserSettings;
}

export const createUserMockState = (overrides: Partial<User> = {}): UserMockState => ({
  user: structuredClone({ ...userFixture, ...overrides }),
  settings: structuredClone(settingsFixture),
});

const invalid = (issues: { path: PropertyKey[]; message: string }[]) =>
  HttpResponse.json(
    { message: `${String(issues[0]?.path[0] ?? 'body')}: ${issues[0]?.message}`, field: String(issues[0]?.path[0] ?? '') },
    { status: 400 },
  );

/** Stateful handlers for the user, settings and subscription calls, validated like the server. */
export function userHandlers(state: UserMockState = createUserMockState()) {
  return [
    http.get('*/api/demo/init-data', () =>
      HttpResponse.json({
        initDataRaw:
          'user=%7B%22id%22%3A100000001%2C%22first_name%22%3A%22Emma%22%2C%22last_name%22%3A%22Novak%22%7D&auth_date=1700000000&signature=mock&hash=mock',
      }),
    ),
    http.get('*/api/users/me', () => HttpResponse.json(state.user)),
    http.put('*/api/users/me', async ({ request }) => {
      const parsed = profileUpdate.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error.issues);
      const { email, date_of_birth, ...names } = parsed.data;
      state.user = { ...state.user, ...names, email: email || null, date_of_birth: date_of_birth || null };
      return HttpResponse.json(state.user);
    }),
    http.get('*/api/users/me/settings', () => HttpResponse.json(state.settings)),
    http.patch('*/api/users/me/settings', async ({ request }) => {
      const parsed = userSettingsPatch.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error.issues);
      state.settings = applyNotificationRules({ ...state.settings, ...parsed.data });
      return HttpResponse.json(state.settings);
    }),
    http.get('*/api/subscription/plans', () => HttpResponse.json(planFixtures)),
    http.post('*/api/subscription/request', ({ request }) => {
      const code = new URL(request.url).searchParams.get('code');
      if (code !== 'basic') return HttpResponse.json({ message: 'Only the Basic plan can be chosen', field: 'code' }, { status: 400 });
      state.user = { ...state.user, subscription: { ...subscriptionFixture } };
      return HttpResponse.json(state.user.subscription);
    }),
    http.post('*/api/subscription/cancel', () => {
      if (state.user.subscription?.status !== 'active')
        return HttpResponse.json({ message: 'Only an active subscription can be cancelled' }, { status: 409 });
      state.user = { ...state.user, subscription: { ...state.user.subscription, status: 'cancelled' } };
      return HttpResponse.json(state.user.subscription);
    }),
    http.post('*/api/subscription/upgrade', () =>
      HttpResponse.json({ message: 'Premium plan is not available yet' }, { status: 403 }),
    ),
  ];
}
