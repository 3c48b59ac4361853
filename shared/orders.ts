import { z } from 'zod';
import { idSchema } from './books.ts';

export const ORDER_STATUSES = ['booked', 'paid', 'cancelled'] as const;
/** How many unpaid bookings one buyer may hold at once. */
export const MAX_OPEN_BOOKINGS = 5;

/** A buyer order as the legacy wire carries it: the snapshot of what was booked, plus its state. */
export const orderSchema = z.object({
  _id: z.string(),
  bookPostingId: z.string().nullable(),
  book: z.string(),
  author: z.string(),
  description: z.string(),
  image: z.string(),
  /** The resale price in major units, as text; `price` repeats it (the legacy orders page reads it). */
  resalePrice: z.string(),
  price: z.string(),
  priceMinor: z.number().int(),
  sellerEmail: z.string(),
  sellerPhone: z.string(),
  sellerLocation: z.string(),
  buyerEmail: z.string(),
  buyerPhone: z.string(),
  buyerLocation: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment: z.boolean(),
  expiresAt: z.string(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * The legacy POST /buyer-orders body. Only the book and the buyer's phone and location are taken
 * from it; the buyer comes from the token, and the book, price and seller from the database.
 */
export const newOrderSchema = z.object({
  bookPostingId: idSchema,
  buyerPhone: z
    .string({ message: 'Phone is required' })
    .trim()
    .min(1, 'Phone is required')
    .max(40, 'Phone is at most 40 characters')
    .regex(/^[+\d][\d\s()-]{5,}$/, 'Phone must be a phone number, e.g. +8801700000000'),
  buyerLocation: z.string().trim().max(120, 'Location is at most 120 characters').default(''),
  author: z.string().optional(),
  book: z.string().optional(),
  buyerEmail: z.string().optional(),
  sellerEmail: z.string().optional(),
  sellerLocation: z.string().optional(),
  sellerPhone: z.string().optional(),
  status: z.string().optional(),
  description: z.string().optional(),
  resalePrice: z.union([z.string(), z.number()]).optional(),
});
export type NewOrderData = z.output<typeof newOrderSchema>;

export const paymentIntentSchema = z.object({
  provider: z.enum(['stripe', 'test']),
  clientSecret: z.string(),
  /** Minor units of `currency`, computed by the server from the order. */
  amount: z.number().int(),
  currency: z.string(),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

export const orderIdParamSchema = z.object({ orderId: idSchema });

/** The built-in test provider's card form (Stripe's test cards behave the same way). */
export const testCardSchema = z.object({
  clientSecret: z.string().min(1, 'clientSecret is required').max(300),
  cardNumber: z
    .string({ message: 'Card number is required' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is incomplete.')),
  expiry: z.string().trim().regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Your card\'s expiration date is incomplete.'),
  cvc: z.string().trim().regex(/^\d{3,4}$/, 'Your card\'s security code is incomplete.'),
});
export const paymentResultSchema = z.object({ acknowledged: z.literal(true), status: z.literal('succeeded') });
