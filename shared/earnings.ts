import { z } from 'zod';
import { timestampSchema } from './ids.ts';

export const PAYOUT_ACCOUNT_STATES = ['not_set_up', 'pending', 'ready'] as const;
export const LEDGER_KINDS = ['charge', 'refund', 'transfer', 'platform_fee'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** How each movement reads to the seller. */
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  charge: 'Buyer paid',
  refund: 'Refunded to the buyer',
  transfer: 'Paid out to you',
  platform_fee: 'Platform fee',
};

const total = (description: string) =>
  z
    .object({
      count: z.number().int().min(0).meta({ description: 'How many orders.' }),
      amountMinor: z.number().int().min(0).meta({ description: 'Their sum, in minor units of `currency`.' }),
    })
    .meta({ description });

/** GET /earnings: where a seller's money is. */
export const earningsSchema = z
  .object({
    currency: z.string().meta({ description: 'The ISO 4217 code every amount is in.' }),
    feePercent: z
      .number()
      .min(0)
      .max(100)
      .meta({ description: "The platform's share of a sale paid from now on (PLATFORM_FEE_PERCENT); each order keeps the fee of when it was paid." }),
    payoutAccount: z.enum(PAYOUT_ACCOUNT_STATES).meta({
      description: "The seller's payout account: not set up yet, being set up (with Stripe: onboarding not finished), or ready to receive transfers.",
    }),
    pending: total('Paid orders not completed yet (paid, handed over, or with an open problem): what they will bring, less the fee.'),
    awaitingPayout: total('Completed orders not paid out yet, usually because the payout account is not ready: what is owed, less the fee.'),
    paidOut: total("Transfers made to the seller's payout account."),
    fees: total("The platform's fees kept on paid-out orders."),
    refunded: total('Orders refunded to their buyers after a problem.'),
  })
  .meta({
    id: 'Earnings',
    description: "A seller's money: pending, owed, paid out and refunded, summed from the ledger and the orders.",
    examples: [
      {
        currency: 'BDT',
        feePercent: 5,
        payoutAccount: 'ready',
        pending: { count: 2, amountMinor: 66500 },
        awaitingPayout: { count: 0, amountMinor: 0 },
        paidOut: { count: 7, amountMinor: 232750 },
        fees: { count: 7, amountMinor: 12250 },
        refunded: { count: 1, amountMinor: 30000 },
      },
    ],
  });
export type Earnings = z.infer<typeof earningsSchema>;

/** One row of the ledger, as the seller of its order sees it. */
export const movementSchema = z
  .object({
    _id: z.string(),
    kind: z.enum(LEDGER_KINDS).meta({
      description: 'charge: the buyer paid; refund: it went back to the buyer; transfer: paid out to the seller; platform_fee: what the platform kept.',
    }),
    orderId: z.string().meta({ description: 'The order it belongs to.' }),
    book: z.string().meta({ description: 'The title, as booked.' }),
    amountMinor: z.number().int().min(1).meta({ description: 'How much, in minor units of `currency` (always positive; `kind` says which way).' }),
    currency: z.string(),
    createdAt: timestampSchema.meta({ description: 'When the money moved.' }),
  })
  .meta({
    id: 'Movement',
    description: "One movement of money on one of the seller's orders.",
    examples: [
      {
        _id: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
        kind: 'transfer',
        orderId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
        book: 'The God of Small Things',
        amountMinor: 33250,
        currency: 'BDT',
        createdAt: '2026-11-24T18:30:00.000Z',
      },
    ],
  });
export type Movement = z.infer<typeof movementSchema>;

export const accountLinkSchema = z
  .object({
    url: z
      .url()
      .meta({ description: "Where to send the seller: Stripe's onboarding (one use, minutes), or straight back to Earnings with the test provider." }),
  })
  .meta({ id: 'PayoutAccountLink', examples: [{ url: 'https://connect.stripe.com/setup/e/acct_1Q2w3E4r5T6y/AbCdEf' }] });
