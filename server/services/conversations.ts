import { Conflict, Forbidden, NotFound } from './domain-errors.ts';
import { MESSAGES_PAGE, type Conversation, type ConversationEvent, type Message, type StartConversationInput } from '../../shared/conversations.ts';
import type { UserRow } from '../auth/authenticate.ts';
import { requireVerifiedEmail } from '../auth/verified-email.ts';
import { CONVERSATIONS_CHANNEL } from '../cluster.ts';
import { Prisma, type OfferStep } from '../db/generated/client.ts';
import type { Deps } from '../deps.ts';
import { dropUnreadMessagesEmail } from './email/notices.ts';
import { noticeWords } from './notifications.ts';
import type { ConversationSignal, Mailbox, Wake } from '../realtime/conversation-hub.ts';
import { type InsertResult, insertResult } from '../../shared/results.ts';

type DbDeps = Pick<Deps, 'db'>;
type Tx = Prisma.TransactionClient;

/** How many conversations one page of the list holds. */
export const CONVERSATIONS_PAGE = 30;
/** Every message insert holds this transaction lock, so message ids become visible in order (see appendMessage). */
const MESSAGE_ORDER_LOCK = 7_338_201;
const DELETED_ACCOUNT = 'Deleted account';
const NOT_FOUND = () => new NotFound('There is no such conversation.');

export type Parties = { id: string; buyerId: string | null; sellerId: string | null; bookId: string | null; bookTitle: string };
/** A message that is a step of an offer: the thread shows it as the offer's card. */
export type OfferMark = { id: string; step: OfferStep; minor: number };

