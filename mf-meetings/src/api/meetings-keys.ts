/** Every meetings query key starts here; invalidating it refreshes lists, details, rates and tickets. */
export const meetingsKey = ['meetings'] as const;
export const meetingListsKey = ['meetings', 'list'] as const;
