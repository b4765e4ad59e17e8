import { z } from 'zod';
import { ianaTimeZone, isoDate } from '@app/shared/contract';

/**
 * The user's study statistics (GET /users/me/statistics). The spec leaves this screen open;
 * mf-settings/README.md and server/src/modules/statistics/README.md record what is counted.
 */
export const statisticsSectionTypes = ['listening', 'reading', 'speaking'] as const;
export const statisticsSectionType = z.enum(statisticsSectionTypes);
export type StatisticsSectionType = z.infer<typeof statisticsSectionType>;

export const sectionTypeStatistics = z.object({
  section_type: statisticsSectionType,
  /** Sections of this type the user finished (submitted or evaluated). */
  finished: z.number().int().nonnegative(),
  /** Mean score of the evaluated sections of this type, a fraction 0..1; null when none is evaluated yet. */
  average_score: z.number().min(0).max(1).nullable(),
});
export type SectionTypeStatistics = z.infer<typeof sectionTypeStatistics>;

export const userStatistics = z.object({
  finished_sections: z.number().int().nonnegative(),
  /** Always the three section types, in the order listening, reading, speaking. */
  by_section_type: z.array(sectionTypeStatistics),
  /** Consecutive days, ending today or yesterday, on each of which the user finished an activity or a review session. */
  current_streak_days: z.number().int().nonnegative(),
  /** The last day (yyyy-MM-dd, in the requested time zone) with a finished activity. */
  last_finished_on: isoDate.nullable(),
});
export type UserStatistics = z.infer<typeof userStatistics>;

/** Query of GET /users/me/statistics: the IANA time zone whose calendar days count for the streak. */
export const statisticsQuery = z.object({
  tz: ianaTimeZone.optional(),
});
export type StatisticsQuery = z.infer<typeof statisticsQuery>;
