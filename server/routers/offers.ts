import { idParam } from '../../shared/ids.ts';
import {
  myOffersQuerySchema,
  newOfferSchema,
  OFFER_ROUNDS,
  offerCounterSchema,
  offerIdSchema,
  offerPageSchema,
  offerSchema,
  offerTermsChangeSchema,
  offerTermsSchema,
} from '../../shared/offers.ts';
import { answerOffer, changeOfferTerms, conversationOffers, makeOffer, myOffers, offerTerms, readOffer, type OfferAnswer } from '../services/offers.ts';
import { memberProcedure, roleProcedure, router } from '../trpc/init.ts';

const sellerProcedure = roleProcedure('seller');

const TURN_RULE =
  `The party whose turn it is (the other side of whoever proposed the amount) accepts, declines or counters, ` +
  `${OFFER_ROUNDS} proposals in all; whoever proposed it may withdraw it.`;

/** One answer to an offer, as a documented procedure: POST /offers/{id}/<kind>. */
function answer(kind: 'accept' | 'decline' | 'withdraw', summary: string, description: string) {
  return memberProcedure
    .meta({
      forbiddenWhen: kind === 'withdraw' ? 'did not propose the amount' : 'proposed the amount themselves',
      openapi: {
        method: 'POST',
        path: `/offers/{id}/${kind}`,
        tags: ['offers'],
        summary,
        description: `${description} ${TURN_RULE} Answers the offer as it now stands.`,
        errorResponses: {
          404: 'There is no such offer, or it is not yours.',
          409:
            kind === 'accept'
              ? 'The offer is closed already (accepted, declined, withdrawn or lapsed), or the copy is booked, sold or gone.'
              : 'The offer is closed already (accepted, declined, withdrawn or lapsed).',
        },
      },
    })
    .input(offerIdSchema)
    .output(offerSchema)
    .mutation(({ ctx, input }) => answerOffer(ctx.deps, ctx.caller.user, input.id, { kind } satisfies OfferAnswer));
}

