/**
 * The school's clock, declared once: the zone its speakers' hours, meetings, scheduled publications
 * and plan months are written in, and every learner's clock until the app learns theirs (`tz`).
 * The server (server/src/zone.ts), the contracts' rules, the mocks and the apps all read this name;
 * `npm run lint` (lint/one-declaration.mjs) fails on the zone's id written anywhere else.
 */
export const SCHOOL_TIME_ZONE = 'Europe/Bratislava';
