import en from './messages/reviews.en.json';
import { namespace } from './namespace.ts';

/** Rating a seller, and the reviews on a seller's page. */
export const reviews = namespace('reviews', en, () => import('./messages/reviews.bn.json'));
