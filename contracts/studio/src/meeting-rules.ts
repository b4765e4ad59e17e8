import type { StudioMeetingInput } from './meetings';

/**
 * What a meeting must be before it is stored, one rule for the server (server/src/modules/studio/
 * meetings/checks.ts) and the mocks (./meetings-mocks.ts): the first problem, as the 400 the form
 * shows beside `field`, or null. `start` and `end` are the instants of starts_at and ends_at on the
 * school's clock, which each side reads itself. Free of zod, like a contract's rules.
 */
export interface MeetingProblem {
  message: string;
  field: string;
}

const isWebLink = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

export function meetingProblem(input: StudioMeetingInput, start: Date, end: Date): MeetingProblem | null {
  const problem = (message: string, field: string) => ({ message, field });
  if (!input.title.trim()) return problem('Zadajte názov stretnutia.', 'title');
  if (end <= start) return problem('Koniec musí byť po začiatku.', 'ends_at');
  if (input.format === 'offline' && !input.place.trim()) return problem('Zadajte miesto stretnutia.', 'place');
  const link = input.link.trim();
  if (input.format === 'online' && !link) return problem('Online stretnutie potrebuje odkaz na pripojenie.', 'link');
  if (link && !isWebLink(link)) return problem('Odkaz musí začínať https://', 'link');
  const seen = new Set<string>();
  for (const [i, raw] of input.categories.entries()) {
    const title = raw.trim();
    if (!title) return problem('Kategória nemôže byť prázdna.', `categories.${i}`);
    if (seen.has(title.toLowerCase())) return problem(`Kategória „${title}“ je tu dvakrát.`, `categories.${i}`);
    seen.add(title.toLowerCase());
  }
  const photos = new Set<number>();
  for (const [i, fileId] of input.photo_file_ids.entries()) {
    if (photos.has(fileId)) return problem('Táto fotka je tu dvakrát.', `photo_file_ids.${i}`);
    photos.add(fileId);
  }
  return null;
}
