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
export const PROBLEM_REASONS = ['not_received', 'not_as_described', 'other'] as const;
export type ProblemReason = (typeof PROBLEM_REASONS)[number];
