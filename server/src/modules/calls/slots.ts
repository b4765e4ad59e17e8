import {
  CALL_DURATION_STEP_MINUTES,
  CALL_MAX_DURATION_MINUTES,
  CALL_MIN_DURATION_MINUTES,
  callBookingWindow,
  type Slot,
} from '@app/calls-contract';
import { addDays, fromLocal, hhmm, isoWeekday, toLocal, toWire } from '../zoned-time';

const MINUTE = 60_000;

/** One weekly window on the speaker's clock. */
export interface AvailabilityWindow {
  weekday: number;
  start_minutes: number;
  end_minutes: number;
}

export interface Interval {
  start: Date;
  end: Date;
}

export const isAllowedDuration = (minutes: number) =>
  Number.isInteger(minutes) &&
  minutes >= CALL_MIN_DURATION_MINUTES &&
  minutes <= CALL_MAX_DURATION_MINUTES &&
  minutes % CALL_DURATION_STEP_MINUTES === 0;

const NO_DAYS_OFF: ReadonlySet<string> = new Set();

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/**
 * Every slot the windows cut on one of the speaker's calendar days: from each window's start, in
 * steps of `duration`, as long as the whole call fits the window.
 */
function slotsOfSpeakerDay(
  day: string,
  windows: AvailabilityWindow[],
  speakerZone: string,
  duration: number,
  daysOff: ReadonlySet<string> = NO_DAYS_OFF,
): Interval[] {
  if (daysOff.has(day)) return [];
  const weekday = isoWeekday(day);
  const result: Interval[] = [];
  for (const window of windows) {
    if (window.weekday !== weekday) continue;
    const windowEnd = fromLocal(day, window.end_minutes, speakerZone);
    for (let start = fromLocal(day, window.start_minutes, speakerZone); ;) {
      const end = new Date(start.getTime() + duration * MINUTE);
      if (end > windowEnd) break;
      result.push({ start, end });
      start = end;
    }
  }
  return result;
}

export interface SlotRequest {
  windows: AvailabilityWindow[];
  speakerZone: string;
  /** The speaker's days off (yyyy-MM-dd on the speaker's clock): no slot on them. */
  daysOff?: ReadonlySet<string>;
  /** The user's calendar day and zone. */
  date: string;
  userZone: string;
  duration: number;
  now: Date;
  /** Scheduled calls of the speaker and of the user around that day. */
  busy: Interval[];
}

/** The user-day range [start, end) as instants. */
export function userDayRange(date: string, userZone: string): Interval {
  return { start: fromLocal(date, 0, userZone), end: fromLocal(addDays(date, 1), 0, userZone) };
}

/**
 * Free slots starting within the user's calendar day: cut from the speaker's weekly windows (on the
 * speaker's clock), minus busy calls, those too soon (minimum notice) and those beyond the booking
 * window. Labelled with HH:mm on the user's clock.
 */
export function freeSlots(request: SlotRequest): Slot[] {
  const day = userDayRange(request.date, request.userZone);
  // The booking window is the learner's days (callBookingWindow), as for the rate and the booking.
  const { earliest, end } = callBookingWindow(request.now, request.userZone);
  // The user's day can touch up to three of the speaker's calendar days when the zones differ.
  const first = addDays(toLocal(day.start, request.speakerZone).date, -1);
  const seen = new Set<number>();
  const slots: Interval[] = [];
  for (let offset = 0; offset < 4; offset += 1) {
    for (const slot of slotsOfSpeakerDay(
      addDays(first, offset),
      request.windows,
      request.speakerZone,
      request.duration,
      request.daysOff,
    )) {
      if (slot.start < day.start || slot.start >= day.end) continue;
      if (slot.start < earliest || slot.start >= end) continue;
      if (request.busy.some((busy) => overlaps(slot, busy))) continue;
      if (seen.has(slot.start.getTime())) continue;
      seen.add(slot.start.getTime());
      slots.push(slot);
    }
  }
  slots.sort((a, b) => a.start.getTime() - b.start.getTime());
  return slots.map((slot) => ({
    slot_start: hhmm(toLocal(slot.start, request.userZone).minutes),
    slot_end: hhmm(toLocal(slot.end, request.userZone).minutes),
    start_dt: toWire(slot.start),
    end_dt: toWire(slot.end),
  }));
}

/**
 * Whether the speaker offers exactly this call: it lies inside one window on the speaker's clock,
 * on a day that is not a day off, and starts on that window's grid of `duration`-long slots.
 */
export function isOffered(
  windows: AvailabilityWindow[],
  speakerZone: string,
  call: Interval,
  daysOff: ReadonlySet<string> = NO_DAYS_OFF,
): boolean {
  const duration = (call.end.getTime() - call.start.getTime()) / MINUTE;
  if (!isAllowedDuration(duration)) return false;
  const day = toLocal(call.start, speakerZone).date;
  return slotsOfSpeakerDay(day, windows, speakerZone, duration, daysOff).some(
    (slot) => slot.start.getTime() === call.start.getTime() && slot.end.getTime() === call.end.getTime(),
  );
}
