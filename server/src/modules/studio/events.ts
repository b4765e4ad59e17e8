/** What the studio tells the other modules, in the transaction of the editor's action. */
export interface DayPublished {
  dayId: number;
  at: Date;
}

/**
 * A published day's change went live (its draft published): a task may have been replaced by a
 * version without some items, or removed. Not published for a draft day: no learner has it.
 */
export interface DayChanged {
  dayId: number;
  at: Date;
}

export interface PublicationWithdrawn {
  publicationId: number;
}

declare module '../events/index' {
  interface DomainEvents {
    'studio.day_published': DayPublished;
    'studio.day_changed': DayChanged;
    'studio.publication_withdrawn': PublicationWithdrawn;
  }
}
