import en from './messages/earnings.en.json';
import { namespace } from './namespace.ts';

/** A seller's money: the sums of their sales, their payout account, every movement. */
export const earnings = namespace('earnings', en, () => import('./messages/earnings.bn.json'));
