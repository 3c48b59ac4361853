import { z } from 'zod';
import { OFFER_STEPS } from './offers.ts';
import { idParam, idSchema, timestampSchema } from './ids.ts';
import { CONVERSATION_REPORT_REASONS } from './reports.ts';
import { NOTE_MAX, noteSchema } from './note.ts';

export const MESSAGE_MAX_LENGTH = 2000;
/** How many messages one page of a thread holds (newest first). */
export const MESSAGES_PAGE = 30;

/** Line breaks and tabs are text; every other control character (C0, DEL and C1) is refused. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** A message's text: 1 to 2,000 characters once trimmed, no control characters. */
export const messageTextSchema = z
  .string()
  .trim()
  .min(1, 'Write a message first')
  .max(MESSAGE_MAX_LENGTH, `A message is at most ${MESSAGE_MAX_LENGTH} characters`)
  .refine((text) => !CONTROL_CHARACTERS.test(text), 'A message must not contain control characters')
  .meta({ description: `The message, 1 to ${MESSAGE_MAX_LENGTH} characters (line breaks allowed, other control characters not).` });

/** POST /conversations: a buyer asks the seller of a book. */
export const startConversationSchema = z
  .object({
    bookId: idSchema.meta({ description: 'The `_id` of the book to ask about.' }),
    text: messageTextSchema,
  })
  .meta({ examples: [{ bookId: '0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b', text: 'Is the dust jacket still on? Could we meet near Dhanmondi?' }] });
export type StartConversationInput = z.input<typeof startConversationSchema>;

/** POST /conversations/{id}/messages. */
export const sendMessageSchema = idParam('conversation')
  .extend({ text: messageTextSchema })
  .meta({ examples: [{ text: 'Yes, it has its jacket. Saturday at 11 works for me.' }] });

/** POST /conversations/{id}/report: a party reports the conversation to the admins, once. */
export const reportConversationSchema = idParam('conversation')
  .extend({
    reason: z.enum(CONVERSATION_REPORT_REASONS, { error: `Reason must be one of: ${CONVERSATION_REPORT_REASONS.join(', ')}` }),
    note: noteSchema(NOTE_MAX.report).meta({ description: 'What the admins should look at.' }),
  })
  .meta({ examples: [{ reason: 'offensive', note: 'Insults in the last two messages.' }] });

export type ReportConversationData = z.output<typeof reportConversationSchema>;

/** GET /conversations/{id}/messages: a page of the thread, newest first, older pages by cursor. */
export const messagesQuerySchema = idParam('conversation').extend({
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, 'cursor must be the `_id` of a message')
    .meta({ description: 'The `_id` of the oldest message of the previous page: the page before it.' })
    .optional(),
});

/** The other party of a conversation, as the caller sees them. */
export const partySchema = z
  .object({
    _id: z.string().nullable().meta({ description: 'Their user `_id`; null once their account is deleted.' }),
    name: z.string().meta({ description: 'Their name, or "Deleted account".' }),
    image: z.string().nullable().meta({ description: 'Their profile photo, if any.' }),
    email: z.string().nullable().meta({ description: 'Their email, only once an order exists between the two for this book.' }),
  })
  .meta({ id: 'ConversationParty' });

export const conversationSchema = z
  .object({
    _id: z.string(),
    bookId: z.string().nullable().meta({ description: 'The book it is about; null once the listing is deleted.' }),
    book: z.string().meta({ description: "The book's title (kept after the listing is deleted)." }),
    image: z.string().nullable().meta({ description: "The book's photo (card size), while the listing exists." }),
    role: z.enum(['buyer', 'seller']).meta({ description: 'Which side of it the caller is on.' }),
    other: partySchema,
    orderId: z.string().nullable().meta({ description: 'The caller-visible order between the two for this book, if there is one.' }),
    lastMessage: z.string().meta({ description: 'The newest message, for a preview.' }),
    lastOffer: z
      .object({ step: z.enum(OFFER_STEPS), amountMinor: z.number().int() })
      .nullable()
      .meta({ description: "When the newest message is a step of an offer: which step, at what amount (for a client to say it in its reader's language)." }),
    lastMessageAt: timestampSchema,
    unread: z.number().int().min(0).meta({ description: 'Messages from the other party the caller has not read.' }),
    otherReadUpTo: z.string().meta({ description: 'The `_id` of the newest message the other party has read ("0" for none): a read receipt.' }),
    reported: z.boolean().meta({ description: 'Whether the caller has reported it to the admins (a party reports a conversation once).' }),
  })
  .meta({ id: 'Conversation', description: "One buyer's conversation with a seller about one book." });
export type Conversation = z.infer<typeof conversationSchema>;

export const messageSchema = z
  .object({
    _id: z.string().meta({ description: 'Increasing with time across the store; compare as numbers.' }),
    conversationId: z.string(),
    mine: z.boolean().meta({ description: 'Whether the caller sent it.' }),
    from: z.enum(['buyer', 'seller']),
    text: z.string(),
    offer: z
      .object({
        offerId: z.string().nullable().meta({ description: 'The offer (GET /offers/{id} for where it stands now).' }),
        step: z.enum(OFFER_STEPS),
        amountMinor: z.number().int(),
      })
      .nullable()
      .meta({ description: 'Set when the message is a step of an offer: offered, countered, accepted, declined or withdrawn.' }),
    createdAt: timestampSchema,
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof messageSchema>;

export const messagesPageSchema = z
  .object({
    items: z.array(messageSchema).meta({ description: 'Newest first.' }),
    nextCursor: z.string().nullable().meta({ description: 'Pass as `cursor` for older messages; null at the start of the thread.' }),
  })
  .meta({ id: 'MessagesPage' });

/** What a subscriber is told: a new message, or that the other party read up to a message. */
export type ConversationEvent = { kind: 'message'; message: Message } | { kind: 'read'; conversationId: string; readUpTo: string };
