import { callBookingWindow } from '.';

/** The calls' booking window: the learner's days, today to today + 30, on the learner's clock. */
describe('callBookingWindow (one rule for slots, rate, booking and the mocks)', () => {
  const window = (now: string, zone: string) => {
    const { today, lastDay, earliest, end } = callBookingWindow(new Date(now), zone);
    return { today, lastDay, earliest: earliest.toISOString(), end: end.toISOString() };
  };

  it("ends at the learner's midnight after today + 30, not at the same date's end further east", () => {
    // 08:05 UTC: in Bratislava the last day runs to 23:00 UTC, 13 hours after that date ends at UTC+14.
    expect(window('2026-11-26T08:05:00Z', 'Europe/Bratislava')).toEqual({
      today: '2026-11-26',
      lastDay: '2026-12-26',
      earliest: '2026-11-26T09:05:00.000Z',
      end: '2026-12-26T23:00:00.000Z',
    });
    expect(window('2026-11-26T08:05:00Z', 'Pacific/Kiritimati').end).toBe('2026-12-26T10:00:00.000Z');
    expect(window('2026-11-26T08:05:00Z', 'America/New_York').end).toBe('2026-12-27T05:00:00.000Z');
  });

  it("takes the learner's today across a year's end", () => {
    // 23:30 UTC on New Year's Eve is already 1 January in Bratislava, still 31 December in UTC.
    expect(window('2026-12-31T23:30:00Z', 'Europe/Bratislava')).toMatchObject({ today: '2027-01-01', lastDay: '2027-01-31' });
    expect(window('2026-12-31T23:30:00Z', 'UTC')).toMatchObject({ today: '2026-12-31', lastDay: '2027-01-30' });
  });

  it('puts the end at the offset of its own date, on both daylight-saving nights', () => {
    // 28 March 2027 (CET → CEST): the window ends on 28 April, on summer time (+2).
    expect(window('2027-03-28T00:30:00Z', 'Europe/Bratislava')).toMatchObject({
      today: '2027-03-28',
      end: '2027-04-27T22:00:00.000Z',
    });
    // 31 October 2027 (CEST → CET): the window ends on 1 December, on winter time (+1).
    expect(window('2027-10-31T00:30:00Z', 'Europe/Bratislava')).toMatchObject({
      today: '2027-10-31',
      end: '2027-11-30T23:00:00.000Z',
    });
  });
});
