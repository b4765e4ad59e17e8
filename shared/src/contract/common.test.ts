import { ianaTimeZone } from './common';

describe('ianaTimeZone', () => {
  it('accepts a zone Intl knows, again once it is remembered', () => {
    expect(ianaTimeZone.safeParse('Europe/Bratislava').success).toBe(true);
    expect(ianaTimeZone.safeParse('Europe/Bratislava').success).toBe(true);
    expect(ianaTimeZone.safeParse('UTC').success).toBe(true);
  });

  it('rejects what Intl does not know, before and after a valid zone was remembered', () => {
    expect(ianaTimeZone.safeParse('Mars/Olympus').success).toBe(false);
    expect(ianaTimeZone.safeParse('America/New_York').success).toBe(true);
    expect(ianaTimeZone.safeParse('Mars/Olympus').success).toBe(false);
    expect(ianaTimeZone.safeParse('A'.repeat(65)).success).toBe(false);
  });
});
