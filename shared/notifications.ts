import { z } from 'zod';
import { timestampSchema } from './ids.ts';

export const notificationSchema = z
  .object({
    _id: z.string(),
    kind: z.string().meta({ description: 'What happened, e.g. order_booked, order_paid, order_cancelled, seller_verified, message.' }),
    message: z.string().meta({ description: 'What happened, in words.' }),
    orderId: z.string().nullable().meta({ description: 'The order it is about, if any.' }),
    bookId: z.string().nullable().meta({ description: 'The book it is about, if any.' }),
    conversationId: z.string().nullable().meta({ description: 'The conversation it is about (new messages), if any.' }),
    read: z.boolean(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'Notification', description: "Something that happened to the caller's books or orders." });
export type Notification = z.infer<typeof notificationSchema>;
