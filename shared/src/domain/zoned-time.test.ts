import { fromLocal, toLocal } from './zoned-time';

describe('zoned time', () => {
  it('prints a year below 1000 with four digits (yyyy-MM-dd), as schemas and the database read dates', () => {
    const instant = new Date(Date.UTC(999, 4, 1, 10, 0));
    instant.setUTCFullYear(999);
    expect(toLocal(instant, 'UTC')).toEqual({ date: '0999-05-01', minutes: 600 });
    expect(toLocal(fromLocal('0999-05-01', 600, 'UTC'), 'UTC').date).toBe('0999-05-01');
  });
});
