import en from './messages/filters.en.json';
import { namespace } from './namespace.ts';

/** The search page's filter form: its fields, sorts, and the prices it refuses. */
export const searchFilters = namespace('filters', en, () => import('./messages/filters.bn.json'));
