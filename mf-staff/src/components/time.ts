/** Day and time in Slovak, on the given clock (the device's unless a zone is named). */
export const dateTime = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat('sk-SK', { day: 'numeric', month: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );

export const clockTime = (iso: string) =>
  new Intl.DateTimeFormat('sk-SK', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

export const personName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim();

/** A recording's length as a player shows it: 0:32, 4:05. */
export const clockLength = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
