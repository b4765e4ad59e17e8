import { fromLocal, toLocal } from '@app/shared/domain';
import { badRequest } from '../../errors';

/**
 * The dates and times editors type (a day's release, days off, a meeting's start and end, a
 * scheduled publication): a 400 in Slovak naming the field for what no clock shows, instead of
 * a silent shift or the database's error.
 */

/** A school's calendar: nothing the studio stores lies before or after these years. */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;
export const OUTSIDE_YEARS = `Zadajte dátum medzi rokmi ${FIRST_YEAR} a ${LAST_YEAR}.`;
/** The spring night the clocks go forward skips an hour: a time in it exists on no clock. */
export const IN_SKIPPED_HOUR = 'Tento čas v tú noc neexistuje: hodiny sa posúvajú na letný čas. Zvoľte iný čas.';

/** yyyy-MM-dd that is a real calendar day of FIRST_YEAR..LAST_YEAR; 400 naming `field` otherwise. */
export function checkCalendarDate(date: string, field: string, invalid = 'Neplatný dátum.'): void {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const [, y, m, d] = (match ?? []).map(Number);
  // Date.UTC reads years 0–99 as 1900–1999, so the round trip below refuses them too.
  const day = match ? new Date(Date.UTC(y!, m! - 1, d!)) : null;
  if (!day || day.getUTCFullYear() !== y || day.getUTCMonth() !== m! - 1 || day.getUTCDate() !== d)
    throw badRequest(invalid, field);
  if (y! < FIRST_YEAR || y! > LAST_YEAR) throw badRequest(OUTSIDE_YEARS, field);
}

/**
 * yyyy-MM-ddTHH:mm on `timeZone`'s clock → the instant; 400 naming `field` when it is no such
 * time (`invalid`), outside the years, or inside the hour the spring change skips (fromLocal
 * would otherwise move it by an hour without a word). An hour the autumn change repeats is read
 * as its first occurrence.
 */
export function localInstant(local: string, timeZone: string, field: string, invalid: string): Date {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) throw badRequest(invalid, field);
  const [, date, hh, mm] = match as unknown as [string, string, string, string];
  checkCalendarDate(date, field, invalid);
  const minutes = Number(hh) * 60 + Number(mm);
  if (Number(hh) > 23 || Number(mm) > 59) throw badRequest(invalid, field);
  const instant = fromLocal(date, minutes, timeZone);
  const shown = toLocal(instant, timeZone);
  if (shown.date !== date || shown.minutes !== minutes) throw badRequest(IN_SKIPPED_HOUR, field);
  return instant;
}
