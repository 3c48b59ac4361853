import en from './messages/book-actions.en.json';
import { namespace } from './namespace.ts';
import { firstPageBangla } from './first-page-bangla.ts';

/** What a listing offers the person looking at it: book, offer, save, ask, report. */
export const bookActions = namespace('book-actions', en, firstPageBangla('book-actions'));
