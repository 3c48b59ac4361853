// The order lifecycle's names, apart from the schemas so that books.ts and orders.ts can both use them.

/** The legacy `status`: what the legacy clients know. */
export const ORDER_STATUSES = ['booked', 'paid', 'cancelled'] as const;
/**
 * An order's life: booked -> paid -> handed_over -> completed, or cancelled before it is paid. A
 * buyer's problem freezes a paid order until an admin refunds it (refunded) or releases it (completed).
 */
export const ORDER_STATES = ['booked', 'paid', 'handed_over', 'completed', 'cancelled', 'problem', 'refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/** The legacy status of each state: a paid order stays "paid" through its handover and any problem; a refund reads as cancelled. */
export const LEGACY_STATUS: Record<OrderState, (typeof ORDER_STATUSES)[number]> = {
  booked: 'booked',
  paid: 'paid',
  handed_over: 'paid',
  completed: 'paid',
  problem: 'paid',
  cancelled: 'cancelled',
  refunded: 'cancelled',
};
/** Why a booking was cancelled, by code (the order's `cancelReasonCode`; `cancelReason` says it in English). */
export const CANCEL_REASON_CODES = [
  'expired',
  'byBuyer',
  'byAdmin',
  'markedSold',
  'listingRemoved',
  'buyerRemoved',
  'sellerRemoved',
  'wrongAmount',
  'underReview',
  'endedBeforePayment',
] as const;
export type CancelReason = (typeof CANCEL_REASON_CODES)[number];

export const PROBLEM_REASONS = ['not_received', 'not_as_described', 'other'] as const;
export type ProblemReason = (typeof PROBLEM_REASONS)[number];

/** How each problem reason reads to people (the buyer's form and the admin's list). */
export const PROBLEM_REASON_LABELS: Record<ProblemReason, string> = {
  not_received: 'Not received',
  not_as_described: 'Not as described',
  other: 'Other',
};

/** How each state reads to people, as a badge. */
export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  booked: 'Booked',
  paid: 'Paid',
  handed_over: 'Handed over',
  completed: 'Completed',
  cancelled: 'Cancelled',
  problem: 'Problem reported',
  refunded: 'Refunded',
};

/** Whether the buyer may still confirm receipt or report a problem. */
export const awaitsReceipt = (state: OrderState) => state === 'paid' || state === 'handed_over';
