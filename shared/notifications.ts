import { z } from 'zod';
import { timestampSchema } from './ids.ts';

/** A value of a notification's message (shared/message-values.ts). */
const messageValueSchema = z.union([
  z.string(),
  z.number(),
  z.object({ minor: z.number().int(), currency: z.string() }).meta({ description: 'An amount, in minor units of its currency.' }),
  z.array(z.string()).meta({ description: 'Book titles, which the message lists (a bundle’s).' }),
]);

export const notificationSchema = z
  .object({
    _id: z.string(),
    kind: z.string().meta({ description: 'What happened, e.g. order_booked, order_paid, order_cancelled, seller_verified, message.' }),
    message: z.string().meta({ description: 'What happened, in words (English).' }),
    key: z.string().nullable().meta({
      description:
        'The same words as a stable message key, e.g. orderBooked, offerLapsed.unanswered, which an app writes in its reader’s language with `values`; null for a notification older than the keys (its `message` only).',
    }),
    values: z
      .record(z.string(), messageValueSchema)
      .nullable()
      .meta({
        description:
          'What the keyed message is filled with: names, titles and text people typed as they are, counts as numbers, an amount as { minor, currency }, a bundle’s titles as a list; null when `key` is.',
        examples: [{ name: 'Rahim', email: 'rahim@example.com', title: 'Pather Panchali' }],
      }),
    orderId: z.string().nullable().meta({ description: 'The order it is about, if any.' }),
    bookId: z.string().nullable().meta({ description: 'The book it is about, if any.' }),
    conversationId: z.string().nullable().meta({ description: 'The conversation it is about (new messages), if any.' }),
    read: z.boolean(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'Notification', description: "Something that happened to the caller's books or orders." });
export type Notification = z.infer<typeof notificationSchema>;
