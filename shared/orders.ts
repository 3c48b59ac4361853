import { z } from 'zod';
import { idSchema, timestampSchema } from './ids.ts';
import { NOTE_MAX, noteSchema } from './note.ts';
import { CANCEL_REASON_CODES, ORDER_STATES, ORDER_STATUSES, PROBLEM_REASONS } from './order-states.ts';
import { phoneSchema } from './phone.ts';

export {
  awaitsReceipt,
  LEGACY_STATUS,
  ORDER_STATE_LABELS,
  ORDER_STATES,
  ORDER_STATUSES,
  PROBLEM_REASON_LABELS,
  PROBLEM_REASONS,
  type OrderState,
  type ProblemReason,
} from './order-states.ts';
/** How many unpaid bookings one buyer may hold at once. */
export const MAX_OPEN_BOOKINGS = 5;

/** A buyer order as the legacy wire carries it: the snapshot of what was booked, plus its state. */
export const orderSchema = z
  .object({
    _id: z.string(),
    bookPostingId: z.string().nullable().meta({ description: "The booked book's `_id`; null once that listing was deleted." }),
    book: z.string().meta({ description: 'The title, as booked.' }),
    author: z.string(),
    description: z.string(),
    image: z.string(),
    /** The resale price in major units, as text; `price` repeats it (the legacy orders page reads it). */
    resalePrice: z.string().meta({ description: 'The price as booked, in major units, as a decimal string (legacy).' }),
    price: z.string().meta({ description: 'The same as `resalePrice` (the legacy orders page reads this one).' }),
    priceMinor: z.number().int().min(1).meta({ description: 'The same price in minor units.' }),
    sellerEmail: z.string(),
    sellerPhone: z.string(),
    sellerLocation: z.string(),
    buyerEmail: z.string(),
    buyerPhone: z.string(),
    buyerLocation: z.string(),
    status: z.enum(ORDER_STATUSES).meta({
      description:
        'The legacy status: booked (unpaid, holding the copy), paid (also while handed over, completed or in a problem), or cancelled (also once refunded).',
    }),
    state: z.enum(ORDER_STATES).meta({
      description:
        'Where the order is in its life: booked -> paid -> handed_over (the seller says so) -> completed (the buyer confirms, or ' +
        'ORDER_AUTO_COMPLETE_DAYS after the handover); cancelled before payment; problem (the buyer reported one; frozen until an ' +
        'admin refunds it, refunded, or releases it, completed).',
    }),
    payment: z.boolean().meta({ description: 'Whether it is paid (legacy): true from payment on, false once refunded.' }),
    handedOverAt: timestampSchema.nullable().meta({ description: 'When the seller handed it over.' }),
    handoverNote: z.string().nullable().meta({ description: "The seller's note on the handover (how, a tracking number)." }),
    problem: z
      .object({ reason: z.enum(PROBLEM_REASONS), note: z.string(), at: timestampSchema })
      .nullable()
      .meta({ description: 'The problem the buyer reported, if any (kept once an admin decided).' }),
    rating: z
      .number()
      .int()
      .min(1)
      .max(5)
      .nullable()
      .meta({ description: 'The stars the buyer gave the seller for this order (`POST /reviews`, once completed); null until then.' }),
    reviewRemoved: z.boolean().meta({ description: "Whether an admin removed the buyer's review of this order: it cannot be rated again." }),
    expiresAt: timestampSchema.meta({ description: 'When an unpaid booking lets go of the copy.' }),
    cancelReason: z.string().nullable().meta({ description: 'Why it was cancelled, for a cancelled order, in English.' }),
    cancelReasonCode: z
      .enum(CANCEL_REASON_CODES)
      .nullable()
      .meta({ description: 'Why it was cancelled, by code, for a client to say in its own words; null when it was not cancelled.' }),
    bundleId: z.string().nullable().meta({
      description: "The bundle it was bought in (`GET /bundles/{id}`), or null: a bundle's orders are paid, handed over, confirmed and reported together.",
    }),
    createdAt: timestampSchema.meta({ description: 'When it was booked.' }),
  })
  .meta({
    id: 'Order',
    description: "A buyer's order: what was booked, from whom, and its state.",
    examples: [
      {
        _id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
        bookPostingId: '0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b',
        book: 'The God of Small Things',
        author: 'Arundhati Roy',
        description: 'A few pencil notes in the margins.',
        image: 'https://books.example.com/images/3f2a9c0d6b1e4f5a8c7d2e1f0a9b8c7d.webp',
        resalePrice: '350',
        price: '350',
        priceMinor: 35000,
        sellerEmail: 'seller@example.com',
        sellerPhone: '+8801700000000',
        sellerLocation: 'Dhaka',
        buyerEmail: 'reader@example.com',
        buyerPhone: '+8801800000000',
        buyerLocation: 'Chattogram',
        status: 'booked',
        state: 'booked',
        payment: false,
        handedOverAt: null,
        handoverNote: null,
        problem: null,
        rating: null,
        reviewRemoved: false,
        expiresAt: '2026-11-25T18:30:00.000Z',
        cancelReason: null,
        cancelReasonCode: null,
        bundleId: null,
        createdAt: '2026-11-24T18:30:00.000Z',
      },
    ],
  });
