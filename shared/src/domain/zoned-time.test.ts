import { fromLocal, toLocal } from './zoned-time';

describe('zoned time', () => {
  it('prints a year below 1000 with four digits (yyyy-MM-dd), as schemas and the database read dates', () => {
    const instant = new Date(Date.UTC(999, 4, 1, 10, 0));
    instant.setUTCFullYear(999);
    expect(toLocal(instant, 'UTC')).toEqual({ date: '0999-05-01', minutes: 600 });
    expect(toLocal(fromLocal('0999-05-01', 600, 'UTC'), 'UTC').date).toBe('0999-05-01');
  });

  it('reads what Intl reads, minute by minute across daylight-saving changes and in zones on half and quarter hours', () => {
    // Read another way than the module does: Swedish prints yyyy-MM-dd HH:mm:ss.
    const intl = (instant: Date, timeZone: string) => {
      const [date, time] = instant.toLocaleString('sv-SE', { timeZone }).split(' ') as [string, string];
      const [hours, minutes] = time.split(':').map(Number) as [number, number];
      return { date, minutes: hours * 60 + minutes };
    };
    const around = [
      ['Europe/Bratislava', '2027-03-28T00:00:00Z'],
      ['Europe/Bratislava', '2027-10-31T00:00:00Z'],
      ['Australia/Lord_Howe', '2027-04-03T14:00:00Z'],
      ['Asia/Kathmandu', '2026-12-31T17:00:00Z'],
      ['America/St_Johns', '2027-03-14T04:30:00Z'],
    ] as const;
    for (const [zone, from] of around) {
      for (let minute = 0; minute < 180; minute += 1) {
        const instant = new Date(Date.parse(from) + minute * 60_000 + 59_000);
        expect([zone, instant.toISOString(), toLocal(instant, zone)]).toEqual([zone, instant.toISOString(), intl(instant, zone)]);
      }
    }
  });
});