/** Buyers and sellers agree on a price: an offer, counters, and a booking at the price agreed. */
export const offersRouter = router({
  make: memberProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/offers',
        tags: ['offers'],
        summary: 'Offer a price for a copy, or for a bundle of one seller’s copies, below its price',
        description:
          'Send `bookId` for one copy, or `bookIds` for a bundle (2 to 10 copies of one seller; its price is theirs added up, ' +
          "less the seller's bundle discount, and its floor is their floors added up). An accepted offer on a bundle books " +
          'the bundle at the amount agreed: one payment, one handover (`POST /bundles`). ' +
          "Opens (or reopens) the conversation about the book (a bundle's copy with the lowest id), where the offer and each answer show, and tells the seller, who " +
          'accepts, declines or counters it within `OFFER_HOURS` (48). An offer below the floor the seller set is declined at ' +
          'once. The phone and place are what the booking carries if the offer is accepted. One open offer per copy and ' +
          'buyer, and at most `OFFERS_PER_DAY` (20) offers a day. **Who:** signed-in users with a verified email, not on their own books.',
        errorResponses: {
          400: 'The price is not below the listed price, or is not a price.',
          404: 'There is no such book.',
          409: 'The book is sold or booked, takes no offers, or you have an open offer on it already.',
          429: 'You have made your offers for today.',
        },
      },
    })
    .input(newOfferSchema)
    .output(offerSchema)
    .mutation(({ ctx, input }) => makeOffer(ctx.deps, ctx.caller.user, input)),

  mine: memberProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/me/offers',
        tags: ['offers'],
        summary: 'My offers: those you made, or those on your books',
        description: 'Newest first, `limit` at a time (50 unless given), the page after `cursor`. **Who:** signed-in users, their own.',
      },
    })
    .input(myOffersQuerySchema)
    .output(offerPageSchema)
    .query(({ ctx, input }) => myOffers(ctx.deps, ctx.caller.user, input)),

  byId: memberProcedure
    .meta({
      forbiddenWhen: 'is neither party (answered 404, as for no offer)',
      openapi: {
        method: 'GET',
        path: '/offers/{id}',
        tags: ['offers'],
        summary: 'One offer as it stands now: its amount, whose turn it is, and the booking an acceptance made',
        description: '**Who:** its buyer or seller, or an admin.',
        errorResponses: { 404: 'There is no such offer, or it is not yours.' },
      },
    })
    .input(offerIdSchema)
    .output(offerSchema)
    .query(({ ctx, input }) => readOffer(ctx.deps, ctx.caller.user, input.id)),

  inConversation: memberProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/conversations/{id}/offers',
        tags: ['offers'],
        summary: 'The offers of a conversation, oldest first, as they stand now',
        description: 'What the thread shows on its offer cards. Empty for a conversation that is not yours. **Who:** its two parties.',
      },
    })
    .input(idParam('conversation'))
    .output(offerPageSchema)
    .query(({ ctx, input }) => conversationOffers(ctx.deps, ctx.caller.user, input.id)),

  accept: answer(
    'accept',
    'Accept an offer: the copy is booked for the buyer at its amount',
    'The booking holds the copy as any booking does, for `ORDER_HOLD_MINUTES`, and the buyer pays the amount agreed from ' +
      'their orders. Other open offers on the copy lapse, and their buyers are told. A copy someone booked a moment ' +
      'before is refused with 409, and the offer stays open.',
  ),
  decline: answer('decline', 'Decline an offer', 'The offer closes, and whoever proposed it is told.'),
  withdraw: answer('withdraw', 'Withdraw your own proposal', 'The offer closes, and the other side is told.'),

  counter: memberProcedure
    .meta({
      forbiddenWhen: 'proposed the amount themselves',
      openapi: {
        method: 'POST',
        path: '/offers/{id}/counter',
        tags: ['offers'],
        summary: 'Answer an offer with another price',
        description:
          "A seller's counter is above the buyer's offer, a buyer's below the seller's counter, and both below the listed price. " +
          `The offer waits \`OFFER_HOURS\` again for the other side. ${TURN_RULE} Answers the offer as it now stands.`,
        errorResponses: {
          400: 'The price is not between the amount proposed and the listed price.',
          404: 'There is no such offer, or it is not yours.',
          409: 'The offer is closed already, or this was its last round.',
        },
      },
    })
    .input(offerCounterSchema)
    .output(offerSchema)
    .mutation(({ ctx, input }) => answerOffer(ctx.deps, ctx.caller.user, input.id, { kind: 'counter', price: input.price })),

  terms: sellerProcedure
    .meta({
      forbiddenWhen: 'is not the seller of the book',
      openapi: {
        method: 'GET',
        path: '/books/{id}/offer-terms',
        tags: ['offers'],
        summary: 'Whether your listing takes offers, and its floor',
        description: '**Who:** the seller of the book.',
        errorResponses: { 404: 'There is no such book.' },
      },
    })
    .input(idParam('book'))
    .output(offerTermsSchema)
    .query(({ ctx, input }) => offerTerms(ctx.deps, ctx.caller.user, input.id)),

  changeTerms: sellerProcedure
    .meta({
      forbiddenWhen: 'is not the seller of the book',
      openapi: {
        method: 'PATCH',
        path: '/books/{id}/offer-terms',
        tags: ['offers'],
        summary: 'Take offers on a listing or not, and set the least you will consider',
        description:
          'Offers below the floor are declined at once; buyers never see it. Turning offers off lapses the open ones, and ' +
          'their buyers are told. A field not sent stays as it is. **Who:** the seller of the book.',
        errorResponses: { 400: 'The floor is not a price below the listed price.', 404: 'There is no such book.' },
      },
    })
    .input(offerTermsChangeSchema)
    .output(offerTermsSchema)
    .mutation(({ ctx, input }) => changeOfferTerms(ctx.deps, ctx.caller.user, input)),
});
