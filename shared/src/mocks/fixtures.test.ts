import { plan, subscription, user, userSettings } from '../contract';
import { planFixtures, settingsFixture, subscriptionFixture, userFixture } from './fixtures';

// The mocks must answer what the real server answers: the contract is the judge.
describe('mock fixtures conform to the contract', () => {
  it.each([
    ['user', user, userFixture],
    ['subscription', subscription, subscriptionFixture],
    ['settings', userSettings, settingsFixture],
    ['plan', plan, planFixtures[1]],
  ] as const)('%s', (_name, schema, fixture) => {
    expect(schema.safeParse(fixture).success).toBe(true);
  });
});
