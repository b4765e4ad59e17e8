import type { Call } from '@app/calls-contract';
import { formatDateAs, learnerTimeZone } from '@app/shared/domain';
import { homeText } from './text';

/** The scheduled call that ends next (a call under way still counts), or null. */
export function nextCall(calls: Call[], now: number = Date.now()): Call | null {
  return (
    calls
      .filter((call) => call.status === 'scheduled' && Date.parse(call.end_dt) > now)
      .sort((a, b) => Date.parse(a.start_dt) - Date.parse(b.start_dt))[0] ?? null
  );
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** 'Najbližší hovor: dnes o 18:00', '… zajtra o 09:30', '… streda 25. novembra o 18:00' (the device's clock). */
export function callsSubtitle(calls: Call[], now: Date = new Date()): string | null {
  const call = nextCall(calls, now.getTime());
  if (!call) return null;
  const start = new Date(call.start_dt);
  const days = Math.round((startOfDay(start) - startOfDay(now)) / 86_400_000);
  const day =
    days <= 0 ? homeText.today : days === 1 ? homeText.tomorrow : formatDateAs(start, 'weekday-and-day', learnerTimeZone());
  return homeText.next(day, formatDateAs(start, 'time', learnerTimeZone()));
}
