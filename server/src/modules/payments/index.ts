/** The payments module's entrance: what other modules may use (payments/README.md). */
export { paymentPending } from './events';
export { cancelHold, createHold, lockPayment, releaseHoldsEvery } from './holds';
export { registerPayable } from './payables';
export type { Payable } from './payables';
export { refundPaid } from './refunds';
export type { RefundQueue } from './refunds';
export { paymentsRoutes } from './routes';
export { SUMMARY_COLUMNS, summaryOf } from './service';
export type { SummaryColumns } from './service';
export { outboxRefunds } from './telegram';
export { settleCancelledMeeting } from './meeting-cancellation';
export type { PaymentPending } from './events';
