/**
 * Calls: the constants and rules both sides rely on (server, mocks, client calendar and dialogs),
 * free of zod so screens can import them cheaply. server/src/modules/calls/README.md explains each rule.
 */
export * from './window';

export {
  callPaymentTitle,
  callStatusAt,
  cancellationAt,
  callPrice,
  freeSlots,
  isAllowedDuration,
  isOffered,
  overlaps,
  quotaMonthOf,
  refundDeadline,
  slotDays,
  slotProblem,
  userDayRange,
  type AvailabilityWindow,
  type Interval,
  type OfferingSpeaker,
  type Schedule,
  type SlotRequest,
} from './slots';
