import type { MessageValues } from '../../shared/message-values.ts';
import type { Notification } from '../../shared/notifications.ts';
import { updateResult } from '../../shared/results.ts';
import type { Deps } from '../deps.ts';
import type { Prisma } from '../db/generated/client.ts';
import { ENGLISH, isNoticeKey, sayTo, type NoticeKey, type Reader } from '../i18n/translate.ts';

type Client = Deps['db'] | Prisma.TransactionClient;
/** A notification to record: its words are a key of shared/messages/notices.*.json and the values it is filled with. */
export type Note = {
  userId: string | null;
  kind: string;
  key: NoticeKey;
  values?: MessageValues;
  orderId?: string | null;
  bookId?: string | null;
  conversationId?: string | null;
};

const RECENT = 20;

/** The columns of a notification's words: its key and values, and its English, which the API answers with (docs/languages.md). */
export const noticeWords = (key: NoticeKey, values: MessageValues = {}) => ({
  message: sayTo(ENGLISH)(`notices.${key}`, values),
  messageKey: key,
  messageValues: values,
});

/** The columns a notification's words are read from, by noticeText. */
export const noticeWordColumns = { message: true, messageKey: true, messageValues: true } as const;

/** A stored notification's words in its reader's language; one from before the catalog (or whose key has gone since) as its English. */
export function noticeText(n: { message: string; messageKey: string | null; messageValues: unknown }, reader: Reader): string {
  if (!n.messageKey || !isNoticeKey(n.messageKey)) return n.message;
  return sayTo(reader)(`notices.${n.messageKey}`, (n.messageValues ?? {}) as MessageValues);
}

/** Records events for the people they concern (a deleted party is skipped). */
export async function notify(db: Client, notes: Note[]): Promise<void> {
  const data = notes.flatMap((n) =>
    n.userId
      ? [
          {
            userId: n.userId,
            kind: n.kind,
            ...noticeWords(n.key, n.values),
            orderId: n.orderId ?? null,
            bookId: n.bookId ?? null,
            conversationId: n.conversationId ?? null,
          },
        ]
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
    select: {
      id: true,
      kind: true,
      ...noticeWordColumns,
      orderId: true,
      bookId: true,
      conversationId: true,
      readAt: true,
      createdAt: true,
    },
  });
  return rows.map((r) => ({
    _id: r.id,
    kind: r.kind,
    message: r.message,
    key: r.messageKey,
    values: r.messageKey === null ? null : ((r.messageValues ?? {}) as MessageValues),
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
