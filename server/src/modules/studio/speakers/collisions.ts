import type { StudioSpeakerCollision, StudioSpeakerCollisionQuery } from '@app/studio-contract';
import type { Queryable } from '../../../db/types';
import { hhmm, isoWeekday, toLocal, toWire } from '@app/shared/domain';
import { rangeMinutes } from './checks';

interface BookedRow {
  id: number;
  start_dt: Date;
  end_dt: Date;
  first_name: string;
}

/** The speaker's scheduled calls that have not started yet: those an edit could leave uncovered. */
export async function bookedAhead(db: Queryable, speakerId: number, now: Date): Promise<BookedRow[]> {
  return db.query<BookedRow>(
    `SELECT c.id, c.start_dt, c.end_dt, u.first_name FROM calls c JOIN users u ON u.id = c.user_id
     WHERE c.speaker_id = $1 AND c.status = 'scheduled' AND c.start_dt > $2 ORDER BY c.start_dt, c.id`,
    [speakerId, now],
  );
}

/**
 * The booked calls the proposed hours, days off or hiding would not offer any more: a call on a
 * day off, or not inside one range of its weekday (on the speaker's clock). Nothing is changed:
 * the calls stay; this is what the editor is told.
 */
export function collisionsOf(
  booked: BookedRow[],
  proposal: StudioSpeakerCollisionQuery,
  speakerZone: string,
): StudioSpeakerCollision[] {
  const daysOff = new Set(proposal.days_off);
  const result: StudioSpeakerCollision[] = [];
  for (const call of booked) {
    const start = toLocal(call.start_dt, speakerZone);
    const endLocal = toLocal(call.end_dt, speakerZone);
    const end = endLocal.date === start.date ? endLocal.minutes : 1440 + endLocal.minutes;
    const weekday = isoWeekday(start.date);
    const reason: StudioSpeakerCollision['reason'] | null = proposal.hidden
      ? 'hidden'
      : daysOff.has(start.date)
        ? 'day_off'
        : proposal.hours.some((range) => {
              if (range.weekday !== weekday) return false;
              const r = rangeMinutes(range);
              return r.start <= start.minutes && end <= r.end;
            })
          ? null
          : 'hours';
    if (reason === null) continue;
    result.push({
      call_id: call.id,
      date: start.date,
      start: hhmm(start.minutes),
      end: hhmm(endLocal.minutes),
      start_dt: toWire(call.start_dt),
      learner_first_name: call.first_name,
      reason,
    });
  }
  return result;
}
