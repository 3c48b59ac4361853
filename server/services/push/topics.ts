import type { PushTopic } from '../../../shared/push.ts';

type Push = {
  topic: PushTopic;
  /** The notification's title on the device; its body is the notification's own words. */
  title: string;
  /** Pushed only to this party of the notification's order: the other's copy of the news asks nothing of them. */
  only?: 'buyer' | 'seller';
};

/**
 * The notifications that are also pushed to the user's devices, by kind: news that waits for them
 * to answer or act. Other kinds stay under the bell (and in email). The push trigger of migration
 * 20261129113602 names the same kinds, so that no job is queued for the others (tests/triggers.test.ts
 * checks both agree).
 */
export const PUSHES: Partial<Record<string, Push>> = {
  message: { topic: 'messages', title: 'New message' },
  offer_made: { topic: 'offers', title: 'An offer on your book' },
  offer_countered: { topic: 'offers', title: 'A counter-offer waits for your answer' },
  // The buyer must now pay; a seller whose counter the buyer accepted has nothing to do yet.
  offer_accepted: { topic: 'offers', title: 'Offer accepted: pay for your book', only: 'buyer' },
  // The seller must hand the book over; the buyer's own note that their payment went through is no call to act.
  order_paid: { topic: 'orders', title: 'Paid: hand the book over', only: 'seller' },
  order_handed_over: { topic: 'orders', title: 'Handed over: confirm you have it' },
  // An admin must refund or release the order. `order_problem` is not pushed: its seller (or, when the
  // seller left, its buyer) only waits for that decision.
  problem_opened: { topic: 'orders', title: 'A problem waits for your decision' },
};
