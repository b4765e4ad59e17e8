/** Every calls query key starts here (home's Hovory row, registration.ts, reads ['calls', 'list'] too). */
export const callsKey = ['calls'] as const;
export const callListKey = ['calls', 'list'] as const;
export const slotsKey = ['calls', 'slots'] as const;
export const slotDaysKey = ['calls', 'slot-days'] as const;
export const rateKey = ['calls', 'rate'] as const;
