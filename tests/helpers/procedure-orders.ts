import { addBook } from './fixtures.ts';
import type { ProcedureStore, StoreUser } from './procedure-caller.ts';

/** The test provider's card that always goes through (4000 0000 0000 0002 is declined). */
export const GOOD_CARD = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' } as const;

/** What a buyer sends with a booking besides the book. */
export const BUYER_CONTACT = { buyerPhone: '+8801711111111', buyerLocation: 'Dhaka' } as const;

/** How far along its life orderAt takes an order. */
export type OrderStage = 'booked' | 'paid' | 'handed_over' | 'completed' | 'problem';

type OrderFixture = {
  buyer: StoreUser;
  seller: StoreUser;
  categoryId: string;
  stage?: OrderStage;
  title?: string;
  priceMinor?: number;
};

/**
 * An order of `buyer` for a fresh copy listed by `seller` (inserted directly, fixtures.ts), then
 * taken to `stage` the way its parties do, through the procedures: booked, paid with the test
 * provider's card, handed over by the seller, then confirmed received (completed) or reported
 * (problem) by the buyer. Answers the order's and the book's ids.
 */
export async function orderAt(store: ProcedureStore, { buyer, seller, categoryId, stage = 'booked', title = 'Ordered Book', priceMinor }: OrderFixture) {
  const bookId = await addBook(store.db, { sellerId: seller.id, categoryId, title, ...(priceMinor !== undefined && { priceMinor }) });
  const asBuyer = store.as(buyer);
  const { insertedId: orderId } = await asBuyer.orders.book({ bookPostingId: bookId, ...BUYER_CONTACT });
  if (stage !== 'booked') {
    const { clientSecret } = await asBuyer.orders.paymentIntent({ orderId });
    await asBuyer.orders.confirmTestPayment({ clientSecret, ...GOOD_CARD });
  }
  if (stage === 'handed_over' || stage === 'completed') await store.as(seller).orders.handedOver({ id: orderId, note: 'Met at the library' });
  if (stage === 'completed') await asBuyer.orders.received({ id: orderId });
  if (stage === 'problem') await asBuyer.orders.problem({ id: orderId, reason: 'not_received', note: 'Nothing came.' });
  return { orderId, bookId };
}
