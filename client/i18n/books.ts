import en from './messages/books.en.json';
import { namespace } from './namespace.ts';
import { firstPageBangla } from './first-page-bangla.ts';

export const books = namespace('books', en, firstPageBangla('books'));
