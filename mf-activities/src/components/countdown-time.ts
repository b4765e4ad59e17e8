/**
 * The next-activity countdown (spec sections 4 and 9): the next activity opens at 08:00 local time
 * on the day after the last one was finished. Kept free of date-fns so the /activity screen stays
 * light (the shared formatters pull date-fns and its Slovak locale).
 */
export const NEXT_ACTIVITY_HOUR = 8;

/** 08:00 on the device's clock, the calendar day after `finishedAt`. */
export function nextActivityAt(finishedAt: Date | string): Date {
  const finished = new Date(finishedAt);
  return new Date(finished.getFullYear(), finished.getMonth(), finished.getDate() + 1, NEXT_ACTIVITY_HOUR, 0, 0, 0);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'NNs' under a minute, then mm:ss, then hh:mm:ss (spec section 4). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  if (seconds < 60) return `${pad(seconds)}s`;
  if (seconds < 3600) return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** Whole seconds left until `target`, never negative; rounded up so 0 means the moment has come. */
export const secondsUntil = (target: Date, now: number = Date.now()) => Math.max(0, Math.ceil((target.getTime() - now) / 1000));
