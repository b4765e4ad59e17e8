import {
  statisticsSectionTypes,
  type SectionTypeStatistics,
  type StatisticsSectionType,
  type UserStatistics,
} from '@app/statistics-contract';
import type { Queryable } from '../../db/types';
import { finishedSessionInstants } from '../review/index';
import { SCHOOL_TIME_ZONE } from '../../zone';
import { currentStreak, dayIn } from './streak';

/** A section counts as finished once the user submitted it; evaluation may come later (speaking). */
const FINISHED = `('submitted', 'evaluated')`;

interface TypeRow {
  section_type: StatisticsSectionType;
  finished: number;
  average_score: number | null;
}

/**
 * Finished sections, the average score per section type (evaluated sections with a score only)
 * and the current streak of studied days (a finished activity or a finished review session). An
 * activity is finished for a user when every one of its sections is; it finished when its last
 * section was submitted.
 */
export async function getStatistics(
  db: Queryable,
  userId: number,
  options: { timeZone?: string; now?: Date } = {},
): Promise<UserStatistics> {
  const timeZone = options.timeZone ?? SCHOOL_TIME_ZONE;
  const now = options.now ?? new Date();

  const typeRows = await db.query<TypeRow>(
    `SELECT s.section_type, count(*)::int AS finished,
            avg(p.score) FILTER (WHERE p.status = 'evaluated' AND p.score IS NOT NULL)::float8 AS average_score
     FROM section_progress p JOIN activity_sections s ON s.id = p.section_id
     WHERE p.user_id = $1 AND p.status IN ${FINISHED}
     GROUP BY s.section_type`,
    [userId],
  );
  const finishedRows = await db.query<{ finished_at: Date }>(
    `SELECT max(p.submitted_at) AS finished_at
     FROM activity_sections s
     LEFT JOIN section_progress p ON p.section_id = s.id AND p.user_id = $1
     WHERE s.activity_id IN (
       SELECT s2.activity_id FROM section_progress p2 JOIN activity_sections s2 ON s2.id = p2.section_id
       WHERE p2.user_id = $1 AND p2.status IN ${FINISHED})
     GROUP BY s.activity_id
     HAVING every(coalesce(p.status IN ${FINISHED}, false))`,
    [userId],
  );

  const byType = new Map(typeRows.map((row) => [row.section_type, row]));
  const by_section_type: SectionTypeStatistics[] = statisticsSectionTypes.map((section_type) => {
    const row = byType.get(section_type);
    const average = row?.average_score;
    return {
      section_type,
      finished: row?.finished ?? 0,
      average_score: average === null || average === undefined ? null : Math.round(Number(average) * 10_000) / 10_000,
    };
  });

  // A day with a finished review session ('Opakovanie') is a studied day too.
  const reviewed = await finishedSessionInstants(db, userId);
  const finishedDays = finishedRows.map((row) => dayIn(row.finished_at, timeZone));
  const days = new Set([...finishedDays, ...reviewed.map((at) => dayIn(at, timeZone))]);
  const sorted = [...new Set(finishedDays)].sort();
  return {
    finished_sections: by_section_type.reduce((sum, row) => sum + row.finished, 0),
    by_section_type,
    current_streak_days: currentStreak(days, dayIn(now, timeZone)),
    last_finished_on: sorted.at(-1) ?? null,
  };
}
