import { NO_SHOW_AFTER_HOURS } from './no-show-job';

export { DEFAULT_CHECK_IN_OPENS_HOURS } from '../../config';

/**
 * The door's window (server/src/modules/staff/README.md, "The door"): a ticket is checked in from this many hours
 * before the meeting starts (people come early; an organiser prepares the list) until the no-show
 * job settles the meeting, due NO_SHOW_AFTER_HOURS after its end (late arrivals, and a check-in
 * entered late by name, still count; once settled the list is final). `closes` is that due time;
 * the job runs every few minutes, so the door really shuts when it has run. A ticket for
 * 8 December cannot be checked in on 26 November.
 */
export const CHECK_IN_CLOSES_AFTER_END_HOURS = NO_SHOW_AFTER_HOURS;

export function doorWindow(start: Date, end: Date, opensHours: number): { opens: Date; closes: Date } {
  return {
    opens: new Date(start.getTime() - opensHours * 3_600_000),
    closes: new Date(end.getTime() + CHECK_IN_CLOSES_AFTER_END_HOURS * 3_600_000),
  };
}
