import type { Notification } from '../../../shared/notifications.ts';

/** Alerts lead to their book. */
const ABOUT_A_BOOK = new Set(['search_alert', 'price_drop', 'back_in_stock']);

/** Where the person acts on each kind of news that has one place to act (the kinds sent to both parties of an order have none). */
const PLACES: Record<string, string> = {
  order_handed_over: '/dashboard/buyer',
  review_invited: '/dashboard/buyer',
  payout_sent: '/dashboard/earnings',
  problem_opened: '/dashboard/admin/problems',
};

/** The page a notification leads to, if any: a message to its conversation, a review to the seller's own reviews. */
export function notificationLink(n: Notification, me: string | null): string | null {
  if (n.kind === 'message' && n.conversationId) return `/dashboard/messages/${n.conversationId}`;
  if (n.kind === 'review_received' && me) return `/sellers/${me}#reviews`;
  if (ABOUT_A_BOOK.has(n.kind) && n.bookId) return `/books/${n.bookId}`;
  return PLACES[n.kind] ?? null;
}