/** Tells every server process, once the transaction commits, which users should look. */
async function signal(tx: Tx, payload: ConversationSignal): Promise<void> {
  if (payload.users.length === 0) return;
  await tx.$executeRaw`SELECT pg_notify(${CONVERSATIONS_CHANNEL}, ${JSON.stringify(payload)})`;
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/**
 * Adds a message and everything that follows from it, in the caller's transaction: the
 * conversation moves to the top, the sender has read it, the other party's bell shows it (one
 * unread notification per conversation, brought up to date), and both parties' open subscriptions
 * are told to look.
 *
 * Message ids must become visible in increasing order, or a subscriber that has seen id 8 and
 * resumes "after 8" would miss a 7 committed a moment later. Inserts therefore take one transaction
 * lock, held until commit: each id is committed before the next is drawn.
 */
export async function appendMessage(tx: Tx, conversation: Parties, sender: Pick<UserRow, 'id' | 'name'>, text: string, offer?: OfferMark): Promise<bigint> {
  const fromBuyer = conversation.buyerId === sender.id;
  // The bell first, before the lock: it needs no message id. An offer's step rings its own (offers.ts).
  const recipient = fromBuyer ? conversation.sellerId : conversation.buyerId;
  if (recipient && !offer) {
    const words = noticeWords('message', { name: sender.name, title: conversation.bookTitle, text: clip(text, 80) });
    const { count } = await tx.notification.updateMany({
      where: { userId: recipient, conversationId: conversation.id, kind: 'message', readAt: null },
      data: { ...words, createdAt: new Date() },
    });
    if (count === 0) {
      await tx.notification.create({ data: { userId: recipient, kind: 'message', ...words, conversationId: conversation.id, bookId: conversation.bookId } });
    }
  }
  // Held from here to commit, so as short as can be: the insert, the conversation's move to the top
  // (the sender has read their own message) and the signal are one statement.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${MESSAGE_ORDER_LOCK})`;
  const payload: ConversationSignal = { kind: 'message', users: [conversation.buyerId, conversation.sellerId].filter((u): u is string => u !== null) };
  const [row] = await tx.$queryRaw<Array<{ id: bigint }>>`
    WITH m AS (
      INSERT INTO messages (conversation_id, sender_id, from_buyer, text, offer_id, offer_step, offer_minor)
      VALUES (${conversation.id}::uuid, ${sender.id}::uuid, ${fromBuyer}::boolean, ${text},
        ${offer?.id ?? null}::uuid, ${offer?.step ?? null}::"OfferStep", ${offer?.minor ?? null}::int) RETURNING id
    ), c AS (
      UPDATE conversations SET last_message_at = now(),
        buyer_read_id = CASE WHEN ${fromBuyer}::boolean THEN (SELECT id FROM m) ELSE buyer_read_id END,
        seller_read_id = CASE WHEN ${fromBuyer}::boolean THEN seller_read_id ELSE (SELECT id FROM m) END
      WHERE id = ${conversation.id}::uuid
    )
    SELECT m.id FROM m, LATERAL (SELECT pg_notify(${CONVERSATIONS_CHANNEL}, ${JSON.stringify(payload)})) n`;
  return row!.id;
}

/** The one conversation of a book and a buyer, opened if there is none yet. */
export function conversationOf(tx: Tx, book: { id: string; title: string; sellerId: string }, buyerId: string): Promise<Parties> {
  return tx.conversation.upsert({
    where: { bookId_buyerId: { bookId: book.id, buyerId } },
    create: { bookId: book.id, bookTitle: book.title, buyerId, sellerId: book.sellerId },
    update: {},
    select: { id: true, buyerId: true, sellerId: true, bookId: true, bookTitle: true },
  });
}

/** A buyer asks the seller of a book: the one conversation of that book and buyer, opened or reopened, with the message. */
export async function startConversation({ db }: DbDeps, user: UserRow, input: StartConversationInput): Promise<InsertResult> {
  requireVerifiedEmail(user, 'message a seller');
  const book = await db.book.findUnique({ where: { id: input.bookId }, select: { id: true, title: true, sellerId: true, hiddenAt: true } });
  if (!book || book.hiddenAt) throw new NotFound('There is no such book.');
  if (book.sellerId === user.id) throw new Forbidden('This is your own listing: there is nobody to ask.');
  return db.$transaction(async (tx) => {
    const conversation = await conversationOf(tx, book, user.id);
    await appendMessage(tx, conversation, user, input.text);
    return insertResult(conversation.id);
  });
}

/**
 * The conversation, if the user is one of its two parties (or, to read it, an admin while someone
 * has an open report on it); else 404: whether it exists is not theirs to know.
 */
async function asParty(
  { db }: DbDeps,
  user: UserRow,
  id: string,
  { adminReads = false } = {},
): Promise<Parties & { buyerReadId: bigint; sellerReadId: bigint }> {
  const moderating = adminReads && user.role === 'admin' ? [{ reports: { some: { status: 'open' as const } } }] : [];
  const conversation = await db.conversation.findFirst({
    where: { id, OR: [{ buyerId: user.id }, { sellerId: user.id }, ...moderating] },
    select: { id: true, buyerId: true, sellerId: true, bookId: true, bookTitle: true, buyerReadId: true, sellerReadId: true },
  });
  if (!conversation) throw NOT_FOUND();
  return conversation;
}

/** A party answers in their conversation. */
export async function sendMessage({ db }: DbDeps, user: UserRow, input: { id: string; text: string }): Promise<InsertResult> {
  requireVerifiedEmail(user, 'send messages');
  const conversation = await asParty({ db }, user, input.id);
  if (!conversation.buyerId || !conversation.sellerId) {
    throw new Conflict('The other account has been deleted: nobody would read this message.');
  }
  const id = await db.$transaction((tx) => appendMessage(tx, conversation, user, input.text));
  return insertResult(String(id));
}

type MessageRow = {
  id: bigint;
  conversation_id: string;
  from_buyer: boolean;
  text: string;
  offer_id: string | null;
  offer_step: OfferStep | null;
  offer_minor: number | null;
  created_at: Date;
  i_am_buyer: boolean;
};

function toWireMessage(row: MessageRow): Message {
  return {
    _id: String(row.id),
    conversationId: row.conversation_id,
    mine: row.from_buyer === row.i_am_buyer,
    from: row.from_buyer ? 'buyer' : 'seller',
    text: row.text,
    offer: row.offer_step && row.offer_minor !== null ? { offerId: row.offer_id, step: row.offer_step, amountMinor: row.offer_minor } : null,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * A page of a thread, newest first (older pages by cursor). Reading the newest page marks the
 * thread read up to its newest message: the caller's bell forgets it and the other party gets the
 * read receipt.
 */
export async function threadPage(
  { db }: DbDeps,
  user: UserRow,
  input: { id: string; cursor?: string | undefined },
): Promise<{ items: Message[]; nextCursor: string | null }> {
  const conversation = await asParty({ db }, user, input.id, { adminReads: true });
  const party = conversation.buyerId === user.id || conversation.sellerId === user.id;
  const iAmBuyer = conversation.buyerId === user.id;
  const before = input.cursor === undefined ? Prisma.empty : Prisma.sql`AND id < ${BigInt(input.cursor)}`;
  const rows = await db.$queryRaw<MessageRow[]>`
    SELECT id, conversation_id, from_buyer, text, offer_id, offer_step, offer_minor, created_at, ${iAmBuyer}::boolean AS i_am_buyer FROM messages
    WHERE conversation_id = ${conversation.id}::uuid ${before}
    ORDER BY id DESC LIMIT ${MESSAGES_PAGE + 1}`;
  // An admin reading a reported conversation wrote none of it, and reading it marks nothing read.
  const items = rows.slice(0, MESSAGES_PAGE).map((row) => ({ ...toWireMessage(row), ...(!party && { mine: false }) }));
  const newest = rows[0]?.id;
  if (party && input.cursor === undefined && newest !== undefined && newest > (iAmBuyer ? conversation.buyerReadId : conversation.sellerReadId)) {
    await markRead(db, conversation, user.id, iAmBuyer, newest);
  }
  return { items, nextCursor: rows.length > MESSAGES_PAGE ? items.at(-1)!._id : null };
}

async function markRead(db: Deps['db'], conversation: Parties, userId: string, iAmBuyer: boolean, upTo: bigint): Promise<void> {
  const other = iAmBuyer ? conversation.sellerId : conversation.buyerId;
  await db.$transaction(async (tx) => {
    const changed = await (iAmBuyer
      ? tx.$executeRaw`UPDATE conversations SET buyer_read_id = ${upTo} WHERE id = ${conversation.id}::uuid AND buyer_read_id < ${upTo}`
      : tx.$executeRaw`UPDATE conversations SET seller_read_id = ${upTo} WHERE id = ${conversation.id}::uuid AND seller_read_id < ${upTo}`);
    if (changed === 0) return;
    await tx.notification.updateMany({ where: { userId, conversationId: conversation.id, readAt: null }, data: { readAt: new Date() } });
    await dropUnreadMessagesEmail(tx, userId, conversation.id);
    if (other) await signal(tx, { kind: 'read', users: [other], conversationId: conversation.id, readUpTo: String(upTo) });
  });
}

/**
 * SQL: whether the user is conversation `c`'s buyer. Never NULL: once the buyer's account is deleted
 * `buyer_id` is NULL, and a plain `=` would make the seller neither side (no unread, no own messages).
 */
const callerIsBuyer = (userId: string) => Prisma.sql`(c.buyer_id IS NOT DISTINCT FROM ${userId}::uuid)`;

/** SQL: how many messages of conversation `c` from the other party the user has not read. */
const unreadCount = (userId: string) => Prisma.sql`(SELECT count(*) FROM messages m
  WHERE m.conversation_id = c.id AND m.from_buyer <> ${callerIsBuyer(userId)}
    AND m.id > CASE WHEN ${callerIsBuyer(userId)} THEN c.buyer_read_id ELSE c.seller_read_id END)`;

type ConversationRow = {
  id: string;
  book_id: string | null;
  book_title: string;
  i_am_buyer: boolean;
  image: string | null;
  other_id: string | null;
  other_name: string | null;
  other_image: string | null;
  other_email: string | null;
  order_id: string | null;
  last_text: string | null;
  last_offer_step: OfferStep | null;
  last_offer_minor: number | null;
  last_message_at: Date;
  unread: number;
  other_read_id: bigint;
  reported: boolean;
};

/**
 * The caller's conversations, the most recent first, a page at a time (`cursor`: the last
 * conversation of the previous page). One query: each row's preview, unread count and order come
 * from indexed lookups of that row, never a query per conversation.
 */
export async function myConversations(
  { db }: DbDeps,
  user: UserRow,
  page: { cursor?: string | undefined; bookId?: string | undefined; id?: string | undefined } = {},
): Promise<Conversation[]> {
  const after =
    page.cursor === undefined
      ? Prisma.empty
      : Prisma.sql`AND (c.last_message_at, c.id) < (SELECT last_message_at, id FROM conversations WHERE id = ${page.cursor}::uuid)`;
  const forBook = page.bookId === undefined ? Prisma.empty : Prisma.sql`AND c.book_id = ${page.bookId}::uuid`;
  const only = page.id === undefined ? Prisma.empty : Prisma.sql`AND c.id = ${page.id}::uuid`;
  const rows = await db.$queryRaw<ConversationRow[]>`
    SELECT c.id, c.book_id, c.book_title, ${callerIsBuyer(user.id)} AS i_am_buyer, c.last_message_at,
      COALESCE(b.thumb_url, b.image_url) AS image,
      other.id AS other_id, other.name AS other_name, NULLIF(other.image, '') AS other_image,
      CASE WHEN o.id IS NULL THEN NULL ELSE other.email END AS other_email,
      o.id AS order_id,
      last.text AS last_text, last.offer_step AS last_offer_step, last.offer_minor AS last_offer_minor,
      ${unreadCount(user.id)}::int AS unread,
      CASE WHEN ${callerIsBuyer(user.id)} THEN c.seller_read_id ELSE c.buyer_read_id END AS other_read_id,
      EXISTS (SELECT 1 FROM reports r WHERE r.conversation_id = c.id AND r.reporter_id = ${user.id}::uuid) AS reported
    FROM conversations c
    LEFT JOIN books b ON b.id = c.book_id
    LEFT JOIN users other ON other.id = CASE WHEN ${callerIsBuyer(user.id)} THEN c.seller_id ELSE c.buyer_id END
    LEFT JOIN LATERAL (SELECT text, offer_step, offer_minor FROM messages m WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1) last ON true
    LEFT JOIN LATERAL (
      SELECT o.id FROM orders o WHERE o.book_id = c.book_id AND o.buyer_id = c.buyer_id AND o.status <> 'cancelled'
      ORDER BY o.created_at DESC LIMIT 1
    ) o ON true
    WHERE (c.buyer_id = ${user.id}::uuid OR c.seller_id = ${user.id}::uuid) ${forBook} ${only} ${after}
    ORDER BY c.last_message_at DESC, c.id DESC
    LIMIT ${CONVERSATIONS_PAGE}`;
  return rows.map((r) => ({
    _id: r.id,
    bookId: r.book_id,
    book: r.book_title,
    image: r.image,
    role: r.i_am_buyer ? 'buyer' : 'seller',
    other: { _id: r.other_id, name: r.other_name ?? DELETED_ACCOUNT, image: r.other_image, email: r.other_email },
    orderId: r.order_id,
    lastMessage: r.last_text ?? '',
    lastOffer: r.last_offer_step && r.last_offer_minor !== null ? { step: r.last_offer_step, amountMinor: r.last_offer_minor } : null,
    lastMessageAt: r.last_message_at.toISOString(),
    unread: r.unread,
    otherReadUpTo: String(r.other_read_id),
    reported: r.reported,
  }));
}

/** The caller's conversation about one book, if they have one (a buyer's "Ask the seller" reopens it). */
export async function conversationAbout(deps: DbDeps, user: UserRow, bookId: string): Promise<Conversation | null> {
  const [conversation] = await myConversations(deps, user, { bookId });
  return conversation ?? null;
}

/** One of the caller's conversations; 404 when they are not one of its parties. */
export async function myConversation(deps: DbDeps, user: UserRow, id: string): Promise<Conversation> {
  const [conversation] = await myConversations(deps, user, { id });
  if (!conversation) throw NOT_FOUND();
  return conversation;
}

/** How many messages from others the caller has not read, over all their conversations (the header's count). */
export async function unreadMessages({ db }: DbDeps, user: UserRow): Promise<number> {
  const [row] = await db.$queryRaw<Array<{ unread: number }>>`
    SELECT COALESCE(sum(${unreadCount(user.id)}), 0)::int AS unread
    FROM conversations c WHERE c.buyer_id = ${user.id}::uuid OR c.seller_id = ${user.id}::uuid`;
  return row?.unread ?? 0;
}

const STREAM_BATCH = 100;

/** The user's messages after `cursor` (any of their conversations), oldest first. */
function messagesAfter(db: Deps['db'], userId: string, cursor: bigint): Promise<MessageRow[]> {
  return db.$queryRaw<MessageRow[]>`
    SELECT m.id, m.conversation_id, m.from_buyer, m.text, m.offer_id, m.offer_step, m.offer_minor, m.created_at, ${callerIsBuyer(userId)} AS i_am_buyer
    FROM conversations c JOIN messages m ON m.conversation_id = c.id
    WHERE (c.buyer_id = ${userId}::uuid OR c.seller_id = ${userId}::uuid) AND m.id > ${cursor}
    ORDER BY m.id LIMIT ${STREAM_BATCH}`;
}

/** One event of a user's stream; `id` (a message's) is where a reconnecting client resumes. */
export type StreamItem = { id: string | null; event: ConversationEvent };

/**
 * The user's conversation events as they happen: each new message in any of their conversations
 * (sent through any server process), and read receipts from the other parties. Given the id of the
 * last message a client saw, it first yields every message after it (what it missed while away),
 * so a reconnect has no gap and no repeat; without one, it starts from the newest message there is
 * when this resolves. Ends when `abort` fires or the server stops.
 *
 * The mailbox opens and the start is read before the stream is handed back (and so before the
 * client hears it is connected): a message sent once the client is connected is always after the
 * start, and one committed in between is both after the start and announced.
 */
export async function openConversationStream(
  deps: Pick<Deps, 'db' | 'conversations'>,
  user: UserRow,
  lastEventId: string | null | undefined,
  abort: AbortSignal | undefined,
): Promise<AsyncGenerator<StreamItem>> {
  const mailbox = deps.conversations.open(user.id);
  const stop = () => mailbox.close();
  abort?.addEventListener('abort', stop);
  try {
    const start =
      lastEventId != null ? BigInt(lastEventId) : ((await deps.db.$queryRaw<Array<{ max: bigint | null }>>`SELECT max(id) AS max FROM messages`)[0]?.max ?? 0n);
    return stream(deps.db, user.id, mailbox, start, () => abort?.removeEventListener('abort', stop));
  } catch (error) {
    stop();
    throw error;
  }
}

async function* stream(db: Deps['db'], userId: string, mailbox: Mailbox, start: bigint, cleanUp: () => void): AsyncGenerator<StreamItem> {
  try {
    let cursor = start;
    let wake: Wake | null = { kind: 'look' };
    while (wake) {
      if (wake.kind === 'read') {
        yield { id: null, event: { kind: 'read', conversationId: wake.conversationId, readUpTo: wake.readUpTo } };
      } else {
        for (
          let rows = await messagesAfter(db, userId, cursor);
          rows.length > 0;
          rows = rows.length < STREAM_BATCH ? [] : await messagesAfter(db, userId, cursor)
        ) {
          for (const row of rows) {
            cursor = row.id;
            yield { id: String(row.id), event: { kind: 'message', message: toWireMessage(row) } };
          }
        }
      }
      wake = await mailbox.next();
    }
  } finally {
    cleanUp();
    mailbox.close();
  }
}
