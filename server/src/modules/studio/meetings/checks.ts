import type { StudioMeetingInput } from '@app/studio-contract';
import { badRequest } from '../../../errors';
import { hhmm, toLocal } from '@app/shared/domain';
import { localInstant } from '../calendar-checks';
import { SCHOOL_TIME_ZONE } from '../../../zone';

/** yyyy-MM-ddTHH:mm on the school's clock → the instant; 400 naming `field` when it is no such time (calendar-checks.ts). */
export const instantOf = (local: string, field: string): Date =>
  localInstant(local, SCHOOL_TIME_ZONE, field, 'Zadajte dátum a čas (dd. mm. rrrr, hh:mm).');

/** The instant as the school's clock shows it, yyyy-MM-ddTHH:mm. */
export function localOf(instant: Date): string {
  const local = toLocal(instant, SCHOOL_TIME_ZONE);
  return `${local.date}T${hhmm(local.minutes)}`;
}

/** An offline meeting without a link of its own gets a map search for its place. */
export const mapLink = (place: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place.trim())}`;

const isWebLink = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

export interface CheckedMeeting {
  start: Date;
  end: Date;
  link: string;
  categories: string[];
}

/**
 * What a meeting must be before it is stored (the learners' screens rely on it): 400 naming the
 * field with a Slovak message the form shows there. Seats already taken are checked by the save,
 * under the meeting's lock.
 */
export function checkMeeting(input: StudioMeetingInput): CheckedMeeting {
  if (!input.title.trim()) throw badRequest('Zadajte názov stretnutia.', 'title');
  const start = instantOf(input.starts_at, 'starts_at');
  const end = instantOf(input.ends_at, 'ends_at');
  if (end <= start) throw badRequest('Koniec musí byť po začiatku.', 'ends_at');
  if (input.format === 'offline' && !input.place.trim()) throw badRequest('Zadajte miesto stretnutia.', 'place');
  const link = input.link.trim();
  if (input.format === 'online' && !link) throw badRequest('Online stretnutie potrebuje odkaz na pripojenie.', 'link');
  if (link && !isWebLink(link)) throw badRequest('Odkaz musí začínať https://', 'link');
  const categories = input.categories.map((c) => c.trim());
  const seen = new Set<string>();
  for (const [i, title] of categories.entries()) {
    if (!title) throw badRequest('Kategória nemôže byť prázdna.', `categories.${i}`);
    if (seen.has(title.toLowerCase())) throw badRequest(`Kategória „${title}“ je tu dvakrát.`, `categories.${i}`);
    seen.add(title.toLowerCase());
  }
  const photos = new Set<number>();
  for (const [i, fileId] of input.photo_file_ids.entries()) {
    if (photos.has(fileId)) throw badRequest('Táto fotka je tu dvakrát.', `photo_file_ids.${i}`);
    photos.add(fileId);
  }
  return { start, end, link: link || mapLink(input.place), categories };
}
