/**
 * The session in progress, kept in localStorage: the items it started with, where the learner
 * is and what they answered, so a reload, a closed Telegram sheet or a dropped connection resumes
 * it where it was (the answers themselves leave through the outbox). Keyed by user.
 */
import type { SubmittedAnswerItem, TaskResult } from '@app/activities-contract';
import type { ReviewItem } from '@app/activities-contract/review';

export interface CheckedItem {
  result: TaskResult;
  correct: boolean;
  /** The answer was checked a second time (after the diacritics hint). */
  secondTry: boolean;
  /** What is sent, and what the learner entered (shown again after a reload). */
  answer: SubmittedAnswerItem;
  draft: unknown;
}

export interface ReviewSessionState {
  sessionKey: string;
  items: ReviewItem[];
  /** The item on screen. */
  index: number;
  /** The current item's check, until the learner moves on. */
  checked: CheckedItem | null;
  /** How many of the answered items were right. */
  correct: number;
  finished: boolean;
}

export const sessionKey = (userId: number) => `mf-activities:review-session:${userId}`;

export function readSession(userId: number): ReviewSessionState | null {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(sessionKey(userId)) ?? 'null') as ReviewSessionState | null;
    return parsed && Array.isArray(parsed.items) && typeof parsed.sessionKey === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function writeSession(userId: number, state: ReviewSessionState | null): void {
  try {
    if (state === null) window.localStorage.removeItem(sessionKey(userId));
    else window.localStorage.setItem(sessionKey(userId), JSON.stringify(state));
  } catch {
    /* storage blocked: the session lives in memory for this visit */
  }
}

/** A fresh session of the items due (at most 20, as the server serves them). */
export const newSession = (items: ReviewItem[]): ReviewSessionState => ({
  sessionKey: uuid(),
  items,
  index: 0,
  checked: null,
  correct: 0,
  finished: false,
});

/** A v4 UUID: the session's and each answer's client key (randomUUID where the WebView has it). */
export function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
