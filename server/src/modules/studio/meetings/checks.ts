import type { StudioMeetingInput } from '@app/studio-contract';
import { meetingProblem } from '@app/studio-contract/meeting-rules';
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

export interface CheckedMeeting {
  start: Date;
  end: Date;
  link: string;
  categories: string[];
}

/**
 * What a meeting must be before it is stored (the learners' screens rely on it; the rule itself,
 * shared with the mocks, is meetingProblem of @app/studio-contract/meeting-rules): 400 naming the
 * field with a Slovak message the form shows there. Seats already taken are checked by the save,
 * under the meeting's lock.
 */
export function checkMeeting(input: StudioMeetingInput): CheckedMeeting {
  const start = instantOf(input.starts_at, 'starts_at');
  const end = instantOf(input.ends_at, 'ends_at');
  const problem = meetingProblem(input, start, end);
  if (problem) throw badRequest(problem.message, problem.field);
  const link = input.link.trim();
  return { start, end, link: link || mapLink(input.place), categories: input.categories.map((c) => c.trim()) };
}
