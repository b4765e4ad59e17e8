/**
 * Calls: how slots are cut, what a call costs, when it is refunded. One set of rules for the
 * server (server/src/modules/calls/) and the mocks (../mocks/handlers.ts), which only feed them
 * their state. The rules are explained in server/src/modules/calls/README.md.
 */
import { addDays, fromLocal, hhmm, isoWeekday, monthOf, SCHOOL_TIME_ZONE, toLocal, toWire } from '@app/shared/domain';
import type { CallStatus, CancellationInfo, Slot } from '..';
import {
  CALL_BOOKING_WINDOW_DAYS,
  CALL_DURATION_STEP_MINUTES,
  CALL_MAX_DURATION_MINUTES,
  CALL_MIN_DURATION_MINUTES,
  CALL_REFUND_MIN_HOURS,
  callBookingWindow,
} from './window';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** One weekly window on the speaker's clock. */
export interface AvailabilityWindow {
  /** ISO weekday, 1 Monday .. 7 Sunday. */
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

export const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

const NO_DAYS_OFF: ReadonlySet<string> = new Set();

/** What slots are cut from: the weekly windows and the days off (both on the speaker's clock). */
export interface Schedule {
  windows: AvailabilityWindow[];
  /** The speaker's days off (yyyy-MM-dd on the speaker's clock): no slot on them. */
  daysOff?: ReadonlySet<string>;
}

/**
 * A window's edge (minutes on the speaker's clock, 1440 = the next midnight) as an instant. On the
 * spring night a time inside the skipped hour is on no clock; fromLocal would read it an hour
 * early, so the window would open before the speaker's hours. The edge is then the jump itself:
 * the first minute after it that the clock shows.
 */
function windowEdge(day: string, minutes: number, zone: string): Date {
  for (let at = minutes; at <= minutes + 120; at += 1) {
    const instant = fromLocal(day, at, zone);
    const shown = toLocal(instant, zone);
    const expected = at >= 1440 ? { date: addDays(day, 1), minutes: at - 1440 } : { date: day, minutes: at };
    if (shown.date === expected.date && shown.minutes === expected.minutes) return instant;
  }
  return fromLocal(day, minutes, zone);
}

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
    const windowEnd = windowEdge(day, window.end_minutes, speakerZone);
    for (let start = windowEdge(day, window.start_minutes, speakerZone); ;) {
      const end = new Date(start.getTime() + duration * MINUTE);
      if (end > windowEnd) break;
      result.push({ start, end });
      start = end;
    }
  }
  return result;
}

export interface SlotRequest extends Schedule {
  speakerZone: string;
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
 * The learner's days of the booking window with at least one free slot: each day cut by the same
 * freeSlots as GET /calls/slots, so the calendar can disable the empty days.
 */
export function slotDays(request: Omit<SlotRequest, 'date'>): string[] {
  const { today, lastDay } = callBookingWindow(request.now, request.userZone);
  const days: string[] = [];
  for (let date = today; date <= lastDay; date = addDays(date, 1)) {
    if (freeSlots({ ...request, date }).length > 0) days.push(date);
  }
  return days;
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

/** Who offers the call, as the refusals name them. */
export interface OfferingSpeaker {
  first_name: string;
  last_name: string;
  time_zone: string;
}

/**
 * Why the slot cannot be booked now, as [field, message], or null when it can (speaker and user free
 * aside). The window is the learner's days in `userZone`, the rule the listing applies.
 */
export function slotProblem(
  schedule: Schedule,
  speaker: OfferingSpeaker,
  call: Interval,
  now: Date,
  userZone: string,
  fields: { start: string; end: string },
) {
  const { earliest, end } = callBookingWindow(now, userZone);
  if (call.start <= now) return [fields.start, `${fields.start}: is in the past`] as const;
  if (call.start < earliest)
    return [
      fields.start,
      `${fields.start}: is too soon; calls are booked at least ${(earliest.getTime() - now.getTime()) / MINUTE} minutes ahead`,
    ] as const;
  if (call.start >= end)
    return [fields.start, `${fields.start}: is beyond the booking window (today + ${CALL_BOOKING_WINDOW_DAYS} days)`] as const;
  const minutes = (call.end.getTime() - call.start.getTime()) / MINUTE;
  if (!isAllowedDuration(minutes)) return [fields.end, `${fields.end}: a call of ${minutes} minutes is not offered`] as const;
  if (!isOffered(schedule.windows, speaker.time_zone, call, schedule.daysOff))
    return [fields.start, `${fields.start}: ${speaker.first_name} ${speaker.last_name} offers no call at this time`] as const;
  return null;
}

/** The plan's month a call counts in: yyyy-MM-01 of its start on the school's clock, whatever the learner's zone. */
export const quotaMonthOf = (start: Date) => monthOf(start, SCHOOL_TIME_ZONE);

/** Price of a charged call: the speaker's hourly price pro rata, in cents. */
export const callPrice = (pricePerHour: number, call: Interval) =>
  Math.round(((pricePerHour * (call.end.getTime() - call.start.getTime())) / HOUR) * 100) / 100;

/** Spec section 9 refund rule: cancelled 24 h or more before the start. */
export const refundDeadline = (start: Date) => new Date(start.getTime() - CALL_REFUND_MIN_HOURS * HOUR);

/** Slovak payment title; names in the nominative (no declension), time on the service's clock. */
export function callPaymentTitle(speaker: { first_name: string; last_name: string }, start: Date): string {
  const local = toLocal(start, SCHOOL_TIME_ZONE);
  const [y, m, d] = local.date.split('-').map(Number);
  const time = `${Math.floor(local.minutes / 60)}:${String(local.minutes % 60).padStart(2, '0')}`;
  return `Hovor: ${speaker.first_name} ${speaker.last_name}, ${d}. ${m}. ${y} ${time}`;
}

/**
 * Spec section 4: a scheduled call whose end has passed is completed; cancelled stays cancelled.
 * A call the speaker marked as missed (the learner did not come) reads `missed`: no refund, no review.
 */
export function callStatusAt(call: { cancelled: boolean; missed: boolean; end: Date }, now: Date): CallStatus {
  if (call.cancelled) return 'cancelled';
  if (call.missed) return 'missed';
  return call.end <= now ? 'completed' : 'scheduled';
}

/**
 * GET /calls/{id}/cancel: a call can be cancelled until it starts; cancelled 24 h or more ahead it
 * is refunded. A cancelled call reports what was decided when it was cancelled (`refunded`).
 */
export function cancellationAt(
  call: { cancelled: boolean; refunded: boolean; start: Date; included: boolean; price: number },
  now: Date,
): CancellationInfo {
  const cancellable = !call.cancelled && call.start > now;
  const deadline = refundDeadline(call.start);
  return {
    is_refunded: call.cancelled ? call.refunded : cancellable && now <= deadline,
    is_cancellable: cancellable,
    is_paid: !call.included,
    price: call.price,
    refund_deadline: toWire(deadline),
  };
}
