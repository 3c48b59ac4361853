import en from './messages/books.en.json';
import { namespace } from './namespace.ts';

export const books = namespace('books', en, () => import('./messages/books.bn.json'));
