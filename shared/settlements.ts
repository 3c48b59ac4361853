import { z } from 'zod';
import { idParam, timestampSchema } from './ids.ts';

/**
 * How an admin settles what a deleted seller was owed: paid to them outside the store (a bank
 * transfer, Stripe's dashboard), or the buyer's charge refunded in full.
 */
export const SETTLE_WAYS = ['paid_outside', 'refund_buyer'] as const;
export type SettleWay = (typeof SETTLE_WAYS)[number];

export const SETTLE_NOTE_MAX = 300;

/** GET /owed-to-deleted-sellers: one completed sale whose seller was deleted before being paid. */
export const owedSaleSchema = z
  .object({
    _id: z.string().meta({ description: "The order's `_id`." }),
    book: z.string().meta({ description: 'The title, as booked.' }),
    sellerEmail: z.string().meta({ description: "The deleted seller's email and phone when they sold it: how to reach them to pay them." }),
    sellerPhone: z.string(),
    buyerEmail: z.string(),
    priceMinor: z.number().int().min(1).meta({ description: 'What the buyer was charged, in minor units of `currency`.' }),
    feeMinor: z.number().int().min(0).meta({ description: "The platform's fee on it, fixed at payment." }),
    owedMinor: z.number().int().min(0).meta({ description: 'What the seller is owed: the price less the fee.' }),
    currency: z.string().meta({ description: 'The ISO 4217 code of the charge.' }),
    completedAt: timestampSchema.meta({ description: 'When the sale completed.' }),
  })
  .meta({
    id: 'OwedSale',
    description: 'A completed sale whose seller was deleted before their payout: the money waits here until an admin settles it.',
    examples: [
      {
        _id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
        book: 'The God of Small Things',
        sellerEmail: 'seller@example.com',
        sellerPhone: '+8801711111111',
        buyerEmail: 'buyer@example.com',
        priceMinor: 35000,
        feeMinor: 1750,
        owedMinor: 33250,
        currency: 'BDT',
        completedAt: '2026-11-24T18:30:00.000Z',
      },
    ],
  });
export type OwedSale = z.infer<typeof owedSaleSchema>;

/** PATCH /owed-to-deleted-sellers/settle/{id}: how it was settled, and a note for the ledger and the audit trail. */
export const settleOwedSchema = idParam('order')
  .extend({
    how: z.enum(SETTLE_WAYS).meta({
      description:
        'paid_outside: the admin paid the former seller by other means; the transfer and the fee are recorded. ' +
        "refund_buyer: the buyer's charge goes back through the provider that took it, in full.",
    }),
    note: z
      .string()
      .trim()
      .min(1, 'Say how it was settled (a transfer reference, or why the buyer is refunded)')
      .max(SETTLE_NOTE_MAX, `The note is at most ${SETTLE_NOTE_MAX} characters`)
      .meta({ description: 'How it was settled: a bank transfer reference, or why the buyer is refunded. Kept on the ledger row.' }),
  })
  .meta({ examples: [{ how: 'paid_outside', note: 'Bank transfer 2026-11-28, reference BT-88121' }] });
export type SettleOwedData = z.output<typeof settleOwedSchema>;

const count = z.number().int().min(0);

/** GET /reconciliation: for every order, charge = transfer + fee + refund, or a named pending state; and every bundle adds up. */
export const reconciliationSchema = z
  .object({
    checkedOrders: count.meta({ description: 'How many orders were checked: all of them.' }),
    balanced: count.meta({ description: 'Orders whose charge equals their transfer, fee and refund (no charge counts as balanced).' }),
    pending: z.object({ awaiting_completion: count, awaiting_payout: count, owed_to_deleted_seller: count, awaiting_provider: count }).meta({
      description:
        'Orders charged with nothing moved yet, by why: awaiting_completion (paid, handed over or in a problem), awaiting_payout ' +
        "(completed, the seller's payout account not ready), owed_to_deleted_seller (completed, the seller deleted: see /owed-to-deleted-sellers), " +
        'awaiting_provider (a refund or transfer decided, its call to the payment provider not made yet: its job retries it).',
    }),
    mismatches: z
      .array(
        z.object({
          orderId: z.string(),
          state: z.string(),
          chargeMinor: z.number().int(),
          transferMinor: z.number().int(),
          feeMinor: z.number().int(),
          refundMinor: z.number().int(),
        }),
      )
      .meta({ description: 'Orders that neither balance nor wait in a named state (the first 100): each is a defect to look into.' }),
    checkedBundles: count.meta({ description: 'How many bundles were checked: all of them.' }),
    bundleMismatches: z
      .array(
        z.object({
          bundleId: z.string(),
          states: z.array(z.string()),
          priceMinor: z.number().int(),
          chargeMinor: z.number().int(),
          transferMinor: z.number().int(),
          feeMinor: z.number().int(),
          refundMinor: z.number().int(),
          payments: z.number().int(),
        }),
      )
      .meta({
        description:
          'Bundles whose orders disagree (the first 100): orders in different states, charges from more than one payment, a paid ' +
          "bundle whose orders' charges do not add up to its price, or one whose charges do not equal its transfers, fees and refunds " +
          'once nothing waits. Each is a defect to look into.',
      }),
  })
  .meta({
    id: 'Reconciliation',
    examples: [
      {
        checkedOrders: 1204,
        balanced: 1187,
        pending: { awaiting_completion: 12, awaiting_payout: 4, owed_to_deleted_seller: 1, awaiting_provider: 0 },
        mismatches: [],
        checkedBundles: 37,
        bundleMismatches: [],
      },
    ],
  });
export type Reconciliation = z.infer<typeof reconciliationSchema>;
