import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TodayActivity } from '@app/shared/contract';
import { http } from '@app/shared/http';

const timeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

/**
 * GET /activities/today?tz=…, under the same key mf-activities uses: opening /activity after
 * /main finds it cached, and a submit there (which invalidates ['activities']) updates home.
 */
export async function getTodayActivity(): Promise<TodayActivity> {
  const tz = timeZone();
  return (await http.get<TodayActivity>('/activities/today', { params: tz ? { tz } : undefined })).data;
}

export const todayActivityQuery = () => queryOptions({ queryKey: ['activities', 'today'] as const, queryFn: getTodayActivity });

/**
 * How many sections of today's activity are unfinished (status started, spec section 4); null
 * while loading, when none is available (404) or when the call fails (the row keeps its text).
 */
export function useUnfinishedSections(): number | null {
  const { data } = useQuery({ ...todayActivityQuery(), retry: false, staleTime: 60_000 });
  return data ? data.activity.sections.filter((section) => (section.status ?? 'started') === 'started').length : null;
}
