import en from './messages/selling.en.json';
import { namespace } from './namespace.ts';

/** A seller's listings: adding and editing one, its photos and price hint, My products, bulk listing, offers and bundles. */
export const selling = namespace('selling', en, () => import('./messages/selling.bn.json'));
