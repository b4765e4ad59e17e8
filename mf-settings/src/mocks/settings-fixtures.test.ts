import { paymentList } from '@app/shared/contract';
import { userStatistics } from '@app/statistics-contract';
import { emptyStatisticsFixture, paymentFixtures, statisticsFixture } from './settings-fixtures';

// The mocks must answer what the real server answers: the contract is the judge.
describe('settings mock fixtures conform to the contract', () => {
  it('payments', () => expect(paymentList.safeParse(paymentFixtures).success).toBe(true));
  it.each([
    ['statistics', statisticsFixture],
    ['empty statistics', emptyStatisticsFixture],
  ])('%s', (_name, fixture) => expect(userStatistics.safeParse(fixture).success).toBe(true));
  it('rejects a score outside 0..1, so the check above can fail', () => {
    const broken = structuredClone(statisticsFixture);
    broken.by_section_type[0]!.average_score = 78;
    expect(userStatistics.safeParse(broken).success).toBe(false);
  });
});
