import { speakerOverlapMessage, STUDIO_SPEAKER_MAX_RATE, type StudioSpeakerInput } from '@app/studio-contract';
import { badRequest } from '../../../errors';
import { checkCalendarDate } from '../calendar-checks';
import { timeToMinutes } from '@app/shared/domain';

const USERNAME = /^[A-Za-z0-9_]{5,32}$/;

/** A range as minutes of its weekday ('24:00' is 1440). */
export const rangeMinutes = (range: { start: string; end: string }) => ({
  start: timeToMinutes(range.start),
  end: timeToMinutes(range.end),
});

/**
 * The checks a speaker passes before it is stored, each a 400 naming the field the form shows it
 * at. `today` is the school's calendar day; `storedDaysOff` the days off already saved (a past one
 * stays as it was, a new one must not be in the past).
 */
export function checkSpeaker(input: StudioSpeakerInput, today: string, storedDaysOff: ReadonlySet<string>): void {
  if (!input.first_name.trim()) throw badRequest('Zadajte meno.', 'first_name');
  if (!input.last_name.trim()) throw badRequest('Zadajte priezvisko.', 'last_name');
  const username = input.username.replace(/^@/, '');
  if (!USERNAME.test(username))
    throw badRequest('Používateľské meno v Telegrame má 5 až 32 znakov: písmená, číslice a _.', 'username');
  input.languages.forEach((language, index) => {
    if (!language.trim()) throw badRequest('Zadajte jazyk alebo riadok odstráňte.', `languages.${index}`);
  });
  const rate = input.price_per_hour;
  if (!Number.isFinite(rate) || rate < 0 || rate > STUDIO_SPEAKER_MAX_RATE || Math.round(rate * 100) !== rate * 100)
    throw badRequest(`Sadzba je od 0 do ${STUDIO_SPEAKER_MAX_RATE} € na hodinu, najviac na centy.`, 'price_per_hour');
  input.hours.forEach((range, index) => {
    const { start, end } = rangeMinutes(range);
    if (start >= 1440) throw badRequest('Začiatok musí byť pred polnocou.', `hours.${index}.start`);
    if (end <= start) throw badRequest('Koniec musí byť po začiatku.', `hours.${index}.end`);
    const clash = input.hours.findIndex((other, at) => {
      if (at >= index || other.weekday !== range.weekday) return false;
      const o = rangeMinutes(other);
      return o.start < end && start < o.end;
    });
    if (clash >= 0) throw badRequest(speakerOverlapMessage(input.hours[clash]!), `hours.${index}.start`);
  });
  const seen = new Set<string>();
  input.days_off.forEach((day, index) => {
    checkCalendarDate(day, `days_off.${index}`);
    if (seen.has(day)) throw badRequest('Tento deň je už v zozname.', `days_off.${index}`);
    seen.add(day);
    if (day < today && !storedDaysOff.has(day)) throw badRequest('Voľný deň nemôže byť v minulosti.', `days_off.${index}`);
  });
}
