/**
 * A review session's answers leave the device through this outbox: each is kept in localStorage
 * with its client key until the server has it, so an answer given offline (or on a connection that
 * drops) is sent once the connection is back, and sent at most once as far as the server is
 * concerned (the client key makes a repeat a no-op). The session's end is queued behind its
 * answers. Keyed by user: two accounts on one phone keep separate queues.
 */
import type { ReviewAnswerBody } from '@app/activities-contract/review';
import { errorStatus } from '@app/shared/http';
import { postReviewAnswer, postReviewFinish } from '../api/review';

export type OutboxEntry = { kind: 'answer'; body: ReviewAnswerBody } | { kind: 'finish'; session_key: string };

export const outboxKey = (userId: number) => `mf-activities:review-outbox:${userId}`;

export function readOutbox(userId: number): OutboxEntry[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(outboxKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
  } catch {
    return [];
  }
}

function writeOutbox(userId: number, entries: OutboxEntry[]): void {
  try {
    if (entries.length === 0) window.localStorage.removeItem(outboxKey(userId));
    else window.localStorage.setItem(outboxKey(userId), JSON.stringify(entries));
  } catch {
    /* storage blocked: the entry is sent from memory by the running flush, or lost with the page */
  }
}

export function enqueue(userId: number, entry: OutboxEntry): void {
  writeOutbox(userId, [...readOutbox(userId), entry]);
}

const sendOne = (entry: OutboxEntry) =>
  entry.kind === 'answer' ? postReviewAnswer(entry.body) : postReviewFinish(entry.session_key);

/** Whether the server answered and will answer the same again: the entry is done with (200, or a 4xx it refuses). */
const settled = (error: unknown) => {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
};

let flushing: Promise<number> | null = null;

/**
 * Sends the queued entries in order, one at a time; stops at the first that fails for want of a
 * connection (or a 5xx), leaving it and the rest for the next flush. A refused entry (404: the
 * card was retired meanwhile) is dropped: sending it again would be refused again. Answers how
 * many entries are left. One flush at a time per page.
 */
export function flushOutbox(userId: number): Promise<number> {
  if (flushing) return flushing;
  const run = (async () => {
    for (;;) {
      const [first] = readOutbox(userId);
      if (!first) return 0;
      try {
        await sendOne(first);
      } catch (error) {
        if (!settled(error)) return readOutbox(userId).length;
      }
      writeOutbox(userId, readOutbox(userId).slice(1));
    }
  })();
  // Cleared once settled (not inside the run, which may finish before this assignment).
  flushing = run.finally(() => {
    flushing = null;
  });
  return flushing;
}
