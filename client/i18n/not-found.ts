import en from './messages/not-found.en.json';
import { namespace } from './namespace.ts';

/** The page for an address the store has no page at. */
export const notFound = namespace('not-found', en, () => import('./messages/not-found.bn.json'));
