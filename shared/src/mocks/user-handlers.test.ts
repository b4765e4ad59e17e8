import { server } from '../testing';
import { subscriptionFixture } from './fixtures';
import { createUserMockState, userHandlers, type UserMockState } from './user-handlers';

// The mocks follow the server's rules (server/README.md, server/test/*.test.ts), so a screen
// tested or run on them meets the answers it will meet in production.
const call = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`http://localhost/api${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

const setUp = (state: UserMockState = createUserMockState()) => {
  server.use(...userHandlers(state));
  return state;
};

describe('user mocks: PATCH /users/me/settings', () => {
  it('turning a child on while its parent is off answers 400 naming the child, and changes nothing', async () => {
    const state = setUp();
    await call('PATCH', '/users/me/settings', { notify_on_system: false });
    const response = await call('PATCH', '/users/me/settings', { notify_on_new_events: true });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('notify_on_new_events');
    expect(response.body.message).toMatch(/notify_on_system/);
    expect(state.settings.notify_on_new_events).toBe(false);
  });

  it('turning the parent and the child on in the same PATCH is allowed', async () => {
    const state = setUp();
    await call('PATCH', '/users/me/settings', { notify_on_study: false });
    const response = await call('PATCH', '/users/me/settings', { notify_on_study: true, notify_on_new_tasks: true });
    expect(response.status).toBe(200);
    expect(state.settings).toMatchObject({ notify_on_study: true, notify_on_new_tasks: true, notify_on_checked_tasks: false });
  });

  it('turning a parent off and its child on in the same PATCH answers 400', async () => {
    setUp();
    const response = await call('PATCH', '/users/me/settings', { notify_on_study: false, notify_on_checked_tasks: true });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('notify_on_checked_tasks');
  });
});

describe('user mocks: PUT /users/me date of birth', () => {
  const profile = { first_name: 'Emma', last_name: 'Novak' };
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

  it.each([
    ['a day that does not exist', '1998-02-30', /existing date/],
    ['a day in the future', tomorrow, /future/],
    ['a day before 1900-01-01', '1899-12-31', /1900-01-01/],
  ])('refuses %s with 400 naming date_of_birth', async (_name, date, message) => {
    const state = setUp();
    const response = await call('PUT', '/users/me', { ...profile, date_of_birth: date });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: expect.stringMatching(message), field: 'date_of_birth' });
    expect(state.user.date_of_birth).toBe('1998-04-12');
  });

  it.each(['1900-01-01', '2000-02-29', null, ''])('accepts %p', async (date) => {
    const state = setUp();
    const response = await call('PUT', '/users/me', { ...profile, date_of_birth: date });
    expect(response.status).toBe(200);
    expect(state.user.date_of_birth).toBe(date || null);
  });
});

describe('user mocks: POST /subscription/request', () => {
  const withStatus = (status: 'active' | 'pending' | 'cancelled' | 'expired') =>
    createUserMockState({ subscription: { ...subscriptionFixture, status } });

  it.each(['active', 'pending'] as const)('answers 409 while a subscription is %s', async (status) => {
    const state = setUp(withStatus(status));
    const response = await call('POST', '/subscription/request?code=basic');
    expect(response.status).toBe(409);
    expect(state.user.subscription?.status).toBe(status);
  });

  it('replaces a cancelled subscription at once with an active one running a month from now', async () => {
    const state = setUp(withStatus('cancelled'));
    const response = await call('POST', '/subscription/request?code=basic');
    expect(response.status).toBe(200);
    expect(state.user.subscription).toMatchObject({ status: 'active', plan: { code: 'basic' } });
    const started = Date.parse(state.user.subscription!.started_at);
    expect(Math.abs(started - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(state.user.subscription!.expires_at!)).toBeGreaterThan(started + 27 * 86_400_000);
  });

  it('activates Basic for a user without a subscription; Premium answers 403', async () => {
    const state = setUp(createUserMockState({ subscription: null }));
    expect((await call('POST', '/subscription/request?code=premium')).status).toBe(403);
    expect(state.user.subscription).toBeNull();
    expect((await call('POST', '/subscription/request?code=basic')).status).toBe(200);
    expect(state.user.subscription?.status).toBe('active');
  });
});
