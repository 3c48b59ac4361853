import { ALERT_KINDS } from '../../shared/alert-kinds.ts';
import type { Deps } from '../deps.ts';
import type { EmailKey } from '../i18n/translate.ts';

/** An alert leads to its book. */
const ABOUT_A_BOOK: ReadonlySet<string> = new Set(ALERT_KINDS);
/** News only an admin acts on leads to the Problems page. */
const FOR_ADMINS: ReadonlySet<string> = new Set(['problem_opened', 'owed_to_deleted_seller']);

/** Where a notice leads, and its button's words (server/i18n/messages/emails.*.json), written in the reader's language. */
export type NoticeLink = { label: EmailKey; url: string };
type Notice = { kind: string; userId: string; bookId: string | null; orderId: string | null; conversationId: string | null };

/**
 * Where a notification's email button and its push lead, on the store's public address: a message
 * or an offer to its conversation, an alert to its book, an admin's news to Problems, and an
 * order's news to the seller's My products or the buyer's My Orders.
 */
export async function noticeLink({ db, config }: Pick<Deps, 'db' | 'config'>, n: Notice): Promise<NoticeLink> {
  const { publicUrl } = config;
  if (n.conversationId) return { label: 'action.conversation', url: `${publicUrl}/dashboard/messages/${n.conversationId}` };
  if (ABOUT_A_BOOK.has(n.kind) && n.bookId) return { label: 'action.book', url: `${publicUrl}/books/${n.bookId}` };
  if (FOR_ADMINS.has(n.kind)) return { label: 'action.problems', url: `${publicUrl}/dashboard/admin/problems` };
  const order = n.orderId ? await db.order.findUnique({ where: { id: n.orderId }, select: { sellerId: true } }) : null;
  return order?.sellerId === n.userId
    ? { label: 'action.myProducts', url: `${publicUrl}/dashboard/my-products` }
    : { label: 'action.myOrders', url: `${publicUrl}/dashboard/buyer` };
}
