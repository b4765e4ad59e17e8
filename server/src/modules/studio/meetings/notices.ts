import type { Queryable } from '../../../db/types';
import { enqueueMessage } from '../../bot/index';
import { learnerTimeZone } from '../../users/index';
import { spokenTime } from '../../../zone';
import { hhmm, toLocal } from '@app/shared/domain';
import { mapLink } from './checks';
import { meetingText } from './text';

/** What a participant was told about, before and after an edit. */
export interface MeetingFacts {
  title: string;
  subtitle: string;
  subdescription: string;
  description: string;
  format: 'offline' | 'online';
  place: string;
  link: string;
  start_time: Date;
  end_time: Date;
}

export type MeetingChange = keyof typeof meetingText.fields;

/**
 * Meeting messages go under the spec's events setting (notify_on_new_events, below
 * notify_on_system), the one the new-meeting announcement uses: a learner who turned event
 * messages off hears nothing from the bot about meetings.
 */
const TOGGLE = 'notify_on_new_events' as const;

/** The fields whose change a participant must hear about (price, capacity and photos are not theirs). */
export function changesOf(before: MeetingFacts, after: MeetingFacts): MeetingChange[] {
  const changes: MeetingChange[] = [];
  if (before.start_time.getTime() !== after.start_time.getTime() || before.end_time.getTime() !== after.end_time.getTime())
    changes.push('time');
  if (before.place !== after.place) changes.push('place');
  // The map search made for an offline place follows the place: the place's line says it.
  const madeForPlace = (m: MeetingFacts) => m.format === 'offline' && m.link === mapLink(m.place);
  if (before.link !== after.link && !(madeForPlace(before) && madeForPlace(after))) changes.push('link');
  if (before.format !== after.format) changes.push('format');
  if (before.title !== after.title) changes.push('title');
  if (
    before.description !== after.description ||
    before.subtitle !== after.subtitle ||
    before.subdescription !== after.subdescription
  )
    changes.push('description');
  return changes;
}

/** 'štvrtok 27. 11. o 16:00 – 18:00' on the learner's clock. */
async function whenFor(tx: Queryable, userId: number, start: Date, end: Date): Promise<string> {
  const zone = await learnerTimeZone(tx, userId);
  return `${spokenTime(start, zone)} – ${hhmm(toLocal(end, zone).minutes)}`;
}

/** Learners holding a seat (joined or waiting for payment); seats sold at the venue have nobody to tell. */
async function participants(tx: Queryable, meetingId: number): Promise<number[]> {
  const rows = await tx.query<{ user_id: number }>(
    `SELECT DISTINCT user_id FROM meeting_participations
     WHERE meeting_id = $1 AND user_id IS NOT NULL AND status IN ('joined', 'pending') ORDER BY user_id`,
    [meetingId],
  );
  return rows.map((r) => Number(r.user_id));
}

/**
 * One message per participant per edit, in the save's transaction: the outbox key (kind, subject
 * meeting:{id}, lead = the new version) makes a second enqueue of one edit a no-op.
 */
export async function noticeChanged(
  tx: Queryable,
  meetingId: number,
  version: number,
  before: MeetingFacts,
  after: MeetingFacts,
  changes: MeetingChange[],
): Promise<number> {
  let told = 0;
  for (const userId of await participants(tx, meetingId)) {
    const lines: string[] = [meetingText.changedIntro(after.title)];
    for (const change of changes) {
      if (change === 'time') lines.push(meetingText.time(await whenFor(tx, userId, after.start_time, after.end_time)));
      else if (change === 'place') lines.push(meetingText.place(after.place));
      else if (change === 'link') lines.push(meetingText.link);
      else if (change === 'format') lines.push(meetingText.format(after.format === 'online'));
      else if (change === 'title') lines.push(meetingText.title(before.title));
      else lines.push(meetingText.description);
    }
    const queued = await enqueueMessage(tx, {
      userId,
      kind: 'meeting_changed',
      toggle: TOGGLE,
      subject: `meeting:${meetingId}`,
      lead: `v${version}`,
      text: lines.join('\n'),
      path: `/meetings/${meetingId}`,
      button: meetingText.button,
    });
    if (queued) told += 1;
  }
  return told;
}

/** The cancellation's message, once per participant (the key: kind + meeting); the refund said when there is one. */
export async function noticeCancelled(
  tx: Queryable,
  meetingId: number,
  meeting: MeetingFacts,
  ended: Array<{ userId: number; stars?: number }>,
): Promise<number> {
  let told = 0;
  const seen = new Set<number>();
  for (const { userId, stars } of ended) {
    if (seen.has(userId)) continue;
    seen.add(userId);
    const text = [meetingText.cancelled(meeting.title, await whenFor(tx, userId, meeting.start_time, meeting.end_time))];
    if (stars) text.push(meetingText.refunded(stars));
    const queued = await enqueueMessage(tx, {
      userId,
      kind: 'meeting_cancelled',
      toggle: TOGGLE,
      subject: `meeting:${meetingId}`,
      text: text.join(' '),
      path: `/meetings/${meetingId}`,
      button: meetingText.button,
    });
    if (queued) told += 1;
  }
  return told;
}
