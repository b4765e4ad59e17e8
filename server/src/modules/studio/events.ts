/** What the studio tells the other modules, in the transaction of the editor's action. */
export interface DayPublished {
  dayId: number;
  at: Date;
}

export interface PublicationWithdrawn {
  publicationId: number;
}

declare module '../events/index' {
  interface DomainEvents {
    'studio.day_published': DayPublished;
    'studio.publication_withdrawn': PublicationWithdrawn;
  }
}
