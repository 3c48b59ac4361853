import type { EmailTopic } from '../../../shared/email-settings.ts';

export { ALERT_KINDS } from '../../../shared/alert-kinds.ts';

type Notice = { topic: EmailTopic; subject: string };

/**
 * The notifications that are also emailed, by kind: which topic of the user's settings each is, and
 * its subject (the notification's own words are the body). Other kinds stay under the bell.
 */
export const NOTICES: Partial<Record<string, Notice>> = {
  order_booked: { topic: 'bookings', subject: 'Someone booked your book' },
  offer_made: { topic: 'offers', subject: 'An offer on your book' },
  offer_countered: { topic: 'offers', subject: 'A counter-offer waits for your answer' },
  offer_accepted: { topic: 'offers', subject: 'Your offer was accepted' },
  offer_declined: { topic: 'offers', subject: 'Your offer was declined' },
  offer_lapsed: { topic: 'offers', subject: 'An offer lapsed' },
  order_paid: { topic: 'payments', subject: 'A payment went through' },
  payment_refunded: { topic: 'payments', subject: 'Your payment was refunded' },
  order_expired: { topic: 'expiries', subject: 'A booking expired' },
  order_cancelled: { topic: 'cancellations', subject: 'A booking was cancelled' },
  search_alert: { topic: 'alerts', subject: 'A book you are looking for was just listed' },
  price_drop: { topic: 'alerts', subject: 'A book you saved is cheaper now' },
  back_in_stock: { topic: 'alerts', subject: 'A book you saved is available again' },
};
