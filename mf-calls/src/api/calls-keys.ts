/** Every calls query key starts here (home's Hovory row, registration.ts, reads ['calls', 'list'] too). */
export const callsKey = ['calls'] as const;
export const callListKey = ['calls', 'list'] as const;
export const slotsKey = ['calls', 'slots'] as const;
export const slotDaysKey = ['calls', 'slot-days'] as const;
export const rateKey = ['calls', 'rate'] as const;

/** The device's IANA zone: slots are cut and labelled on the user's clock (contract calls.ts). */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
