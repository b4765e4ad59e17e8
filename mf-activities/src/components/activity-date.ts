/** 'Aktivita 23. 11. 2026': Intl instead of date-fns keeps the list screen light. */
// Formatters are built on first use, not when the module loads: building one costs a phone
// milliseconds, and this module loads before the first screen needs it.
let format: Intl.DateTimeFormat | undefined;
const formatOf = () => (format ??= new Intl.DateTimeFormat('sk-SK', { day: 'numeric', month: 'numeric', year: 'numeric' }));

export const formatActivityDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatOf().format(date);
};
