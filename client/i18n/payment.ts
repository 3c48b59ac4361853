import en from './messages/payment.en.json';
import { namespace } from './namespace.ts';

/** Paying for a booking by card: the payment page and its card forms. */
export const payment = namespace('payment', en, () => import('./messages/payment.bn.json'));
