import type { Db } from '../../db/types';
import type { SpeakingQueue, SpeakingQueueQuery } from '@app/staff-contract';
import { countPending, listPending } from './speaking-queue';
import { pageOf } from '@app/shared/domain';

/** Scoring (the rows are the activities module's): activities/speaking-scores.ts. */
export { correctSpeaking, scoreSpeaking } from '../activities/index';

/**
 * The teachers' queue: the submitted speaking sections, oldest first (staff/speaking-queue.ts, read from the activities' and speaking's tables),
 * a page at a time; with section_id and user_id, just that learner's section if it still waits.
 */
export async function speakingQueue(
  db: Db,
  query: SpeakingQueueQuery,
  link: (page: number) => string,
  signRecording: (id: number) => string,
): Promise<SpeakingQueue> {
  const filter = { sectionId: query.section_id, userId: query.user_id };
  const [count, pending] = await Promise.all([
    countPending(db, filter),
    listPending(db, { ...filter, limit: query.page_size, offset: (query.page - 1) * query.page_size }),
  ]);
  return pageOf(
    pending.results.map(({ user, tasks, ...item }) => ({
      ...item,
      learner: user,
      tasks: tasks.map(({ recording, ...task }) => ({
        ...task,
        recording: recording && {
          url: signRecording(recording.id),
          duration_seconds: Number(recording.duration_seconds),
          received_at: new Date(recording.received_at).toISOString(),
          attempt: recording.attempt,
        },
      })),
    })),
    count,
    query,
    link,
  );
}
