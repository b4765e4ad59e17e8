import { http, HttpResponse } from 'msw';
import {
  applyNotificationRules,
  profileUpdate,
  userSettingsPatch,
  writeAccessReport,
  type BotStatus,
  type User,
  type UserSettings,
} from '../contract';
import { birthDateIssue, describeInputIssue, refusedNotificationChange, type InputIssue } from '../domain';
import { planFixtures, settingsFixture, subscriptionFixture, userFixture } from './fixtures';

export interface UserMockState {
  user: User;
  settings: UserSettings;
  /** GET /bot/status: can the bot write to the user (default: yes, the user started it). */
  bot: BotStatus;
}

export const createUserMockState = (overrides: Partial<User> = {}): UserMockState => ({
  user: structuredClone({ ...userFixture, ...overrides }),
  settings: structuredClone(settingsFixture),
  bot: { allows_write_to_pm: true, started: true, reachable: true, can_receive: true },
});

const invalid = (issues: readonly InputIssue[]) => HttpResponse.json(describeInputIssue(issues[0]!), { status: 400 });

const badRequest = (message: string, field: string) => HttpResponse.json({ message, field }, { status: 400 });

/** Blank clears a field, an omitted one stays as it was (as the server saves the profile form). */
const cleared = <T>(value: T | '' | null | undefined, current: T | null): T | null =>
  value === undefined ? current : value || null;

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
      const dateIssue = birthDateIssue(parsed.data.date_of_birth);
      if (dateIssue) return badRequest(`date_of_birth: ${dateIssue}`, 'date_of_birth');
      const { email, date_of_birth, ...names } = parsed.data;
      state.user = {
        ...state.user,
        ...names,
        email: cleared(email, state.user.email),
        date_of_birth: cleared(date_of_birth, state.user.date_of_birth),
      };
      return HttpResponse.json(state.user);
    }),
    http.get('*/api/users/me/settings', () => HttpResponse.json(state.settings)),
    http.patch('*/api/users/me/settings', async ({ request }) => {
      const parsed = userSettingsPatch.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error.issues);
      const refused = refusedNotificationChange(state.settings, parsed.data);
      if (refused) return badRequest(refused.message, refused.child);
      state.settings = applyNotificationRules({ ...state.settings, ...parsed.data });
      return HttpResponse.json(state.settings);
    }),
    http.get('*/api/bot/status', () => HttpResponse.json(state.bot)),
    http.post('*/api/bot/write-access', async ({ request }) => {
      const parsed = writeAccessReport.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error.issues);
      if (parsed.data.status === 'allowed')
        state.bot = { ...state.bot, allows_write_to_pm: true, reachable: true, can_receive: true };
      return HttpResponse.json(state.bot);
    }),
    http.get('*/api/subscription/plans', () => HttpResponse.json(planFixtures)),
    http.post('*/api/subscription/request', ({ request }) => {
      const code = new URL(request.url).searchParams.get('code');
      if (code === 'premium')
        return HttpResponse.json({ message: 'Premium plan is not available yet', field: 'code' }, { status: 403 });
      if (code !== 'basic') return badRequest('code: must be basic or premium', 'code');
      // Like the server: an active or pending plan blocks a new one; a cancelled one is replaced at
      // once (the user resumes), an expired one too.
      const status = state.user.subscription?.status;
      if (status === 'active') return HttpResponse.json({ message: 'You already have an active subscription' }, { status: 409 });
      if (status === 'pending')
        return HttpResponse.json({ message: 'You already have a subscription waiting for payment' }, { status: 409 });
      // A new Basic plan starts now and runs a month, as on the server.
      const startedAt = new Date();
      const expiresAt = new Date(startedAt);
      expiresAt.setUTCMonth(expiresAt.getUTCMonth() + 1);
      state.user = {
        ...state.user,
        subscription: {
          ...subscriptionFixture,
          status: 'active',
          started_at: startedAt.toISOString(),
          expires_at: expiresAt.toISOString(),
        },
      };
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
