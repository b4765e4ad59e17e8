import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TodayActivity } from '@app/shared/contract';
import { errorStatus, http } from '@app/shared/http';

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
 * How many sections of today's activity are unfinished (status started, spec section 4); 'none'
 * when no activity is available (404); null while loading or when the call fails (unknown).
 */
export function useUnfinishedSections(): number | 'none' | null {
  const { data, error } = useQuery({ ...todayActivityQuery(), retry: false, staleTime: 60_000 });
  if (data) return data.activity.sections.filter((section) => (section.status ?? 'started') === 'started').length;
  return error && errorStatus(error) === 404 ? 'none' : null;
}
