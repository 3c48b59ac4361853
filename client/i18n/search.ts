import en from './messages/search.en.json';
import { namespace } from './namespace.ts';

/** Searching: the header's dialog, the search page and its results. */
export const search = namespace('search', en, () => import('./messages/search.bn.json'));
