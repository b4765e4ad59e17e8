import {
  formatCountdown,
  formatDateAs,
  formatDateTimeIn,
  formatDuration,
  formatPrice,
  formatZoneName,
  formatRelativeDate,
  onWeekday,
  parseIsoDate,
  plural,
  toIsoDate,
  withV,
} from './index';

describe('formatters', () => {
  it('formats euro prices the Slovak way', () => {
    expect(formatPrice(12.5).replace(/\s/g, ' ')).toBe('12,50 €');
  });

  it('names the last three days and dates anything older', () => {
    const now = new Date(2026, 10, 21, 12, 0);
    expect(formatRelativeDate(new Date(2026, 10, 21, 8, 0), now)).toBe('Dnes');
    expect(formatRelativeDate(new Date(2026, 10, 20, 23, 0), now)).toBe('Včera');
    expect(formatRelativeDate(new Date(2026, 10, 19, 1, 0), now)).toBe('Predvčerom');
    expect(formatRelativeDate(new Date(2026, 10, 18, 9, 5), now)).toBe('18. novembra 2026, 09:05');
  });

  it('picks Slovak plural forms by the language rules: 1 deň, 2-4 dni, 0 and 5+ dní', () => {
    const days = { one: 'deň', few: 'dni', other: 'dní' };
    expect([0, 1, 2, 4, 5, 11, 21, 22, 104].map((n) => `${n} ${plural(n, days)}`)).toEqual([
      '0 dní',
      '1 deň',
      '2 dni',
      '4 dni',
      '5 dní',
      '11 dní',
      '21 dní',
      '22 dní',
      '104 dní',
    ]);
    expect(plural(1.5, { ...days, many: 'dňa' })).toBe('dňa');
    expect(plural(1.5, days)).toBe('dní');
  });

  it("writes an instant on the school's clock whatever the device's zone, and names the zone in Slovak", () => {
    // 06:40 UTC is 07:40 in Bratislava in November (CET) and 08:40 in Kyiv.
    expect(formatDateTimeIn('2026-11-30T06:40:00Z', 'Europe/Bratislava')).toBe('30. novembra 2026, 07:40');
    expect(formatDateTimeIn('2026-11-30T06:40:00Z', 'Europe/Kyiv')).toBe('30. novembra 2026, 08:40');
    expect(formatZoneName('Europe/Bratislava')).toBe('stredoeurópsky čas');
    expect(formatZoneName('Not/AZone')).toBe('Not/AZone');
  });

  it('counts down in seconds, then minutes, then hours', () => {
    expect(formatCountdown(7)).toBe('07s');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(3 * 3600 + 2 * 60 + 5)).toBe('03:02:05');
    expect(formatDuration(125)).toBe('02:05');
  });

  it('parses only real yyyy-MM-dd dates', () => {
    expect(toIsoDate(parseIsoDate('2000-01-01')!)).toBe('2000-01-01');
    expect(parseIsoDate('2000-13-01')).toBeNull();
    expect(parseIsoDate('01.01.2000')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
  });

  it("vocalises 'v' where Slovak needs it: 'vo štvrtok', 'v stredu', 'vo februári'", () => {
    const week = ['v nedeľu', 'v pondelok', 'v utorok', 'v stredu', 'vo štvrtok', 'v piatok', 'v sobotu'];
    // 22-28 November 2026 is Sunday to Saturday.
    week.forEach((expected, offset) => expect(onWeekday(new Date(2026, 10, 22 + offset, 12))).toBe(expected));
    expect(onWeekday('2026-11-26T17:00:00Z')).toBe('vo štvrtok');
    expect(withV('februári')).toBe('vo februári');
    expect(withV('Viedni')).toBe('vo Viedni');
    expect(withV('sne')).toBe('vo sne');
    expect(withV('septembri')).toBe('v septembri');
    expect(withV('sobotu')).toBe('v sobotu');
    expect(withV('strede')).toBe('v strede');
    expect(withV('Zvolene')).toBe('vo Zvolene');
    expect(withV('2026')).toBe('v 2026');
  });
});

describe('named date formats', () => {
  // 17:05 UTC on a Saturday in November: 18:05 at the school, 02:05 on Sunday in Tokyo.
  const instant = '2026-11-21T17:05:00Z';

  it('reads every format on the school clock by default', () => {
    expect(
      (['date', 'long-date', 'day-and-month', 'weekday-and-day', 'weekday-and-date', 'time'] as const).map((name) =>
        formatDateAs(instant, name),
      ),
    ).toEqual(['21. 11. 2026', '21. novembra 2026', '21. novembra', 'sobota 21. novembra', 'sobota 21. novembra 2026', '18:05']);
    expect(formatDateAs(instant, 'day-and-time')).toBe('21. 11. 18:05');
    expect(formatDateAs(instant, 'short-weekday-and-time')).toBe('so 21. 11. 18:05');
    expect(formatDateAs(instant, 'weekday-date-and-time')).toBe('sobota 21. novembra 2026 o 18:05');
  });

  it('reads on the clock the caller names, midnight as 00', () => {
    expect(formatDateAs(new Date(instant), 'weekday-date-and-time', 'Asia/Tokyo')).toBe('nedeľa 22. novembra 2026 o 02:05');
    expect(formatDateAs('2026-11-21T23:30:00Z', 'time')).toBe('00:30');
  });
});
