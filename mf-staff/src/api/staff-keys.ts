/** Every staff query key starts here. */
export const staffKey = ['staff'] as const;
