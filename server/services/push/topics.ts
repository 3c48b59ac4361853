import type { PushTopic } from '../../../shared/push.ts';
import type { PushKey } from '../../i18n/translate.ts';

type Push = {
  topic: PushTopic;
  /** The notification's title on the device (server/i18n/messages/pushes.*.json); its body is the notification's own words. */
  title: PushKey;
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
  message: { topic: 'messages', title: 'message' },
  offer_made: { topic: 'offers', title: 'offerMade' },
  offer_countered: { topic: 'offers', title: 'offerCountered' },
  // The buyer must now pay; a seller whose counter the buyer accepted has nothing to do yet.
  offer_accepted: { topic: 'offers', title: 'offerAccepted', only: 'buyer' },
  // The seller must hand the book over; the buyer's own note that their payment went through is no call to act.
  order_paid: { topic: 'orders', title: 'orderPaid', only: 'seller' },
  order_handed_over: { topic: 'orders', title: 'orderHandedOver' },
  // An admin must refund or release the order. `order_problem` is not pushed: its seller (or, when the
  // seller left, its buyer) only waits for that decision.
  problem_opened: { topic: 'orders', title: 'problemOpened' },
};
