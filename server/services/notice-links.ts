import { ALERT_KINDS } from '../../shared/alert-kinds.ts';
import type { Deps } from '../deps.ts';

/** An alert leads to its book. */
const ABOUT_A_BOOK: ReadonlySet<string> = new Set(ALERT_KINDS);
/** News only an admin acts on leads to the Problems page. */
const FOR_ADMINS: ReadonlySet<string> = new Set(['problem_opened', 'owed_to_deleted_seller']);

export type NoticeLink = { label: string; url: string };
type Notice = { kind: string; userId: string; bookId: string | null; orderId: string | null; conversationId: string | null };

/**
 * Where a notification's email button and its push lead, on the store's public address: a message
 * or an offer to its conversation, an alert to its book, an admin's news to Problems, and an
 * order's news to the seller's My products or the buyer's My Orders.
 */
export async function noticeLink({ db, config }: Pick<Deps, 'db' | 'config'>, n: Notice): Promise<NoticeLink> {
  const { publicUrl } = config;
  if (n.conversationId) return { label: 'Open the conversation', url: `${publicUrl}/dashboard/messages/${n.conversationId}` };
  if (ABOUT_A_BOOK.has(n.kind) && n.bookId) return { label: 'See the book', url: `${publicUrl}/books/${n.bookId}` };
  if (FOR_ADMINS.has(n.kind)) return { label: 'Open Problems', url: `${publicUrl}/dashboard/admin/problems` };
  const order = n.orderId ? await db.order.findUnique({ where: { id: n.orderId }, select: { sellerId: true } }) : null;
  return order?.sellerId === n.userId
    ? { label: 'Open My products', url: `${publicUrl}/dashboard/my-products` }
    : { label: 'Open My Orders', url: `${publicUrl}/dashboard/buyer` };
}
