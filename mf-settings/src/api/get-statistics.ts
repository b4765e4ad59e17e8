import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserStatistics } from '@app/statistics-contract';
import { http } from '@app/shared/http';
// The device's time zone: a streak counts the user's own calendar days, not the server's.
import { deviceTimeZone as timeZone } from '@app/shared/domain';

/** GET /users/me/statistics?tz=…: finished sections, average score per section type, current streak. */
export const fetchStatistics = async (tz: string | undefined) =>
  (await http.get<UserStatistics>('/users/me/statistics', { params: tz ? { tz } : undefined })).data;

export const statisticsQueries = {
  mine: (tz = timeZone()) => queryOptions({ queryKey: ['statistics', 'me', { tz }], queryFn: () => fetchStatistics(tz) }),
};

export const useStatistics = () => useQuery(statisticsQueries.mine());
