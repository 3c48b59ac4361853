import en from './messages/book-page.en.json';
import { namespace } from './namespace.ts';
import { firstPageBangla } from './first-page-bangla.ts';

/** A book's own page and what it shows beside the book: its photos, facts, state and seller. */
export const bookPage = namespace('book-page', en, firstPageBangla('book-page'));
