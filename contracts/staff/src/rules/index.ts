/**
 * Staff: the rules the server (server/src/modules/staff/) and the mocks (../mocks/handlers.ts)
 * both apply, free of zod. server/src/modules/staff/README.md explains them.
 */
import type { CheckInResult, StaffParticipant, StaffRole } from '..';

const ROLE_NAMES: Record<StaffRole, string> = {
  admin: 'admins',
  teacher: 'teachers',
  organiser: 'organisers',
  speaker: 'speakers',
  editor: 'editors',
};

/** The 403 of a role check: who may do it (an admin may do everything). */
export const roleRefusal = (roles: StaffRole[]) =>
  `Only ${roles.map((role) => ROLE_NAMES[role]).join(' or ')} (or admins) may do this`;

/** The 403 of a speaker route for a speaker role not linked to a speaker. */
export const NOT_LINKED_SPEAKER = 'Only a user linked to a speaker has calls to see';

/** The no-show job settles a meeting this many hours after its end; the door shuts then. */
export const NO_SHOW_AFTER_HOURS = 2;
export const CHECK_IN_CLOSES_AFTER_END_HOURS = NO_SHOW_AFTER_HOURS;

/**
 * The door's window: a ticket is checked in from `opensHours` before the meeting starts (people
 * come early; an organiser prepares the list) until the no-show job settles the meeting, due
 * NO_SHOW_AFTER_HOURS after its end (late arrivals, and a check-in entered late by name, still
 * count; once settled the list is final). `closes` is that due time; the job runs every few
 * minutes, so the door really shuts when it has run. A ticket for 8 December cannot be checked in
 * on 26 November.
 */
export function doorWindow(start: Date, end: Date, opensHours: number): { opens: Date; closes: Date } {
  return {
    opens: new Date(start.getTime() - opensHours * 3_600_000),
    closes: new Date(end.getTime() + CHECK_IN_CLOSES_AFTER_END_HOURS * 3_600_000),
  };
}

const REFUSAL_BY_STATUS = {
  cancelled: 'cancelled',
  pending: 'pending',
  'no-show': 'no_show',
} as const;

/** What the door knows of a scanned or picked participant. */
export interface DoorParticipant {
  participant: StaffParticipant;
  meetingId: number;
}

/**
 * Why this participant is not let in at this meeting's door now, in the order the organiser needs
 * it (unknown ticket, another meeting's, the meeting cancelled, not a joined ticket, already in,
 * too early, door shut), or null when they may come in. `closed`: the meeting is settled (the
 * server) or its window's end has passed (the mocks); `cancelled`: the studio cancelled it, so
 * its door never opens whatever the clock says.
 */
export function ticketRefusal(
  found: DoorParticipant | null,
  meetingId: number,
  door: { opens: Date; closed: boolean; cancelled?: boolean },
  now: Date,
): CheckInResult | null {
  if (!found) return { result: 'refused', reason: 'unknown', participant: null };
  const { participant } = found;
  if (found.meetingId !== meetingId) return { result: 'refused', reason: 'other_meeting', participant };
  if (door.cancelled) return { result: 'refused', reason: 'meeting_cancelled', participant };
  if (participant.status !== 'joined') return { result: 'refused', reason: REFUSAL_BY_STATUS[participant.status], participant };
  if (participant.checked_in_at) return { result: 'already_checked_in', participant };
  if (now < door.opens) return { result: 'refused', reason: 'not_open_yet', participant, opens_at: door.opens.toISOString() };
  if (door.closed) return { result: 'refused', reason: 'closed', participant };
  return null;
}
