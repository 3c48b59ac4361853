import en from './messages/not-found.en.json';
import { namespace } from './namespace.ts';
import { firstPageBangla } from './first-page-bangla.ts';

/** The page for an address the store has no page at. */
export const notFound = namespace('not-found', en, firstPageBangla('not-found'));
