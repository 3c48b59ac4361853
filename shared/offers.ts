import { z } from 'zod';
import { pageQuery, priceInputSchema } from './books.ts';
import { idParam, idSchema, timestampSchema } from './ids.ts';
import { newBundleSchema } from './bundles.ts';
import { newOrderSchema } from './orders.ts';

/** Proposals one offer may hold in all: the buyer's offer, the seller's counter, the buyer's counter. */
export const OFFER_ROUNDS = 3;

export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'withdrawn', 'lapsed'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_PARTIES = ['buyer', 'seller'] as const;
/** The steps of an offer a conversation shows. */
export const OFFER_STEPS = ['offered', 'countered', 'accepted', 'declined', 'withdrawn', 'lapsed'] as const;
export type OfferParty = (typeof OFFER_PARTIES)[number];

const priceField = (what: string) => priceInputSchema.meta({ description: `${what}, in major units, as text or a number ("300" or 300.50).` });

/**
 * POST /offers: a buyer offers a price for a copy, or for a bundle of one seller's copies, with the
 * contact its booking will carry if accepted.
 */
export const newOfferSchema = z
  .object({
    bookId: idSchema.optional().meta({ description: "The copy's `_id`; for a bundle, send `bookIds` instead." }),
    bookIds: newBundleSchema.shape.bookIds.optional().meta({ description: "A bundle's copies (2 to 10, one seller's): the offer is on them together." }),
    price: priceField('What the buyer offers: less than the listed price (a bundle’s: less than its price together)'),
    buyerPhone: newOrderSchema.shape.buyerPhone,
    buyerLocation: newOrderSchema.shape.buyerLocation,
  })
  .refine((offer) => (offer.bookId === undefined) !== (offer.bookIds === undefined), {
    error: 'Send bookId for one copy, or bookIds for a bundle',
    path: ['bookId'],
  })
  .meta({ examples: [{ bookId: '0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b', price: '300', buyerPhone: '+8801800000000', buyerLocation: 'Chattogram' }] });
export type NewOfferInput = z.input<typeof newOfferSchema>;
export type NewOfferData = z.output<typeof newOfferSchema>;

export const offerIdSchema = idParam('offer');

/** POST /offers/{id}/counter: the party whose turn it is proposes another price instead. */
export const offerCounterSchema = idParam('offer')
  .extend({ price: priceField('The counter-offer') })
  .meta({ examples: [{ price: '330' }] });
export type OfferCounterData = z.output<typeof offerCounterSchema>;

/** GET /offers: the caller's offers, as a buyer or as a seller, newest first. */
export const myOffersQuerySchema = z.object({
  side: z
    .enum(['buying', 'selling'], { error: 'side must be buying or selling' })
    .default('buying')
    .meta({ description: 'buying: the offers you made; selling: the offers on your books.' }),
  ...pageQuery,
});
export type MyOffersQuery = z.input<typeof myOffersQuerySchema>;

/** PATCH /books/{id}/offers: whether a listing takes offers, and the least the seller will consider. */
export const offerTermsChangeSchema = idParam('book')
  .extend({
    enabled: z.boolean({ error: 'enabled must be true or false' }).optional().meta({ description: 'Whether buyers may make offers on it.' }),
    floor: z
      .union([z.number(), z.string().trim(), z.null()], { error: 'Floor must be a price or null' })
      .optional()
      .transform((v) => (v === '' ? null : v))
      .pipe(priceInputSchema.nullable().optional())
      .meta({ description: 'Offers below it are declined at once, and buyers never see it; null for none.' }),
  })
  .meta({ examples: [{ enabled: true, floor: '250' }] });
export type OfferTermsChange = z.output<typeof offerTermsChangeSchema>;

export const offerTermsSchema = z
  .object({
    enabled: z.boolean(),
    floorMinor: z.number().int().nullable().meta({ description: 'The floor in minor units; null for none.' }),
  })
  .meta({ id: 'OfferTerms', description: "A listing's offer settings, as its seller sees them." });
export type OfferTerms = z.infer<typeof offerTermsSchema>;

/** An offer as the API answers it, for the document's example and tests. */
export const EXAMPLE_OFFER = {
  _id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
  bookId: '0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b',
  bookIds: [] as string[],
  bookTitle: 'Great Expectations',
  conversationId: '9c8b7a6f-5e4d-4c3b-8a2f-1e0d9c8b7a6f',
  buyerName: 'Rahim',
  listedMinor: 35000,
  amountMinor: 30000,
  currency: 'BDT',
  proposedBy: 'buyer',
  rounds: 1,
  status: 'open',
  yourTurn: false,
  canCounter: false,
  expiresAt: '2026-11-30T09:00:00.000Z',
  orderId: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-28T09:00:00.000Z',
} as const;

export const offerSchema = z
  .object({
    _id: z.string(),
    bookId: z.string().nullable().meta({ description: "null once the listing is deleted; a bundle's lead copy for an offer on a bundle." }),
    bookIds: z.array(z.string()).meta({ description: 'Every copy of an offer on a bundle; empty for an offer on one copy.' }),
    bookTitle: z.string().meta({ description: 'The title; for a bundle, its titles: the bundle “A”, “B” and “C”.' }),
    conversationId: z.string().meta({ description: 'The conversation about the book, where each step of the offer shows.' }),
    buyerName: z.string().meta({ description: 'The buyer, as the seller sees them ("Deleted account" once gone).' }),
    listedMinor: z.number().int().meta({ description: 'What the copy (or the bundle, together) was listed for when the offer was made.' }),
    amountMinor: z.number().int().meta({ description: 'The amount now proposed (or agreed, once accepted).' }),
    currency: z.string(),
    proposedBy: z.enum(OFFER_PARTIES).meta({ description: 'Who proposed `amountMinor`: the other party answers.' }),
    rounds: z
      .number()
      .int()
      .meta({ description: `Proposals so far, at most ${OFFER_ROUNDS}.` }),
    status: z.enum(OFFER_STATUSES),
    yourTurn: z.boolean().meta({ description: 'Whether the caller may accept, decline or counter now.' }),
    canCounter: z.boolean().meta({ description: 'Whether a counter is still possible (a round is left and it is your turn).' }),
    expiresAt: timestampSchema.meta({ description: 'When an open offer lapses unanswered.' }),
    orderId: z.string().nullable().meta({ description: 'The booking an accepted offer made: pay it as any order.' }),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({
    id: 'Offer',
    description: 'An offer on a copy and the counters that followed it.',
    examples: [EXAMPLE_OFFER],
  });
export type Offer = z.infer<typeof offerSchema>;

export const offerPageSchema = z.array(offerSchema);
