import en from './messages/wishlist.en.json';
import { namespace } from './namespace.ts';

/** The saved books (wishlist) and saved searches ("Alert me"). */
export const wishlist = namespace('wishlist', en, () => import('./messages/wishlist.bn.json'));
