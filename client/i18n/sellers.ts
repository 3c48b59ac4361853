import en from './messages/sellers.en.json';
import { namespace } from './namespace.ts';

/** A seller's public profile page. */
export const sellers = namespace('sellers', en, () => import('./messages/sellers.bn.json'));
