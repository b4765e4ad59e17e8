/** Every meetings query key starts here; invalidating it refreshes lists, details, rates and tickets. */
export const meetingsKey = ['meetings'] as const;
export const meetingListsKey = ['meetings', 'list'] as const;
/** Home's next-meeting line (this remote's home row, registration.ts): a registration marks it stale. */
export const nextMeetingKey = ['meetings', 'next'] as const;
