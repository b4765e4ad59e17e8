/**
 * Spec section 5: a task's percentage is correct / (correct + incorrect + missing), rounded; 0%
 * when there is nothing to count. A section score (a fraction) is shown times 100 with %, or '-'.
 */
export function taskPercent(counts: { correct_count: number; incorrect_count: number; missing_count: number }): number {
  const total = counts.correct_count + counts.incorrect_count + counts.missing_count;
  return total === 0 ? 0 : Math.round((counts.correct_count / total) * 100);
}

export const scorePercent = (score: number | string | null | undefined): number | null =>
  score === null || score === undefined || Number.isNaN(Number(score)) ? null : Math.round(Number(score) * 100);

export const formatScore = (score: number | string | null | undefined): string => {
  const percent = scorePercent(score);
  return percent === null ? '-' : `${percent}%`;
};
