import { ALERT_KINDS } from '../../../shared/alert-kinds.ts';
import type { Notification } from '../../../shared/notifications.ts';
import { bookPath, sellerPath } from '../books/book-paths.ts';

/** Alerts lead to their book. */
const ABOUT_A_BOOK: ReadonlySet<string> = new Set(ALERT_KINDS);

/** Where the person acts on each kind of news that has one place to act (the kinds sent to both parties of an order have none). */
const PLACES: Record<string, string> = {
  order_handed_over: '/dashboard/buyer',
  review_invited: '/dashboard/buyer',
  payout_sent: '/dashboard/earnings',
  problem_opened: '/dashboard/admin/problems',
  owed_to_deleted_seller: '/dashboard/admin/problems',
};

/** The page a notification leads to, if any: a message or an offer to its conversation, a review to the seller's own reviews. */
export function notificationLink(n: Notification, me: string | null): string | null {
  if (n.conversationId) return `/dashboard/messages/${n.conversationId}`;
  if (n.kind === 'review_received' && me) return `${sellerPath(me)}#reviews`;
  if (ABOUT_A_BOOK.has(n.kind) && n.bookId) return bookPath(n.bookId);
  return PLACES[n.kind] ?? null;
}
