/** The earliest date of birth the profile accepts. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/**
 * What is wrong with a date of birth beyond the contract's yyyy-MM-dd form, or undefined: it must
 * exist (no 30 February), not be before 1900 and not lie ahead. Blank (clearing it) is fine.
 */
export function birthDateIssue(date: string | null | undefined, today: Date = new Date()): string | undefined {
  if (!date) return undefined;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return 'must be an existing date';
  if (date < EARLIEST_BIRTH_DATE) return `must not be before ${EARLIEST_BIRTH_DATE}`;
  if (date > today.toISOString().slice(0, 10)) return 'must not be in the future';
  return undefined;
}
