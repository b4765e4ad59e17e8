import type { ReviewSummary } from '@app/activities-contract/review';
import { reviewHomeText } from '../text';

/** 'Na dnes: 2 položky', or that today's reviews are done. */
export const reviewSubtitle = (summary: ReviewSummary) =>
  summary.due > 0 ? reviewHomeText.due(summary.due) : reviewHomeText.none;

/** Hidden when nothing is due and there never was a card (a learner who has not slipped yet). */
export const reviewRowHidden = (summary: ReviewSummary) => summary.due === 0 && summary.total === 0;

/** GET /review/summary on the device's zone; `get` is the shell's (ShellRuntime.get) or a test's. */
export const loadReviewSummary = (
  get: <T>(path: string, params?: Record<string, string | undefined>) => Promise<T>,
  tz: string | undefined,
) => get<ReviewSummary>('/review/summary', { tz });
