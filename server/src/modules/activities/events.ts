import type { Scored, StoredTask } from './scoring';

/** A learner submitted a section (its progress row and task submissions are written). */
export interface SectionSubmitted {
  userId: number;
  sectionId: number;
  submittedAt: Date;
  /** Each task with the server's scoring of the answer (review makes cards of the mistakes). */
  scored: ReadonlyArray<{ task: StoredTask; result: Scored }>;
}

/** A teacher scored a learner's speaking section (first score only: a correction publishes nothing). */
export interface SpeakingScored {
  userId: number;
  sectionId: number;
  /** 0..1 */
  score: number;
  /** The teacher's feedback, as the learner's message carries it. */
  feedback: string;
}

declare module '../events/index' {
  interface DomainEvents {
    'activities.section_submitted': SectionSubmitted;
    'activities.speaking_scored': SpeakingScored;
  }
}
