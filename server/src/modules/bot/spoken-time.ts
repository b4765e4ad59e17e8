import { toLocal } from '@app/shared/domain';

/** 'štvrtok 27. 11. o 16:00' on the learner's clock. */
export function spokenTime(instant: Date, timeZone: string): string {
  const weekday = new Intl.DateTimeFormat('sk-SK', { weekday: 'long', timeZone }).format(instant);
  const local = toLocal(instant, timeZone);
  const [, month, day] = local.date.split('-').map(Number) as [number, number, number];
  const hh = String(Math.floor(local.minutes / 60)).padStart(2, '0');
  const mm = String(local.minutes % 60).padStart(2, '0');
  return `${weekday} ${day}. ${month}. o ${hh}:${mm}`;
}
