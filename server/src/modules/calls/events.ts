/** What calls tells the other modules (modules/events), in the booking's or cancel's transaction. */
export interface CallBooked {
  callId: number;
  userId: number;
  speakerName: string;
  start: Date;
  /** Minutes before the call a reminder is due (CALL_REMINDER_LEADS). */
  leads: readonly number[];
  now: Date;
}

export interface CallCancelled {
  callId: number;
}

declare module '../events/index' {
  interface DomainEvents {
    'calls.booked': CallBooked;
    'calls.cancelled': CallCancelled;
  }
}
