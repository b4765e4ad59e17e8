/**
 * The school's clock, declared once: the zone its speakers' hours, meetings, scheduled publications
 * and plan months are written in, and every learner's clock until the app learns theirs (`tz`).
 * The server (server/src/zone.ts), the contracts' rules, the mocks and the apps all read this name;
 * `npm run lint` (lint/one-declaration.mjs) fails on the zone's id written anywhere else.
 */
export const SCHOOL_TIME_ZONE = 'Europe/Bratislava';

/**
 * The device's IANA zone, or undefined where Intl cannot say: the learner's own clock, which the
 * apps send as `tz` (the next activity unlocks at 08:00 on it, slots are cut and labelled on it,
 * the study reminder's hour is on it). Without it the server reads the school's zone.
 */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
