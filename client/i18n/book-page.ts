import en from './messages/book-page.en.json';
import { namespace } from './namespace.ts';

/** A book's own page and what it shows beside the book: its photos, facts, state and seller. */
export const bookPage = namespace('book-page', en, () => import('./messages/book-page.bn.json'));
