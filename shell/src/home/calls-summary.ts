import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Call } from '@app/shared/contract';
import { http } from '@app/shared/http';

/**
 * The Hovory row's subtitle on /main: the next booked call, else the spec's 'no call booked yet'
 * text. It reads GET /calls under the calls remote's own key (['calls', 'list'], same answer), so
 * a booking or cancellation on /calls, which marks every ['calls'] query stale, shows here too.
 * Intl instead of date-fns keeps the date library out of the first screen.
 */
export async function getCalls(): Promise<Call[]> {
  return (await http.get<Call[]>('/calls')).data;
}

export const callListQuery = () => queryOptions({ queryKey: ['calls', 'list'] as const, queryFn: getCalls });

/** The scheduled call that ends next (a call under way still counts), or null. */
export function nextCall(calls: Call[], now: number = Date.now()): Call | null {
  return (
    calls
      .filter((call) => call.status === 'scheduled' && Date.parse(call.end_dt) > now)
      .sort((a, b) => Date.parse(a.start_dt) - Date.parse(b.start_dt))[0] ?? null
  );
}

const dayFormat = new Intl.DateTimeFormat('sk-SK', { weekday: 'long', day: 'numeric', month: 'long' });
const timeFormat = new Intl.DateTimeFormat('sk-SK', { hour: '2-digit', minute: '2-digit' });

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** 'Najbližší hovor: dnes o 18:00', '… zajtra o 09:30', '… streda 25. novembra o 18:00' (the device's clock). */
export function callsSummaryText(call: Call, now: Date = new Date()): string {
  const start = new Date(call.start_dt);
  const days = Math.round((startOfDay(start) - startOfDay(now)) / 86_400_000);
  const day = days <= 0 ? 'dnes' : days === 1 ? 'zajtra' : dayFormat.format(start);
  return `Najbližší hovor: ${day} o ${timeFormat.format(start)}`;
}

/** The subtitle, or null while loading, on failure (only logged) or with no call booked. */
export function useCallsSummary(): string | null {
  const next = useQuery({ ...callListQuery(), select: (calls) => nextCall(calls) }).data;
  return next ? callsSummaryText(next) : null;
}
