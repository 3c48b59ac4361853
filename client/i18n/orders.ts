import en from './messages/orders.en.json';
import { namespace } from './namespace.ts';

/** Booking a copy or a bundle, and the buyer's orders: My Orders, where each stands and what it offers next. */
export const orders = namespace('orders', en, () => import('./messages/orders.bn.json'));
