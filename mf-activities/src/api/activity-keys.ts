/** Every activities query key starts here: a submit invalidates today, the lists and the feeds at once. */
export const activitiesKey = ['activities'] as const;
export const sectionKey = (id: number) => [...activitiesKey, 'section', id] as const;
