/** 'Aktivita 23. 11. 2026': Intl instead of date-fns keeps the list screen light. */
const format = new Intl.DateTimeFormat('sk-SK', { day: 'numeric', month: 'numeric', year: 'numeric' });

export const formatActivityDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
};
