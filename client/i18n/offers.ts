import en from './messages/offers.en.json';
import { namespace } from './namespace.ts';

/** The offers a person has made, and those on their books (My offers). */
export const offers = namespace('offers', en, () => import('./messages/offers.bn.json'));
