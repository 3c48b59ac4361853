import type { Notification } from '../../shared/notifications.ts';
import type { Deps } from '../deps.ts';
import type { Prisma } from '../db/generated/client.ts';
import { updateResult } from '../../shared/results.ts';

type Client = Deps['db'] | Prisma.TransactionClient;
export type Note = { userId: string | null; kind: string; message: string; orderId?: string | null; bookId?: string | null; conversationId?: string | null };

const RECENT = 20;

/** Records events for the people they concern (a deleted party is skipped). */
export async function notify(db: Client, notes: Note[]): Promise<void> {
  const data = notes.flatMap((n) =>
    n.userId
      ? [{ userId: n.userId, kind: n.kind, message: n.message, orderId: n.orderId ?? null, bookId: n.bookId ?? null, conversationId: n.conversationId ?? null }]
      : [],
  );
  if (data.length) await db.notification.createMany({ data });
}

/** The header's notification list: the caller's most recent events, newest first. */
export async function recentNotifications({ db }: Pick<Deps, 'db'>, userId: string): Promise<Notification[]> {
  const rows = await db.notification.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: RECENT,
    select: { id: true, kind: true, message: true, orderId: true, bookId: true, conversationId: true, readAt: true, createdAt: true },
  });
  return rows.map((r) => ({
    _id: r.id,
    kind: r.kind,
    message: r.message,
    orderId: r.orderId,
    bookId: r.bookId,
    conversationId: r.conversationId,
    read: r.readAt !== null,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function markNotificationsRead({ db }: Pick<Deps, 'db'>, userId: string) {
  const { count } = await db.notification.updateMany({ where: { userId, readAt: null }, data: { readAt: new Date() } });
  return updateResult(count, count);
}
