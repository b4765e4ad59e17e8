/**
 * The server's clock facts in one place: the school's zone (the kernel's one declaration, which
 * the apps, contracts and mocks read too) and how a message writes a moment on a learner's clock.
 * Every module's default zone, SQL month and bot message comes from here; `npm run lint` fails on
 * the zone's id written anywhere else (lint/one-declaration.mjs).
 */
import { hhmm, SCHOOL_TIME_ZONE, toLocal } from '@app/shared/domain';

export { SCHOOL_TIME_ZONE };

// Built once per zone: building an Intl.DateTimeFormat costs far more than using one.
const weekdays = new Map<string, Intl.DateTimeFormat>();

/** 'štvrtok 27. 11. o 16:00' on the learner's clock: how the bot and the studio's notices write a moment. */
export function spokenTime(instant: Date, timeZone: string): string {
  let weekday = weekdays.get(timeZone);
  if (!weekday) weekdays.set(timeZone, (weekday = new Intl.DateTimeFormat('sk-SK', { weekday: 'long', timeZone })));
  const local = toLocal(instant, timeZone);
  const [, month, day] = local.date.split('-').map(Number) as [number, number, number];
  return `${weekday.format(instant)} ${day}. ${month}. o ${hhmm(local.minutes)}`;
}
