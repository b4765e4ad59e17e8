import { queryOptions } from '@tanstack/react-query';
import type { ReviewAnswerBody, ReviewAnswerResult, ReviewNext, ReviewSessionSummary } from '@app/activities-contract/review';
import { http } from '@app/shared/http';
import { activitiesKey } from './activity-keys';
import { tzParams } from './time-zone';

/** Under ['activities']: a day's submit (new mistakes) and a review both refresh the home row. */
export const reviewKey = [...activitiesKey, 'review'] as const;

/** GET /review/next?tz=…: the session's items, loaded once when it starts. */
export async function getReviewItems(): Promise<ReviewNext> {
  return (await http.get<ReviewNext>('/review/next', { params: tzParams() })).data;
}

export const reviewItemsQuery = () =>
  queryOptions({
    queryKey: [...reviewKey, 'next'] as const,
    queryFn: getReviewItems,
    // A session holds the items it started with: no refetch on focus or reconnect mid-session.
    staleTime: Infinity,
    gcTime: 0,
  });

/** POST /review/answers?tz=…: one answer, idempotent by its client key. */
export async function postReviewAnswer(body: ReviewAnswerBody): Promise<ReviewAnswerResult> {
  return (await http.post<ReviewAnswerResult>('/review/answers', body, { params: tzParams() })).data;
}

/** POST /review/sessions/{key}/finish: the day counts as studied. */
export async function postReviewFinish(sessionKey: string): Promise<ReviewSessionSummary> {
  return (await http.post<ReviewSessionSummary>(`/review/sessions/${sessionKey}/finish`)).data;
}
