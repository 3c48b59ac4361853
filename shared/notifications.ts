import { z } from 'zod';

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  message: z.string(),
  orderId: z.string().nullable(),
  bookId: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
