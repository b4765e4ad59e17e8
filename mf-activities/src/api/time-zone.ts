/**
 * The device's IANA time zone, sent as ?tz= so the server unlocks the next activity at 08:00 on
 * the user's own clock (spec section 9), not the server's.
 */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export const tzParams = (tz = deviceTimeZone()) => (tz ? { tz } : undefined);
