import { formatDateAs, learnerTimeZone } from '@app/shared/domain';

/** '21. 11. 18:00' on the given clock (the device's unless a zone is named). */
export const dateTime = (iso: string, timeZone: string = learnerTimeZone()) => formatDateAs(iso, 'day-and-time', timeZone);

export const clockTime = (iso: string) => formatDateAs(iso, 'time', learnerTimeZone());

export const personName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim();

/** A recording's length as a player shows it: 0:32, 4:05. */
export const clockLength = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
