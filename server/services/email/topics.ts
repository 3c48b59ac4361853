import type { EmailTopic } from '../../../shared/email-settings.ts';
import type { EmailKey } from '../../i18n/translate.ts';

export { ALERT_KINDS } from '../../../shared/alert-kinds.ts';

type Notice = { topic: EmailTopic; subject: EmailKey };

/**
 * The notifications that are also emailed, by kind: which topic of the user's settings each is, and
 * its subject (server/i18n/messages/emails.*.json; the notification's own words are the body).
 * Other kinds stay under the bell.
 */
export const NOTICES: Partial<Record<string, Notice>> = {
  order_booked: { topic: 'bookings', subject: 'subject.orderBooked' },
  offer_made: { topic: 'offers', subject: 'subject.offerMade' },
  offer_countered: { topic: 'offers', subject: 'subject.offerCountered' },
  offer_accepted: { topic: 'offers', subject: 'subject.offerAccepted' },
  offer_declined: { topic: 'offers', subject: 'subject.offerDeclined' },
  offer_lapsed: { topic: 'offers', subject: 'subject.offerLapsed' },
  order_paid: { topic: 'payments', subject: 'subject.orderPaid' },
  payment_refunded: { topic: 'payments', subject: 'subject.paymentRefunded' },
  order_expired: { topic: 'expiries', subject: 'subject.orderExpired' },
  order_cancelled: { topic: 'cancellations', subject: 'subject.orderCancelled' },
  search_alert: { topic: 'alerts', subject: 'subject.searchAlert' },
  price_drop: { topic: 'alerts', subject: 'subject.priceDrop' },
  back_in_stock: { topic: 'alerts', subject: 'subject.backInStock' },
};