export type Order = z.infer<typeof orderSchema>;

/**
 * The legacy POST /buyer-orders body. Only the book and the buyer's phone and location are taken
 * from it; the buyer comes from the token, and the book, price and seller from the database.
 */
export const newOrderSchema = z
  .object({
    bookPostingId: idSchema.meta({ description: 'The `_id` of the book to book.' }),
    buyerPhone: phoneSchema,
    buyerLocation: z.string().trim().max(120, 'Location is at most 120 characters').default('').meta({ description: 'Where the buyer would collect it.' }),
    author: z.string().optional(),
    book: z.string().optional(),
    buyerEmail: z.string().optional(),
    sellerEmail: z.string().optional(),
    sellerLocation: z.string().optional(),
    sellerPhone: z.string().optional(),
    status: z.string().optional(),
    description: z.string().optional(),
    resalePrice: z.union([z.string(), z.number()]).optional(),
  })
  .meta({
    description: "Legacy clients also send the book's and seller's details; they are ignored.",
    examples: [{ bookPostingId: '0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b', buyerPhone: '+8801800000000', buyerLocation: 'Chattogram' }],
  });
export type NewOrderData = z.output<typeof newOrderSchema>;

export const paymentIntentSchema = z
  .object({
    provider: z.enum(['stripe', 'test']).meta({ description: 'Who takes the card: Stripe, or the built-in test provider.' }),
    clientSecret: z.string().meta({ description: 'What confirms the payment: for Stripe.js, or for `POST /payments/test/confirm`.' }),
    /** Minor units of `currency`, computed by the server from the order. */
    amount: z.number().int().min(1).meta({ description: "The order's price in minor units of `currency`." }),
    currency: z.string().meta({ description: 'The ISO 4217 code of the store currency.' }),
  })
  .meta({ id: 'PaymentIntent', examples: [{ provider: 'test', clientSecret: 'test_secret_5a6b7c8d.c2lnbmF0dXJl', amount: 35000, currency: 'BDT' }] });
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

export const orderIdParamSchema = z.object({
  orderId: idSchema.meta({ description: "The order's `_id` (a UUID).", examples: ['5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d'] }),
});

/** The built-in test provider's card form (Stripe's test cards behave the same way). */
export const testCardSchema = z
  .object({
    clientSecret: z.string().min(1, 'clientSecret is required').max(300).meta({ description: 'From `POST /payments/intent/{orderId}`.' }),
    cardNumber: z
      .string({ error: 'Card number is required' })
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is incomplete.')),
    expiry: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "Your card's expiration date is incomplete."),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
  })
  .meta({
    description: 'A test card: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined; any future expiry and any CVC.',
    examples: [{ clientSecret: 'test_secret_5a6b7c8d.c2lnbmF0dXJl', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }],
  });
export const paymentResultSchema = z.object({ acknowledged: z.literal(true), status: z.literal('succeeded') });

/** PATCH /buyer-orders/handed-over/{id}: the seller says the paid copy reached its buyer. */
export const handOverSchema = z
  .object({
    id: idSchema.meta({ description: "The order's `_id`." }),
    note: noteSchema(NOTE_MAX.handover).meta({ description: 'How it went over: in person, or shipped with a tracking number.' }),
  })
  .meta({ examples: [{ note: 'Shipped with Pathao, tracking PX-20391.' }] });

/** POST /buyer-orders/problem/{id}: the buyer reports a problem with a paid order before it completes. */
export const openProblemSchema = z
  .object({
    id: idSchema.meta({ description: "The order's `_id`." }),
    reason: z.enum(PROBLEM_REASONS, { error: `Reason must be one of: ${PROBLEM_REASONS.join(', ')}` }),
    note: noteSchema(NOTE_MAX.problem).meta({ description: 'What happened, for the admins.' }),
  })
  .meta({ examples: [{ reason: 'not_received', note: 'Marked handed over a week ago; nothing came.' }] });
export type OpenProblemData = z.output<typeof openProblemSchema>;
