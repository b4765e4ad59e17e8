import type { TodayActivity } from '@app/activities-contract';
import type { UserStatistics } from '@app/statistics-contract';
import { homeText } from './text';

/** What the Aktivity row on home tells: today's activity (null: none available) and the streak. */
export interface ActivityHome {
  today: TodayActivity | null;
  streakDays: number;
}

/**
 * 'Séria: 3 dni · Nedokončené úlohy: 2', 'Séria: 1 deň · Dnešné úlohy sú hotové', or that no
 * activity is available. Unfinished means status started (spec section 4).
 */
export function activitySubtitle({ today, streakDays }: ActivityHome): string {
  const streak = homeText.streak(streakDays);
  if (!today) return `${streak} · ${homeText.none}`;
  const unfinished = today.activity.sections.filter((section) => (section.status ?? 'started') === 'started').length;
  return `${streak} · ${unfinished > 0 ? homeText.unfinished(unfinished) : homeText.done}`;
}

/** Whether a failed request got an answer with this status. */
const statusIs = (error: unknown, status: number) => (error as { status?: number } | null)?.status === status;

/**
 * GET /activities/today (404: none available) and GET /users/me/statistics (the streak), both on the
 * device's time zone; `get` is the shell's (ShellRuntime.get) or a test's.
 */
export async function loadActivityHome(
  get: <T>(path: string, params?: Record<string, string | undefined>) => Promise<T>,
  tz: string | undefined,
): Promise<ActivityHome> {
  const params = { tz };
  const [today, statistics] = await Promise.all([
    get<TodayActivity>('/activities/today', params).catch((error: unknown) => {
      if (statusIs(error, 404)) return null;
      throw error;
    }),
    get<UserStatistics>('/users/me/statistics', params),
  ]);
  return { today, streakDays: statistics.current_streak_days };
}
